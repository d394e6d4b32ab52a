/** The signed-in visitor's favourites: one list query, and changes that refetch it (SPEC §4). */
import {
  addFavorite,
  deleteFavorite,
  getFavorites,
  type AddFavoriteData,
  type Favorite,
} from '@media-search/api-client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth-context.ts';

export type NewFavorite = AddFavoriteData['body'];

export const favoritesQueryOptions = queryOptions({
  queryKey: ['favorites'],
  queryFn: async ({ signal }) => (await getFavorites({ signal, throwOnError: true })).data,
  // Someone else's list must never show after a sign-out and sign-in.
  staleTime: 0,
});

/** The list, fetched only while signed in. */
export function useFavorites() {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...favoritesQueryOptions, enabled: isAuthenticated });
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

function useRefetchAfter<Variables>(change: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoritesQueryOptions.queryKey }),
  });
}

export function useAddFavorite() {
  return useRefetchAfter((body: NewFavorite) => addFavorite({ body, throwOnError: true }));
}

export function useDeleteFavorite() {
  return useRefetchAfter((favoriteId: string) =>
    deleteFavorite({ query: { favoriteId }, throwOnError: true }),
  );
}
