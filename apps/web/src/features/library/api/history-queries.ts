/**
 * The signed-in visitor's watch history as the History screen reads and changes it: a page of
 * the diary, a new date for an entry, deleting one and putting it back (Undo). Each change
 * shows at once and is put back if the API refuses; the caller says why (the mutation's error).
 *
 * Every query here is keyed under `['library', 'history']`, so that whatever else logs or
 * removes watches (a details page's controls) can have them read again with that one key.
 */
import {
  addEpisodeToHistory,
  addMovieWatch,
  addToWatchlist,
  deleteHistoryEntry,
  getHistory,
  updateHistoryEntry,
  type GetHistoryData,
  type GetHistoryResponse,
  type HistoryEntry,
  type WatchlistItem,
} from '@media-search/api-client';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useAuth } from '@/lib/auth-context.ts';
import { languageParam, useCatalogueLanguage } from '@/lib/catalogue-language.ts';
import { withWatchDate } from '../lib/history-view.ts';
import { isQueryOf, useAccountKey } from './library-target.ts';

const HISTORY = ['library', 'history'] as const;
/** The screen's pages, the only history data this module changes by hand. */
const HISTORY_PAGES = [...HISTORY, 'page'] as const;

export const HISTORY_PAGE_SIZE = 50;

export type HistoryQuery = Omit<GetHistoryData['query'], 'pageSize'>;

/** One key per account, so that another visitor's diary never shows after a sign-in. */
const historyPageKey = (account: string, query: HistoryQuery) =>
  [...HISTORY_PAGES, account, query] as const;

function historyPageOptions(account: string, query: HistoryQuery) {
  return queryOptions({
    queryKey: historyPageKey(account, query),
    queryFn: async ({ signal }) => {
      const { data } = await getHistory({
        query: { ...query, pageSize: HISTORY_PAGE_SIZE },
        signal,
        throwOnError: true,
      });
      return data;
    },
    // Watches are logged elsewhere (details pages): each visit reads the diary afresh.
    staleTime: 0,
  });
}

/** The page of the diary the screen shows, fetched only while signed in. */
export function useHistoryPage(query: HistoryQuery) {
  const { isAuthenticated } = useAuth();
  return useQuery({
    ...historyPageOptions(useAccountKey(), query),
    enabled: isAuthenticated,
  });
}

/**
 * The screen's writes run one after another (an Undo waits for its delete to be done), and
 * the diary is read again once the last of them has settled: a read between two of them would
 * show the first's result without the second's.
 */
const HISTORY_WRITES = { mutationKey: [...HISTORY, 'write'], scope: { id: 'library-history' } };

/** Whether no write of the screen's is under way and no page of it is being read. */
export function useHistoryIsSettled(): () => boolean {
  const queryClient = useQueryClient();
  return () =>
    queryClient.isMutating({ mutationKey: HISTORY_WRITES.mutationKey }) === 0 &&
    queryClient.isFetching({ queryKey: HISTORY }) === 0;
}

/**
 * What a screen is told when a change could not be made, once it is undone: for every change,
 * even one made before the visitor's next (whose own callbacks would have replaced it).
 */
export interface OnFailure<Change> {
  onFailure: (error: unknown, change: Change) => void;
}

/**
 * Reads again what a changed watch touches: the diary, and what details pages keep of a title's
 * watches (its state and a show's progress), whichever way they are cached.
 */
async function refetchOnceSettled(queryClient: QueryClient) {
  if (queryClient.isMutating({ mutationKey: HISTORY_WRITES.mutationKey }) > 1) return;
  await queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      isQueryOf(queryKey, 'history', 'getHistory') ||
      isQueryOf(queryKey, 'title', 'getMovieState') ||
      isQueryOf(queryKey, 'title', 'getTvShowState') ||
      isQueryOf(queryKey, 'progress', 'getShowProgress'),
  });
}

type PageSnapshot = [readonly unknown[], GetHistoryResponse | undefined][];

/** Stops reads that would overwrite a change, and keeps the pages to put back if it fails. */
async function holdPages(queryClient: QueryClient): Promise<PageSnapshot> {
  await queryClient.cancelQueries({ queryKey: HISTORY });
  return queryClient.getQueriesData<GetHistoryResponse>({ queryKey: HISTORY_PAGES });
}

function putBack(queryClient: QueryClient, pages: PageSnapshot | undefined) {
  for (const [key, page] of pages ?? []) queryClient.setQueryData(key, page);
}

function changePages(
  queryClient: QueryClient,
  change: (results: HistoryEntry[], page: GetHistoryResponse) => GetHistoryResponse,
) {
  queryClient.setQueriesData<GetHistoryResponse>({ queryKey: HISTORY_PAGES }, (page) =>
    page ? change(page.results, page) : page,
  );
}

export interface WatchDateChange {
  entry: HistoryEntry;
  /** YYYY-MM-DD */
  watchedOn: string;
}

/** Moves an entry to another day; it moves in the list at once, and back if that fails. */
export function useChangeWatchDate({ onFailure }: OnFailure<WatchDateChange>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...HISTORY_WRITES,
    mutationFn: async ({ entry, watchedOn }: WatchDateChange) => {
      const { data } = await updateHistoryEntry({
        path: { entryId: entry.id },
        body: { watchedOn },
        throwOnError: true,
      });
      return data;
    },
    onMutate: async ({ entry, watchedOn }: WatchDateChange) => {
      const before = await holdPages(queryClient);
      changePages(queryClient, (results, page) => ({
        ...page,
        results: withWatchDate(results, entry.id, watchedOn),
      }));
      return { before };
    },
    onError: (error, change, context) => {
      putBack(queryClient, context?.before);
      onFailure(error, change);
    },
    onSettled: () => refetchOnceSettled(queryClient),
  });
}

/** Deletes an entry; it leaves the list at once, and comes back if that fails. */
export function useDeleteHistoryEntry({ onFailure }: OnFailure<HistoryEntry>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...HISTORY_WRITES,
    mutationFn: async (entry: HistoryEntry) => {
      await deleteHistoryEntry({ path: { entryId: entry.id }, throwOnError: true });
    },
    onMutate: async (entry: HistoryEntry) => {
      const before = await holdPages(queryClient);
      changePages(queryClient, (results, page) => {
        const kept = results.filter((row) => row.id !== entry.id);
        const removed = results.length - kept.length;
        return { ...page, results: kept, totalResults: page.totalResults - removed };
      });
      return { before };
    },
    onError: (error, entry, context) => {
      putBack(queryClient, context?.before);
      onFailure(error, entry);
    },
    onSettled: () => refetchOnceSettled(queryClient),
  });
}

export interface EntryToRestore {
  entry: HistoryEntry;
  /** The page it was deleted from, and its place there, to show it there again at once. */
  page: HistoryQuery;
  index: number;
}

/** Logs the deleted watch again, on its day; what the API answers when it took a title off the watchlist. */
async function logAgain(
  entry: HistoryEntry,
  language: ReturnType<typeof useCatalogueLanguage>,
): Promise<WatchlistItem | null> {
  const query = languageParam(language);
  const body = { watchedOn: entry.watchedOn };
  if (entry.mediaType === 'movie') {
    const { data } = await addMovieWatch({
      path: { movieId: entry.mediaId },
      query,
      body,
      throwOnError: true,
    });
    return data.removedFromWatchlist;
  }
  const { data } = await addEpisodeToHistory({
    path: {
      showId: entry.mediaId,
      seasonNumber: entry.seasonNumber ?? 0,
      episodeNumber: entry.episodeNumber ?? 0,
    },
    query,
    body,
    throwOnError: true,
  });
  return data.removedFromWatchlist;
}

/**
 * Undoes a delete by logging the same watch again: a new entry of the same title and day (its
 * rewatch mark follows from the day, as the first one's did). Logging a watch takes its title
 * off the watchlist; a title the visitor put back on it after watching goes back on, so the
 * Undo changes nothing else.
 */
export function useRestoreHistoryEntry({ onFailure }: OnFailure<EntryToRestore>) {
  const queryClient = useQueryClient();
  const language = useCatalogueLanguage();
  const account = useAccountKey();
  return useMutation({
    ...HISTORY_WRITES,
    mutationFn: async ({ entry }: EntryToRestore) => {
      const offWatchlist = await logAgain(entry, language);
      if (offWatchlist) {
        const path = { mediaType: offWatchlist.mediaType, mediaId: offWatchlist.mediaId };
        await addToWatchlist({ path, query: languageParam(language), throwOnError: true });
      }
    },
    onMutate: async ({ entry, page, index }: EntryToRestore) => {
      const before = await holdPages(queryClient);
      queryClient.setQueryData<GetHistoryResponse>(historyPageKey(account, page), (shown) => {
        if (!shown || shown.results.some((row) => row.id === entry.id)) return shown;
        const results = [...shown.results.slice(0, index), entry, ...shown.results.slice(index)];
        return { ...shown, results, totalResults: shown.totalResults + 1 };
      });
      return { before };
    },
    onError: (error, restore, context) => {
      putBack(queryClient, context?.before);
      onFailure(error, restore);
    },
    onSettled: async () => {
      await Promise.all([
        refetchOnceSettled(queryClient),
        queryClient.invalidateQueries({
          predicate: ({ queryKey }) => isQueryOf(queryKey, 'watchlist', 'getWatchlist'),
        }),
      ]);
    },
  });
}
