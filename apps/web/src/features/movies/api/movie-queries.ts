import { getMovieOptions } from '@media-search/api-client/query';
import { languageParam } from '@/lib/catalogue-language.ts';
import type { Language } from '@/lib/language.ts';
import { readWatchRegion } from '@/lib/watch-region.ts';

/** A movie in `language`, with its watch offers in `region` (the visitor's unless given). */
export function movieQueryOptions(id: number, language: Language, region = readWatchRegion()) {
  return getMovieOptions({
    path: { externalId: id },
    query: { region, ...languageParam(language) },
  });
}
