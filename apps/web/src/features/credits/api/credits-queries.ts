import { getMovieCredits, getTvShowCredits } from '@media-search/api-client';
import { queryOptions } from '@tanstack/react-query';
import { languageKey, languageQuery } from '@/lib/catalogue-language.ts';
import type { Language } from '@/lib/language.ts';

export type CreditsMediaType = 'movie' | 'tv';

/**
 * Everyone who worked on a movie or a TV show (the whole run, for a show), in `language`.
 * Hand-written: one query over two operations chosen at run time, which the generated
 * per-operation options (each typed by its own key) cannot be as one type.
 */
export function creditsQueryOptions(mediaType: CreditsMediaType, id: number, language: Language) {
  return queryOptions({
    queryKey: [mediaType === 'movie' ? 'movies' : 'tv', id, 'credits', ...languageKey(language)],
    queryFn: async ({ signal }) => {
      const request = { ...languageQuery(language), signal, throwOnError: true as const };
      return mediaType === 'movie'
        ? (await getMovieCredits({ path: { externalId: id }, ...request })).data
        : (await getTvShowCredits({ path: { seriesId: id }, ...request })).data;
    },
  });
}
