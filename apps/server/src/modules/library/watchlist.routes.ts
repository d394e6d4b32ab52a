import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { Catalog } from '../../catalog/catalog.ts';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import { LanguageQuery, RegionCode } from '../../http/common.schemas.ts';
import type { LibraryStore } from '../../library/library-store.ts';
import { paged, pageOf } from '../../library/library-models.ts';
import { titleFacts } from '../../library/title-facts.ts';
import { streamingNow, withOffers } from '../../library/watchlist-availability.ts';
import {
  authErrors,
  catalogueErrors,
  errorRef,
  Paging,
  security,
  TitleParams,
} from './library-schemas.ts';
import { ownerOf } from './me-scope.ts';

const tags = ['Watchlist'];

export const watchlistRoutes: FastifyPluginAsyncTypebox<{
  store: LibraryStore;
  catalog: Catalog;
}> = async (app, { store, catalog }) => {
  app.get(
    '/watchlist',
    {
      schema: {
        operationId: 'getWatchlist',
        summary: "A page of the caller's watchlist",
        tags,
        security,
        querystring: Type.Object({
          type: Type.Enum(['all', 'movie', 'tv'], { default: 'all' }),
          sort: Type.Enum(['added', 'release', 'title', 'rating'], {
            default: 'added',
            description:
              'added: newest first; release: newest release first; title: A to Z; rating: TMDB rating, best first',
          }),
          ...Paging,
          region: Type.Optional(
            RegionCode(
              'Watch region, ISO 3166-1, e.g. DE: each item then carries its offers there',
            ),
          ),
          streaming: Type.Optional(
            Type.Enum(['now', 'mine'], {
              description:
                'now: only titles on a subscription service in `region` (needs `region`); ' +
                "mine: only those on one of the caller's services (`/api/me/services`). " +
                'Reads every title of the list through the catalogue, a few at a time',
            }),
          ),
        }),
        response: {
          200: pageOf('WatchlistItem'),
          400: errorRef,
          // The catalogue's failures while `streaming` reads the list's offers.
          429: errorRef,
          502: errorRef,
          504: errorRef,
          ...authErrors,
        },
      },
    },
    async (request) => {
      const { region, streaming, ...query } = request.query;
      const owner = ownerOf(request);
      if (streaming) {
        if (!region)
          throw new BadRequestError(
            'Invalid request: querystring/region is needed with streaming.',
          );
        const mine =
          streaming === 'mine'
            ? new Set((await store.services.get(owner)).providers.map((p) => p.providerId))
            : undefined;
        const items = await streamingNow(
          catalog,
          await store.watchlist.all(owner, query),
          region,
          mine,
        );
        const start = (query.page - 1) * query.pageSize;
        return paged(
          items.slice(start, start + query.pageSize),
          items.length,
          query.page,
          query.pageSize,
        );
      }
      const page = await store.watchlist.list(owner, query);
      return region ? { ...page, results: await withOffers(catalog, page.results, region) } : page;
    },
  );

  app.put(
    '/watchlist/:mediaType/:mediaId',
    {
      schema: {
        operationId: 'addToWatchlist',
        summary: 'Put a movie or TV show on the watchlist; one already there is answered as it is',
        description:
          'The title, date, poster and TMDB rating are read from the catalogue now and kept with ' +
          'the item (in `language`). 201 when added, 200 when it was there; 404 for an id the ' +
          'catalogue does not know; 409 when the watchlist is full.',
        tags,
        security,
        params: TitleParams,
        querystring: LanguageQuery,
        response: {
          200: Type.Ref('WatchlistItem'),
          201: Type.Ref('WatchlistItem'),
          400: errorRef,
          409: errorRef,
          ...catalogueErrors,
          ...authErrors,
        },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const { mediaType, mediaId } = request.params;
      const title = await titleFacts(catalog, mediaType, mediaId, request.query.language);
      const { item, created } = await store.watchlist.add(owner, title);
      return reply.status(created ? 201 : 200).send(item);
    },
  );

  app.delete(
    '/watchlist/:mediaType/:mediaId',
    {
      schema: {
        operationId: 'deleteFromWatchlist',
        summary: 'Take a movie or TV show off the watchlist',
        tags,
        security,
        params: TitleParams,
        response: { 204: Type.Null(), 400: errorRef, 404: errorRef, ...authErrors },
      },
    },
    async (request, reply) => {
      const { mediaType, mediaId } = request.params;
      if (!(await store.watchlist.remove(ownerOf(request), mediaType, mediaId)))
        throw new NotFoundError('That title is not on your watchlist.');
      return reply.status(204).send(null);
    },
  );
};
