/**
 * A public list, for anyone at `/api/lists/{id}` without signing in: what its shared address
 * shows. A private list answers exactly as an id that names no list does, so nobody learns
 * which ids exist.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { AppError, NotFoundError } from '../../errors.ts';
import { PUBLIC_LIST_CACHE } from '../../http/cache-policy.ts';
import { sendJson } from '../../http/cached-json.ts';
import { LibraryUnavailableError } from '../../library/library-database.ts';
import type { LibraryStore } from '../../library/library-store.ts';
import { errorRef, Paging } from './library-schemas.ts';
import { ListIdParams } from './lists.routes.ts';

/** The library's own 503 speaks to the caller of their lists; this one to anyone. */
class SharedListUnavailableError extends AppError {
  constructor() {
    super(
      503,
      'DATABASE_UNAVAILABLE',
      'This list is unavailable right now. Please try again in a moment.',
      5,
    );
  }
}

export const publicListRoutes: FastifyPluginAsyncTypebox<{ store: LibraryStore }> = async (
  app,
  { store },
) => {
  app.get(
    '/lists/:listId',
    {
      schema: {
        operationId: 'getPublicList',
        summary: 'A public list and a page of its items, in order, for anyone',
        description:
          'No sign-in. A private list and an id that names no list both answer the same 404. ' +
          'Kept by browsers and shared caches for a minute, so a list made private may show ' +
          'for that long where it was opened.',
        tags: ['Lists'],
        params: ListIdParams,
        querystring: Type.Object(Paging),
        response: { 200: Type.Ref('PublicList'), 400: errorRef, 404: errorRef, 503: errorRef },
      },
    },
    async (request, reply) => {
      const list = await store.lists
        .publicList(request.params.listId, request.query)
        .catch((error: unknown) => {
          throw error instanceof LibraryUnavailableError ? new SharedListUnavailableError() : error;
        });
      if (!list) throw new NotFoundError('There is no public list with that id.');
      return sendJson(reply, PUBLIC_LIST_CACHE, list);
    },
  );
};
