import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { Caller, TokenVerifier } from '../../auth/token-verifier.ts';
import { AppError, NotFoundError } from '../../errors.ts';
import {
  FavoritesImportSchema,
  MAX_IMPORT_ITEMS,
  NewFavoriteSchema,
  SkippedImportSchema,
} from '../../favorites/favorite.ts';
import type { FavoritesStore } from '../../favorites/favorites-store.ts';
import { PRIVATE_CACHE } from '../../http/cache-policy.ts';
import { PLAIN_TEXT } from '../../plain-text.ts';

const tags = ['Favorites'];
const errorRef = Type.Ref('ErrorResponse');
const authErrors = { 401: errorRef, 503: errorRef };

/**
 * The largest import body: MAX_IMPORT_ITEMS items at their longest (about 900 bytes each, with
 * a 500-character image URL and a 300-character title) fit, where the API's 16 KiB would hold
 * barely a hundred of today's. A real list's export is a tenth of it.
 */
const IMPORT_BODY_LIMIT = 1024 * 1024;

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
  }
}

export interface FavoritesRoutesOptions {
  store: FavoritesStore;
  verifier: TokenVerifier;
}

/** The signed-in caller's favourites. Every call needs a valid bearer token; nobody sees another's. */
export const favoritesRoutes: FastifyPluginAsyncTypebox<FavoritesRoutesOptions> = async (
  app,
  { store, verifier },
) => {
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('cache-control', PRIVATE_CACHE);
  });
  // After every onRequest hook, the /api limit's among them (it attaches its own to each route,
  // and those run after this scope's): a client without a valid token is counted like any other.
  app.addHook('preParsing', async (request, _reply, payload) => {
    request.caller = await verifier.verify(request.headers.authorization);
    return payload;
  });
  const owner = (caller: Caller | undefined) => {
    if (!caller) throw new AppError(500, 'INTERNAL_ERROR', 'Something went wrong on our side.');
    return caller.owner;
  };

  app.get(
    '/favorites',
    {
      schema: {
        operationId: 'getFavorites',
        summary: "The caller's favourites, newest first",
        tags,
        security: [{ bearer: [] }],
        response: { 200: Type.Array(Type.Ref('Favorite')), ...authErrors },
      },
    },
    async (request) => store.list(owner(request.caller)),
  );

  app.post(
    '/favorites',
    {
      schema: {
        operationId: 'addFavorite',
        summary: 'Save a movie, TV show or person; saving one already saved returns it',
        tags,
        security: [{ bearer: [] }],
        body: NewFavoriteSchema,
        response: {
          200: Type.Ref('Favorite'),
          201: Type.Ref('Favorite'),
          400: errorRef,
          409: errorRef,
          ...authErrors,
        },
      },
    },
    async (request, reply) => {
      // The store checks the cap and saves in one step, so concurrent adds cannot pass it.
      const { favorite, created } = await store.add(owner(request.caller), request.body);
      return reply.status(created ? 201 : 200).send(favorite);
    },
  );

  app.post(
    '/favorites/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        operationId: 'importFavorites',
        summary: `Save up to ${MAX_IMPORT_ITEMS} favourites at once, all or none`,
        description:
          'Every item is checked first: one bad item answers 400 naming its index and field, and ' +
          'nothing is saved. Items already saved, or sent twice, are skipped and reported. When ' +
          'the new items would take the caller past the limit of favourites, 409 and nothing is ' +
          'saved. The added ones are listed in the order sent, and the favourites list shows ' +
          'them in that order, first newest.',
        tags,
        security: [{ bearer: [] }],
        body: FavoritesImportSchema,
        response: {
          200: Type.Object({
            added: Type.Array(Type.Ref('Favorite')),
            skipped: Type.Array(SkippedImportSchema),
          }),
          400: errorRef,
          409: errorRef,
          413: errorRef,
          ...authErrors,
        },
      },
    },
    // The store checks every item against the saved ones and the cap, and saves, in one step.
    async (request) => store.importMany(owner(request.caller), request.body.items),
  );

  app.delete(
    '/favorites',
    {
      schema: {
        operationId: 'deleteFavorite',
        summary: 'Remove one of the caller’s favourites',
        tags,
        security: [{ bearer: [] }],
        querystring: Type.Object({
          favoriteId: Type.String({ minLength: 1, maxLength: 64, pattern: PLAIN_TEXT }),
        }),
        response: { 204: Type.Null(), 400: errorRef, 404: errorRef, ...authErrors },
      },
    },
    async (request, reply) => {
      const removed = await store.remove(owner(request.caller), request.query.favoriteId);
      if (!removed) throw new NotFoundError('You have no favorite with that id.');
      return reply.status(204).send(null);
    },
  );
};
