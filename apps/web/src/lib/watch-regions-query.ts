/** TMDB's watch regions, by country name: what the Region choice offers. */
import { getWatchRegions } from '@media-search/api-client';
import { queryOptions } from '@tanstack/react-query';

export const watchRegionsQueryOptions = queryOptions({
  queryKey: ['watch-regions'],
  queryFn: async ({ signal }) =>
    (await getWatchRegions({ signal, throwOnError: true })).data.regions,
  // The API keeps them for a day; a visit does not need them fresher.
  staleTime: 60 * 60 * 1000,
});
