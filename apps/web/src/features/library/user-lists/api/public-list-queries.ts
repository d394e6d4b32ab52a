/**
 * A public list as anyone sees it at `/list/{id}`: its first page of titles (the API's
 * largest), which the route's loader reads on the server and the page's head describes.
 */
import { getPublicListOptions } from '@media-search/api-client/query';
import { WHOLE_LIST_PAGE_SIZE } from '@/features/library/api/library-target.ts';

export const publicListQueryOptions = (listId: string) =>
  getPublicListOptions({ path: { listId }, query: { page: 1, pageSize: WHOLE_LIST_PAGE_SIZE } });
