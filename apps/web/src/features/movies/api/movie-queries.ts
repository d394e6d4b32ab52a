import { getMovie } from '@media-search/api-client';
import { queryOptions } from '@tanstack/react-query';
import { readWatchRegion } from '@/lib/watch-region.ts';

/** A movie with its watch offers in `region` (the visitor's watch region unless given). */
export function movieQueryOptions(id: number, region = readWatchRegion()) {
  return queryOptions({
    queryKey: ['movies', id, region],
    queryFn: async ({ signal }) =>
      (await getMovie({ path: { externalId: id }, query: { region }, signal, throwOnError: true }))
        .data,
  });
}
