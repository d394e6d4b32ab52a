import { getPerson } from '@media-search/api-client';
import { queryOptions } from '@tanstack/react-query';

export function personQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['people', id],
    queryFn: async ({ signal }) =>
      (await getPerson({ path: { actorId: id }, signal, throwOnError: true })).data,
  });
}
