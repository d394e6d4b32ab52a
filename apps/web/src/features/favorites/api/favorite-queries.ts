/** The signed-in visitor's favourites: one list query, and changes that refetch it (SPEC §4). */
import type { AddFavoriteData, Favorite } from '@media-search/api-client';
import {
  addFavoriteMutation,
  deleteFavoriteMutation,
  getFavoritesOptions,
  getFavoritesQueryKey,
  importFavoritesMutation,
} from '@media-search/api-client/query';
import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { useAuth } from '@/lib/auth-context.ts';

export type NewFavorite = AddFavoriteData['body'];

/** The list, fetched only while signed in. */
export function useFavorites() {
  const { isAuthenticated } = useAuth();
  return useQuery({
    ...getFavoritesOptions(),
    // Someone else's list must never show after a sign-out and sign-in.
    staleTime: 0,
    enabled: isAuthenticated,
  });
}

/** The saved favourite for this item, matched by mediaId and mediaType. */
export function findFavorite(
  favorites: Favorite[] | undefined,
  item: Pick<NewFavorite, 'mediaId' | 'mediaType'>,
): Favorite | undefined {
  return favorites?.find(
    (favorite) => favorite.mediaId === item.mediaId && favorite.mediaType === item.mediaType,
  );
}

function useRefetchAfter<Data, Error, Variables>(
  change: UseMutationOptions<Data, Error, Variables>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getFavoritesQueryKey() }),
  });
}

/** Saves `{ body: NewFavorite }`. */
export function useAddFavorite() {
  return useRefetchAfter(addFavoriteMutation());
}

/** Removes `{ query: { favoriteId } }`. */
export function useDeleteFavorite() {
  return useRefetchAfter(deleteFavoriteMutation());
}

/** Saves `{ body: { items } }` all at once, or none of them. */
export function useImportFavorites() {
  return useRefetchAfter(importFavoritesMutation());
}
