import { getPersonOptions } from '@media-search/api-client/query';

export function personQueryOptions(id: number) {
  return getPersonOptions({ path: { actorId: id } });
}
