import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { trendingKind, type Catalog } from '../../catalog/catalog.ts';
import { DETAILS_CACHE, LIST_CACHE } from '../../http/cache-policy.ts';
import { sendJson } from '../../http/cached-json.ts';
import type { MovieListResponse, ResultPage } from '../../catalog/view-models.ts';
import {
  catalogErrorResponses,
  Id,
  LanguageQuery,
  PageQuery,
  RegionQuery,
  SearchTextParams,
  TrendingQuery,
} from '../../http/common.schemas.ts';

const tags = ['Movies'];
const movieList = { 200: Type.Ref('MovieListResponse'), ...catalogErrorResponses };
const RegionalPageQuery = Type.Object({ ...PageQuery.properties, ...RegionQuery.properties });

/** The more lists, each TMDB's list of the same name, for the region asked for. */
const regionalLists = [
  {
    path: 'top-rated',
    kind: 'top-rated',
    operationId: 'getTopRatedMovies',
    summary: 'Top rated movies',
  },
  {
    path: 'upcoming',
    kind: 'upcoming',
    operationId: 'getUpcomingMovies',
    summary: 'Movies coming to cinemas soon',
  },
  {
    path: 'now-playing',
    kind: 'now-playing',
    operationId: 'getNowPlayingMovies',
    summary: 'Movies in cinemas now',
  },
] as const;

/** Movie lists keep the spec's `searchResults` envelope. */
const asMovieList = ({ results, ...paging }: ResultPage): MovieListResponse => ({
  ...paging,
  searchResults: results,
});

/** Sends a page of movies in its envelope, its encoded answer kept by the cached page. */
export const sendMovieList = (reply: FastifyReply, page: ResultPage) =>
  sendJson(reply, LIST_CACHE, asMovieList(page), page);

export const movieRoutes: FastifyPluginAsyncTypebox<{ catalog: Catalog }> = async (
  app,
  { catalog },
) => {
  app.get(
    '/movie/popular',
    {
      schema: {
        operationId: 'getPopularMovies',
        summary: 'Popular movies',
        tags,
        querystring: PageQuery,
        response: movieList,
      },
    },
    async (request, reply) =>
      sendMovieList(
        reply,
        await catalog.list(
          'movie',
          'popular',
          request.query.page,
          undefined,
          request.query.language,
        ),
      ),
  );

  app.get(
    '/movie/trending',
    {
      schema: {
        operationId: 'getTrendingMovies',
        summary: 'Movies trending this week, or today',
        tags,
        querystring: TrendingQuery,
        response: movieList,
      },
    },
    async (request, reply) =>
      sendMovieList(
        reply,
        await catalog.list(
          'movie',
          trendingKind(request.query.window),
          request.query.page,
          undefined,
          request.query.language,
        ),
      ),
  );

  for (const { path, kind, operationId, summary } of regionalLists) {
    app.get(
      `/movie/${path}`,
      {
        schema: { operationId, summary, tags, querystring: RegionalPageQuery, response: movieList },
      },
      async (request, reply) =>
        sendMovieList(
          reply,
          await catalog.list(
            'movie',
            kind,
            request.query.page,
            request.query.region,
            request.query.language,
          ),
        ),
    );
  }

  app.get(
    '/movie/:externalId',
    {
      schema: {
        operationId: 'getMovie',
        summary:
          "A movie with its videos, US watch providers (and a region's, when asked), top-billed cast, key crew, images and related titles",
        tags,
        params: Type.Object({ externalId: Id('TMDB movie id') }),
        querystring: RegionQuery,
        response: { 200: Type.Ref('MovieResponse'), ...catalogErrorResponses },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        DETAILS_CACHE,
        await catalog.movie(
          request.params.externalId,
          request.query.region,
          request.query.language,
        ),
      ),
  );

  app.get(
    '/movie/:externalId/credits',
    {
      schema: {
        operationId: 'getMovieCredits',
        summary: 'The whole cast, and the crew by department',
        tags,
        params: Type.Object({ externalId: Id('TMDB movie id') }),
        querystring: LanguageQuery,
        response: { 200: Type.Ref('CreditsResponse'), ...catalogErrorResponses },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        DETAILS_CACHE,
        await catalog.movieCredits(request.params.externalId, request.query.language),
      ),
  );

  app.get(
    '/collection/:collectionId',
    {
      schema: {
        operationId: 'getCollection',
        summary: 'A collection (franchise) with its films in release order',
        tags,
        params: Type.Object({ collectionId: Id('TMDB collection id') }),
        querystring: LanguageQuery,
        response: { 200: Type.Ref('CollectionResponse'), ...catalogErrorResponses },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        DETAILS_CACHE,
        await catalog.collection(request.params.collectionId, request.query.language),
      ),
  );

  app.get(
    '/search/movie/:searchText',
    {
      schema: {
        operationId: 'searchMovies',
        summary: 'Search movies',
        tags,
        params: SearchTextParams,
        querystring: PageQuery,
        response: movieList,
      },
    },
    async (request, reply) =>
      sendMovieList(
        reply,
        await catalog.search(
          'movie',
          request.params.searchText,
          request.query.page,
          request.query.language,
        ),
      ),
  );
};
