import { getCollection } from '@media-search/api-client';
import { queryOptions } from '@tanstack/react-query';

export function collectionQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['collections', id],
    queryFn: async ({ signal }) =>
      (await getCollection({ path: { collectionId: id }, signal, throwOnError: true })).data,
  });
}
