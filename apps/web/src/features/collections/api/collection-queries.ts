import { getCollectionOptions } from '@media-search/api-client/query';

export function collectionQueryOptions(id: number) {
  return getCollectionOptions({ path: { collectionId: id } });
}
