/**
 * TMDB's watch regions, by country name: what the Region choice offers. Asked in no language:
 * the API names them in English whatever the language (the Region choice names them itself).
 */
import { getWatchRegionsOptions } from '@media-search/api-client/query';
import { queryOptions } from '@tanstack/react-query';

export function watchRegionsQueryOptions() {
  return queryOptions({
    ...getWatchRegionsOptions(),
    select: (data) => data.regions,
    // The API keeps them for a day; a visit does not need them fresher.
    staleTime: 60 * 60 * 1000,
  });
}
