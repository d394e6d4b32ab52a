import { getMovie } from '@media-search/api-client';
import { queryOptions } from '@tanstack/react-query';

export function movieQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['movies', id],
    queryFn: async ({ signal }) =>
      (await getMovie({ path: { externalId: id }, signal, throwOnError: true })).data,
  });
}
