import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { Catalog } from '../../catalog/catalog.ts';
import { LIST_CACHE, REFERENCE_CACHE } from '../../http/cache-policy.ts';
import { sendJson } from '../../http/cached-json.ts';
import { catalogErrorResponses, LanguageQuery, RegionCode } from '../../http/common.schemas.ts';
import { sendMovieList } from '../movies/movies.routes.ts';
import { DiscoverMovieQuery, DiscoverTvQuery, discoverFilters } from './discover.schemas.ts';

const tags = ['Discover'];
const TitleTypeParams = Type.Object({ type: Type.Enum(['movie', 'tv']) });
const referenceErrors = { 400: Type.Ref('ErrorResponse'), 502: Type.Ref('ErrorResponse') };

export const discoverRoutes: FastifyPluginAsyncTypebox<{ catalog: Catalog }> = async (
  app,
  { catalog },
) => {
  app.get(
    '/discover/movie',
    {
      schema: {
        operationId: 'discoverMovies',
        summary: 'Movies that pass every filter given, in the order asked for',
        tags,
        querystring: DiscoverMovieQuery,
        response: { 200: Type.Ref('MovieListResponse'), ...catalogErrorResponses },
      },
    },
    async (request, reply) =>
      sendMovieList(
        reply,
        await catalog.discover('movie', discoverFilters(request.query), request.query.language),
      ),
  );

  app.get(
    '/discover/tv',
    {
      schema: {
        operationId: 'discoverTvShows',
        summary: 'TV shows that pass every filter given, in the order asked for',
        tags,
        querystring: DiscoverTvQuery,
        response: { 200: Type.Ref('ResultListResponse'), ...catalogErrorResponses },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        LIST_CACHE,
        await catalog.discover('tv', discoverFilters(request.query), request.query.language),
      ),
  );

  app.get(
    '/genres/:type',
    {
      schema: {
        operationId: 'getGenres',
        summary: 'The genres of movies or of TV shows',
        tags,
        params: TitleTypeParams,
        querystring: LanguageQuery,
        response: { 200: Type.Ref('GenreListResponse'), ...referenceErrors },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        REFERENCE_CACHE,
        await catalog.genres(request.params.type, request.query.language),
      ),
  );

  app.get(
    '/regions',
    {
      schema: {
        operationId: 'getWatchRegions',
        summary: 'The countries where watch providers are known, named in English',
        tags,
        querystring: LanguageQuery,
        response: { 200: Type.Ref('RegionListResponse'), ...referenceErrors },
      },
    },
    async (_request, reply) => sendJson(reply, REFERENCE_CACHE, await catalog.regions()),
  );

  app.get(
    '/watch-providers/:type',
    {
      schema: {
        operationId: 'getWatchProviders',
        summary: 'The providers offering movies or TV shows in a region',
        tags,
        params: TitleTypeParams,
        querystring: Type.Object({
          region: RegionCode('Watch region, ISO 3166-1, e.g. DE'),
          ...LanguageQuery.properties,
        }),
        response: { 200: Type.Ref('WatchProviderListResponse'), ...referenceErrors },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        REFERENCE_CACHE,
        await catalog.watchProviders(request.params.type, request.query.region),
      ),
  );

  app.get(
    '/languages',
    {
      schema: {
        operationId: 'getLanguages',
        summary: 'The original languages titles can be filtered by, named in English',
        tags,
        querystring: LanguageQuery,
        response: { 200: Type.Ref('LanguageListResponse'), ...referenceErrors },
      },
    },
    async (_request, reply) => sendJson(reply, REFERENCE_CACHE, await catalog.languages()),
  );
};
