import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { Catalog } from '../../catalog/catalog.ts';
import { NotFoundError } from '../../errors.ts';
import { Id, LanguageQuery, Ordinal } from '../../http/common.schemas.ts';
import type { LibraryStore } from '../../library/library-store.ts';
import { pageOf } from '../../library/library-models.ts';
import { ratingKey, type RatingTarget } from '../../library/ratings-store.ts';
import { titleFacts } from '../../library/title-facts.ts';
import { airedEpisode } from './aired-episode.ts';
import { authErrors, catalogueErrors, errorRef, Paging, security } from './library-schemas.ts';
import { ownerOf } from './me-scope.ts';

const tags = ['Ratings'];

const RatingBody = Type.Object(
  {
    rating: Type.Number({
      minimum: 0.5,
      maximum: 5,
      multipleOf: 0.5,
      description: '0.5 to 5 stars, in halves',
    }),
  },
  { additionalProperties: false },
);

/** The three things one can rate, each at its own address. */
const targets = [
  {
    path: '/ratings/movie/:mediaId',
    name: 'Movie',
    params: Type.Object({ mediaId: Id('TMDB movie id') }),
  },
  {
    path: '/ratings/tv/:mediaId',
    name: 'TvShow',
    params: Type.Object({ mediaId: Id('TMDB TV show id') }),
  },
  {
    path: '/ratings/tv/:mediaId/seasons/:seasonNumber/episodes/:episodeNumber',
    name: 'Episode',
    params: Type.Object({
      mediaId: Id('TMDB TV show id'),
      seasonNumber: Ordinal('Season number; 0 holds specials'),
      episodeNumber: Ordinal('Episode number'),
    }),
  },
] as const;

interface TargetParams {
  mediaId: number;
  seasonNumber?: number;
  episodeNumber?: number;
}

export const ratingsRoutes: FastifyPluginAsyncTypebox<{
  store: LibraryStore;
  catalog: Catalog;
}> = async (app, { store, catalog }) => {
  app.get(
    '/ratings',
    {
      schema: {
        operationId: 'getRatings',
        summary: "A page of the caller's ratings",
        tags,
        security,
        querystring: Type.Object({
          type: Type.Enum(['all', 'movie', 'tv', 'episode'], { default: 'all' }),
          sort: Type.Enum(['rating', 'date'], {
            default: 'date',
            description: 'rating: highest first; date: most recently rated first',
          }),
          ...Paging,
        }),
        response: { 200: pageOf('Rating'), 400: errorRef, ...authErrors },
      },
    },
    async (request) => store.ratings.list(ownerOf(request), request.query),
  );

  for (const target of targets) {
    const mediaType = target.name === 'Movie' ? 'movie' : 'tv';
    const whatIsRated = async (params: TargetParams, language?: 'en' | 'de' | 'fr' | 'es') => {
      const title = await titleFacts(catalog, mediaType, params.mediaId, language);
      const rated: RatingTarget = { title };
      if (params.seasonNumber !== undefined && params.episodeNumber !== undefined)
        rated.episode = await airedEpisode(
          catalog,
          title,
          params.seasonNumber,
          params.episodeNumber,
          language,
        );
      return rated;
    };

    app.put(
      target.path,
      {
        schema: {
          operationId: `add${target.name}Rating`,
          summary: `Rate a ${target.name === 'TvShow' ? 'TV show' : target.name.toLowerCase()}, 0.5 to 5 stars in halves`,
          description:
            '201 with a first rating, 200 when it replaces one (the same rating again changes ' +
            'nothing). 400 for a rating that is not 0.5 to 5 in halves, 404 for a title or ' +
            'episode the catalogue does not know, 409 when the caller keeps the most ratings.',
          tags,
          security,
          params: target.params,
          querystring: LanguageQuery,
          body: RatingBody,
          response: {
            200: Type.Ref('Rating'),
            201: Type.Ref('Rating'),
            400: errorRef,
            409: errorRef,
            ...catalogueErrors,
            ...authErrors,
          },
        },
      },
      async (request, reply) => {
        const owner = ownerOf(request);
        const rated = await whatIsRated(request.params, request.query.language);
        const { rating, created } = await store.ratings.put(owner, rated, request.body.rating * 2);
        return reply.status(created ? 201 : 200).send(rating);
      },
    );

    app.delete(
      target.path,
      {
        schema: {
          operationId: `delete${target.name}Rating`,
          summary: `Remove the caller's rating of a ${target.name === 'TvShow' ? 'TV show' : target.name.toLowerCase()}`,
          tags,
          security,
          params: target.params,
          response: { 204: Type.Null(), 400: errorRef, 404: errorRef, ...authErrors },
        },
      },
      async (request, reply) => {
        const params = request.params as TargetParams;
        const episode =
          params.seasonNumber !== undefined && params.episodeNumber !== undefined
            ? { seasonNumber: params.seasonNumber, episodeNumber: params.episodeNumber }
            : undefined;
        const key = ratingKey(mediaType, params.mediaId, episode);
        if (!(await store.ratings.remove(ownerOf(request), key)))
          throw new NotFoundError('You have not rated that.');
        return reply.status(204).send(null);
      },
    );
  }
};
