/**
 * The signed-in visitor's own ratings: all of them (what a details page's stars and the
 * Ratings screen's distribution read), a page of them as the screen lists them, and setting
 * or clearing one (of a movie, a show or an episode), which shows at once and is put back if
 * the API refuses.
 */
import {
  addEpisodeRating,
  addMovieRating,
  addTvShowRating,
  deleteEpisodeRating,
  deleteMovieRating,
  deleteTvShowRating,
  getRatings,
  type GetRatingsData,
  type Rating,
} from '@media-search/api-client';
import { getRatingsOptions } from '@media-search/api-client/query';
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

const ALL_RATINGS = ['library', 'ratings'] as const;
const allRatingsKey = (account: string) => [...ALL_RATINGS, account] as const;

function allRatingsOptions(account: string) {
  return queryOptions({
    queryKey: allRatingsKey(account),
    queryFn: ({ signal }) =>
      readAllPages(async (page) => {
        const { data } = await getRatings({
          query: { type: 'all', sort: 'date', page, pageSize: WHOLE_LIST_PAGE_SIZE },
          signal,
          throwOnError: true,
        });
        return data;
      }),
    staleTime: 60_000,
  });
}

/** Every rating of the visitor's, fetched only while signed in. */
export function useAllRatings() {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...allRatingsOptions(useAccountKey()), enabled: isAuthenticated });
}

/** One of a show's episodes, as its page knows it (`id` is the show's, as in the API). */
export interface EpisodeTarget {
  mediaType: 'episode';
  id: number;
  /** The show's name. */
  title: string;
  seasonNumber: number;
  episodeNumber: number;
}

/** What the visitor can rate: a movie, a show, or one episode of a show. */
export type RatingTarget = LibraryTarget | EpisodeTarget;

function isRatingOf(row: Rating, target: RatingTarget): boolean {
  if (target.mediaType !== 'episode') return isRowOf(row, target);
  return (
    row.mediaType === 'episode' &&
    row.mediaId === target.id &&
    row.seasonNumber === target.seasonNumber &&
    row.episodeNumber === target.episodeNumber
  );
}

/** The visitor's rating of exactly `target` (a show's is not its episodes'), 0.5 to 5; null when none. */
export function ratingOf(ratings: readonly Rating[] | undefined, target: RatingTarget) {
  return ratings?.find((rating) => isRatingOf(rating, target))?.rating ?? null;
}

export type RatingsQuery = Omit<GetRatingsData['query'], 'pageSize'>;

/** The page of ratings the screen lists. */
export function useRatingsPage(query: RatingsQuery) {
  const { isAuthenticated } = useAuth();
  return useQuery({
    ...getRatingsOptions({ query: { ...query, pageSize: 50 } }),
    staleTime: 0,
    enabled: isAuthenticated,
  });
}

function refetchRatings(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => isQueryOf(queryKey, 'ratings', 'getRatings'),
  });
}

export interface RatingChange {
  target: RatingTarget;
  /** 0.5 to 5 in halves; null clears the rating. */
  rating: number | null;
}

async function sendRating(
  { target, rating }: RatingChange,
  language: ReturnType<typeof useCatalogueLanguage>,
) {
  const query = languageParam(language);
  if (target.mediaType === 'episode') {
    const path = {
      mediaId: target.id,
      seasonNumber: target.seasonNumber,
      episodeNumber: target.episodeNumber,
    };
    if (rating === null) await deleteEpisodeRating({ path, throwOnError: true });
    else await addEpisodeRating({ path, query, body: { rating }, throwOnError: true });
    return;
  }
  const path = { mediaId: target.id };
  if (rating === null) {
    const remove = target.mediaType === 'movie' ? deleteMovieRating : deleteTvShowRating;
    await remove({ path, throwOnError: true });
    return;
  }
  const put = target.mediaType === 'movie' ? addMovieRating : addTvShowRating;
  await put({ path, query, body: { rating }, throwOnError: true });
}

/** Sets or clears a rating; the stars show it at once, and the old one again if it fails. */
export function useChangeRating() {
  const queryClient = useQueryClient();
  const language = useCatalogueLanguage();
  return useMutation({
    mutationFn: (change: RatingChange) => sendRating(change, language),
    // Whichever account's ratings are cached (the visitor may have signed in a moment ago).
    onMutate: async ({ target, rating }: RatingChange) => {
      await queryClient.cancelQueries({ queryKey: ALL_RATINGS });
      const before = queryClient.getQueriesData<Rating[]>({ queryKey: ALL_RATINGS });
      queryClient.setQueriesData<Rating[]>({ queryKey: ALL_RATINGS }, (rows) => {
        const others = (rows ?? []).filter((row) => !isRatingOf(row, target));
        return rating === null ? others : [pendingRating(target, rating), ...others];
      });
      return { before };
    },
    onError: (_error, _change, context) => {
      for (const [key, rows] of context?.before ?? []) queryClient.setQueryData(key, rows);
    },
    onSettled: () => refetchRatings(queryClient),
  });
}

function pendingRating(target: RatingTarget, rating: number): Rating {
  const episode = target.mediaType === 'episode' ? target : null;
  return {
    id: episode
      ? `pending-episode-${target.id}-${episode.seasonNumber}-${episode.episodeNumber}`
      : `pending-${target.mediaType}-${target.id}`,
    mediaType: target.mediaType,
    mediaId: target.id,
    seasonNumber: episode?.seasonNumber ?? null,
    episodeNumber: episode?.episodeNumber ?? null,
    title: target.title,
    episodeName: null,
    releaseDate: null,
    posterPath: null,
    rating,
    ratedAt: new Date().toISOString(),
  };
}
