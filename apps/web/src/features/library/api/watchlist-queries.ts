/**
 * The signed-in visitor's watchlist: the whole list (what the bookmarks on cards and pages
 * read), a page of it as the Watchlist screen shows it, and the toggle, which changes the
 * whole list at once and puts it back if the API refuses.
 */
import {
  addToWatchlist,
  deleteFromWatchlist,
  getWatchlist,
  type GetWatchlistData,
  type WatchlistItem,
} from '@media-search/api-client';
import { getWatchlistOptions } from '@media-search/api-client/query';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useAuth } from '@/lib/auth-context.ts';
import { languageParam, useCatalogueLanguage } from '@/lib/catalogue-language.ts';
import {
  isQueryOf,
  isRowOf,
  readAllPages,
  useAccountKey,
  WHOLE_LIST_PAGE_SIZE,
  type LibraryTarget,
} from './library-target.ts';

/** One key per account, so that another visitor's list never shows after a sign-in. */
const WHOLE_WATCHLISTS = ['library', 'watchlist'] as const;
const wholeWatchlistKey = (account: string) => [...WHOLE_WATCHLISTS, account] as const;

function wholeWatchlistOptions(account: string) {
  return queryOptions({
    queryKey: wholeWatchlistKey(account),
    queryFn: ({ signal }) =>
      readAllPages(async (page) => {
        const { data } = await getWatchlist({
          query: { type: 'all', sort: 'added', page, pageSize: WHOLE_LIST_PAGE_SIZE },
          signal,
          throwOnError: true,
        });
        return data;
      }),
    // Every card asks: the list is read once, then again only after a change.
    staleTime: 60_000,
  });
}

/** The whole watchlist, fetched only while signed in. */
export function useWholeWatchlist() {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...wholeWatchlistOptions(useAccountKey()), enabled: isAuthenticated });
}

export function isOnWatchlist(
  items: readonly WatchlistItem[] | undefined,
  target: Pick<LibraryTarget, 'mediaType' | 'id'>,
) {
  return Boolean(items?.some((item) => isRowOf(item, target)));
}

export type WatchlistQuery = Omit<GetWatchlistData['query'], 'pageSize'>;

/**
 * The page of the watchlist the screen shows; with a `region`, each item comes with its offers
 * there, which the API reads through its catalogue (no request per title from here).
 */
export function useWatchlistPage(query: WatchlistQuery) {
  const { isAuthenticated } = useAuth();
  return useQuery({
    ...getWatchlistOptions({ query: { ...query, pageSize: 50 } }),
    staleTime: 0,
    enabled: isAuthenticated,
  });
}

/** After any change, every watchlist query is read again. */
function refetchWatchlist(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => isQueryOf(queryKey, 'watchlist', 'getWatchlist'),
  });
}

export interface WatchlistChange {
  target: LibraryTarget;
  /** True to add it, false to take it off. */
  add: boolean;
}

/**
 * Adds or removes a title. The whole list shows the change at once (a bookmark fills or
 * empties as it is pressed); when the API refuses, it shows what it was before, and the
 * caller says why (the mutation's error).
 */
export function useChangeWatchlist() {
  const queryClient = useQueryClient();
  const language = useCatalogueLanguage();
  return useMutation({
    mutationFn: async ({ target, add: adding }: WatchlistChange) => {
      const path = { mediaType: target.mediaType, mediaId: target.id };
      if (adding)
        await addToWatchlist({ path, query: languageParam(language), throwOnError: true });
      else await deleteFromWatchlist({ path, throwOnError: true });
    },
    // Whichever account's list is cached (the visitor may have signed in a moment ago).
    onMutate: async ({ target, add: adding }: WatchlistChange) => {
      await queryClient.cancelQueries({ queryKey: WHOLE_WATCHLISTS });
      const before = queryClient.getQueriesData<WatchlistItem[]>({ queryKey: WHOLE_WATCHLISTS });
      queryClient.setQueriesData<WatchlistItem[]>({ queryKey: WHOLE_WATCHLISTS }, (items) => {
        const others = (items ?? []).filter((item) => !isRowOf(item, target));
        return adding ? [pendingItem(target), ...others] : others;
      });
      return { before };
    },
    onError: (_error, _change, context) => {
      for (const [key, items] of context?.before ?? []) queryClient.setQueryData(key, items);
    },
    onSettled: () => refetchWatchlist(queryClient),
  });
}

/** What the list holds for a title being added, until the API's answer replaces it. */
function pendingItem(target: LibraryTarget): WatchlistItem {
  return {
    id: `pending-${target.mediaType}-${target.id}`,
    mediaType: target.mediaType,
    mediaId: target.id,
    title: target.title,
    releaseDate: null,
    posterPath: null,
    voteAverage: 0,
    addedAt: new Date().toISOString(),
  };
}
