import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { Catalog } from '../../catalog/catalog.ts';
import type { MovieListResponse, ResultPage } from '../../catalog/view-models.ts';
import {
  catalogErrorResponses,
  Id,
  PageQuery,
  SearchTextParams,
} from '../../http/common.schemas.ts';

const tags = ['Movies'];
const movieList = { 200: Type.Ref('MovieListResponse'), ...catalogErrorResponses };

/** Movie lists keep the spec's `searchResults` envelope. */
const asMovieList = ({ results, ...paging }: ResultPage): MovieListResponse => ({
  ...paging,
  searchResults: results,
});

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
    async (request) => asMovieList(await catalog.list('movie', 'popular', request.query.page)),
  );

  app.get(
    '/movie/trending',
    {
      schema: {
        operationId: 'getTrendingMovies',
        summary: 'Movies trending this week',
        tags,
        querystring: PageQuery,
        response: movieList,
      },
    },
    async (request) => asMovieList(await catalog.list('movie', 'trending', request.query.page)),
  );

  app.get(
    '/movie/:externalId',
    {
      schema: {
        operationId: 'getMovie',
        summary: 'A movie with its videos, US watch providers and cast',
        tags,
        params: Type.Object({ externalId: Id('TMDB movie id') }),
        response: { 200: Type.Ref('MovieResponse'), ...catalogErrorResponses },
      },
    },
    async (request) => catalog.movie(request.params.externalId),
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
    async (request) =>
      asMovieList(await catalog.search('movie', request.params.searchText, request.query.page)),
  );
};
