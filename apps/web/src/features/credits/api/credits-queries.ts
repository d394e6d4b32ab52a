import { getMovieCredits, getTvShowCredits } from '@media-search/api-client';
import { queryOptions } from '@tanstack/react-query';

export type CreditsMediaType = 'movie' | 'tv';

/**
 * Everyone who worked on a movie or a TV show (the whole run, for a show). Hand-written: one
 * query over two operations chosen at run time, which the generated per-operation options
 * (each typed by its own key) cannot be as one type.
 */
export function creditsQueryOptions(mediaType: CreditsMediaType, id: number) {
  return queryOptions({
    queryKey: [mediaType === 'movie' ? 'movies' : 'tv', id, 'credits'],
    queryFn: async ({ signal }) =>
      mediaType === 'movie'
        ? (await getMovieCredits({ path: { externalId: id }, signal, throwOnError: true })).data
        : (await getTvShowCredits({ path: { seriesId: id }, signal, throwOnError: true })).data,
  });
}
