/**
 * What the visitor watched of one title, as its details pages show it (the title's own state,
 * `GET /api/me/titles/{type}/{id}`: never the whole history), and the changes: a movie's watch
 * logged or its latest one deleted; a TV show's episodes marked or un-marked, the whole show, a
 * season or one episode in one request. Each change shows at once and is put back if the API
 * refuses. A watch can take the title off the watchlist: the answer says so, and the watchlist
 * the bookmarks read loses it at once.
 */
import {
  addEpisodeToHistory,
  addMovieWatch,
  addSeasonToHistory,
  addShowToHistory,
  deleteEpisodeFromHistory,
  deleteHistoryEntry,
  deleteSeasonFromHistory,
  deleteShowFromHistory,
  getMovieState,
  getTvShowState,
  type MovieState,
  type TvShowState,
  type WatchlistItem,
} from '@media-search/api-client';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { useAuth } from '@/lib/auth-context.ts';
import { languageParam, useCatalogueLanguage } from '@/lib/catalogue-language.ts';
import { applyProgressChange, type ProgressChange } from '../lib/progress-change.ts';
import { localToday } from '../lib/watch-day.ts';
import { isQueryOf, isRowOf, useAccountKey, type LibraryTarget } from './library-target.ts';

/** Title states, one key per account (another visitor's never shows after a sign-in). */
const TITLE_STATES = ['library', 'title'] as const;

function movieStateOptions(account: string, movieId: number) {
  return queryOptions({
    queryKey: [...TITLE_STATES, account, 'movie', movieId] as const,
    queryFn: async ({ signal }) =>
      (await getMovieState({ path: { mediaId: movieId }, signal, throwOnError: true })).data,
    // Read again on each visit of the page: the History screen, or another device, may have
    // changed it since.
    staleTime: 0,
  });
}

function showStateOptions(account: string, showId: number) {
  return queryOptions({
    queryKey: [...TITLE_STATES, account, 'tv', showId] as const,
    queryFn: async ({ signal }) =>
      (await getTvShowState({ path: { mediaId: showId }, signal, throwOnError: true })).data,
    staleTime: 0,
  });
}

/** The visitor's watches of a movie, asked for only while signed in. */
export function useMovieState(movieId: number) {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...movieStateOptions(useAccountKey(), movieId), enabled: isAuthenticated });
}

/**
 * The visitor's progress through a show, asked for only while signed in: one query for the
 * show's page, its season cards and its season pages.
 */
export function useShowState(showId: number) {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...showStateOptions(useAccountKey(), showId), enabled: isAuthenticated });
}

/** The cached states of one title, whichever account's (the visitor may just have signed in). */
const stateOf =
  (mediaType: LibraryTarget['mediaType'], id: number) =>
  ({ queryKey }: Query) =>
    queryKey[0] === TITLE_STATES[0] &&
    queryKey[1] === TITLE_STATES[1] &&
    queryKey[3] === mediaType &&
    queryKey[4] === id;

type Snapshot = [readonly unknown[], unknown][];

/** Changes the title's cached states, answering what they were, to put back on failure. */
async function changeStates<State>(
  queryClient: QueryClient,
  target: Pick<LibraryTarget, 'mediaType' | 'id'>,
  change: (state: State) => State,
): Promise<{ before: Snapshot }> {
  const predicate = stateOf(target.mediaType, target.id);
  await queryClient.cancelQueries({ predicate });
  const before = queryClient.getQueriesData<State>({ predicate });
  queryClient.setQueriesData<State>({ predicate }, (state) => state && change(state));
  return { before };
}

function putBack(queryClient: QueryClient, context: { before: Snapshot } | undefined) {
  for (const [key, state] of context?.before ?? []) queryClient.setQueryData(key, state);
}

/**
 * After a watch changes: the title states, the history (the History screen's queries, kept
 * under `['library', 'history']`, and the client's own pages of it) and any progress query.
 */
function refetchAfterWatch(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      isQueryOf(queryKey, 'title', 'getMovieState') ||
      isQueryOf(queryKey, 'title', 'getTvShowState') ||
      isQueryOf(queryKey, 'history', 'getHistory') ||
      isQueryOf(queryKey, 'progress', 'getShowProgress'),
  });
}

/**
 * The API took the title off the watchlist: the whole list the bookmarks read loses it now,
 * and every watchlist query is read again.
 */
function leaveWatchlist(queryClient: QueryClient, removed: WatchlistItem | null) {
  if (!removed) return;
  const target = { mediaType: removed.mediaType, id: removed.mediaId };
  queryClient.setQueriesData<WatchlistItem[]>({ queryKey: ['library', 'watchlist'] }, (items) =>
    items?.filter((item) => !isRowOf(item, target)),
  );
  void queryClient.invalidateQueries({
    predicate: ({ queryKey }) => isQueryOf(queryKey, 'watchlist', 'getWatchlist'),
  });
}

/** After the watchlist changed elsewhere (an Undo): the title states say whether it is on it. */
export function refetchTitleStates(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: TITLE_STATES });
}

export interface MovieWatch {
  target: LibraryTarget;
  /** YYYY-MM-DD */
  watchedOn: string;
}

/** Logs a watch of a movie (another one is a rewatch); answers the watchlist row it took off. */
export function useMarkMovieWatched() {
  const queryClient = useQueryClient();
  const language = useCatalogueLanguage();
  return useMutation({
    mutationFn: async ({ target, watchedOn }: MovieWatch) => {
      const { data } = await addMovieWatch({
        path: { movieId: target.id },
        query: languageParam(language),
        body: { watchedOn },
        throwOnError: true,
      });
      return data.removedFromWatchlist;
    },
    onMutate: ({ target, watchedOn }: MovieWatch) =>
      changeStates<MovieState>(queryClient, target, (state) => {
        const { count, lastWatchedOn } = state.watched;
        // The same day again is the same watch (the API answers the one it has).
        const sameDay = lastWatchedOn === watchedOn;
        return {
          ...state,
          watched: {
            count: sameDay ? count : count + 1,
            lastWatchedOn: lastWatchedOn && lastWatchedOn > watchedOn ? lastWatchedOn : watchedOn,
            lastEntryId: sameDay ? state.watched.lastEntryId : null,
          },
        };
      }),
    onSuccess: (removed) => leaveWatchlist(queryClient, removed),
    onError: (_error, _watch, context) => putBack(queryClient, context),
    onSettled: () => refetchAfterWatch(queryClient),
  });
}

export interface WatchRemoval {
  target: LibraryTarget;
  /** The history entry of the watch: the latest, as the title's state names it. */
  entryId: string;
}

/** Deletes a movie's latest watch. */
export function useRemoveMovieWatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ entryId }: WatchRemoval) => {
      await deleteHistoryEntry({ path: { entryId }, throwOnError: true });
    },
    // The watch before it is the API's to say: until it has, the count alone goes down.
    onMutate: ({ target }: WatchRemoval) =>
      changeStates<MovieState>(queryClient, target, (state) => {
        const count = Math.max(0, state.watched.count - 1);
        return {
          ...state,
          watched: {
            count,
            lastWatchedOn: count === 0 ? null : state.watched.lastWatchedOn,
            lastEntryId: null,
          },
        };
      }),
    onError: (_error, _removal, context) => putBack(queryClient, context),
    onSettled: () => refetchAfterWatch(queryClient),
  });
}

export interface EpisodesChange {
  /** The show. */
  target: LibraryTarget;
  change: ProgressChange;
}

/** The one request a change of a show's episodes is. */
async function sendEpisodesChange(
  { target, change }: EpisodesChange,
  language: ReturnType<typeof useCatalogueLanguage>,
): Promise<WatchlistItem | null> {
  const { seasonNumber, episodeNumber } = change.scope;
  const showId = target.id;
  if (!change.watched) {
    if (seasonNumber === undefined)
      await deleteShowFromHistory({ path: { showId }, throwOnError: true });
    else if (episodeNumber === undefined)
      await deleteSeasonFromHistory({ path: { showId, seasonNumber }, throwOnError: true });
    else
      await deleteEpisodeFromHistory({
        path: { showId, seasonNumber, episodeNumber },
        throwOnError: true,
      });
    return null;
  }
  // Unless the visitor chose a day, today where they are (the API's own default is today in UTC).
  const marking = {
    query: languageParam(language),
    body: { watchedOn: change.watchedOn ?? localToday() },
    throwOnError: true as const,
  };
  const answer =
    seasonNumber === undefined
      ? await addShowToHistory({ path: { showId }, ...marking })
      : episodeNumber === undefined
        ? await addSeasonToHistory({ path: { showId, seasonNumber }, ...marking })
        : await addEpisodeToHistory({ path: { showId, seasonNumber, episodeNumber }, ...marking });
  return answer.data.removedFromWatchlist;
}

/**
 * Marks or un-marks a show's episodes: the progress shows it at once. A mark answers the
 * watchlist row it took off (null when none).
 */
export function useChangeEpisodesWatched() {
  const queryClient = useQueryClient();
  const language = useCatalogueLanguage();
  return useMutation({
    mutationFn: (variables: EpisodesChange) => sendEpisodesChange(variables, language),
    onMutate: ({ target, change }: EpisodesChange) =>
      changeStates<TvShowState>(queryClient, target, (state) => ({
        ...state,
        progress: applyProgressChange(state.progress, change),
      })),
    onSuccess: (removed) => leaveWatchlist(queryClient, removed),
    onError: (_error, _change, context) => putBack(queryClient, context),
    onSettled: () => refetchAfterWatch(queryClient),
  });
}
