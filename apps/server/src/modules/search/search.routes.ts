import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { Catalog } from '../../catalog/catalog.ts';
import { SUGGESTIONS } from '../../catalog/view-models.ts';
import { LIST_CACHE } from '../../http/cache-policy.ts';
import { sendJson } from '../../http/cached-json.ts';
import {
  catalogErrorResponses,
  LanguageQuery,
  PageQuery,
  SearchTextParams,
} from '../../http/common.schemas.ts';
import { SEARCH_TYPES, searchCounts, typedSearch } from './typed-search.ts';

const YEAR_NOTE =
  'A year at the end of the text ("dune 2021") narrows movies and TV shows to that year, unless none is from it';

const SearchQuery = Type.Object({
  ...PageQuery.properties,
  type: Type.Optional(
    Type.Enum(SEARCH_TYPES, {
      default: 'all',
      description: `What to search: all (movies, TV shows and people together, when none is given), movie, tv or person. ${YEAR_NOTE}`,
    }),
  ),
});

const count = (what: string) => Type.Integer({ minimum: 0, description: `Results ${what}` });

const SearchCountsResponse = Type.Object({
  all: count('for all'),
  movie: count('that are movies'),
  tv: count('that are TV shows'),
  person: count('that are people'),
});

export const searchRoutes: FastifyPluginAsyncTypebox<{ catalog: Catalog }> = async (
  app,
  { catalog },
) => {
  app.get(
    '/search/:searchText',
    {
      schema: {
        operationId: 'searchAll',
        summary: 'Search movies, TV shows and people together, or one of them',
        tags: ['Search'],
        params: SearchTextParams,
        querystring: SearchQuery,
        response: { 200: Type.Ref('ResultListResponse'), ...catalogErrorResponses },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        LIST_CACHE,
        await typedSearch(
          catalog,
          request.query.type ?? 'all',
          request.params.searchText,
          request.query.page,
          request.query.language,
        ),
      ),
  );

  // Its own path: `/search/movie/…` is already the movie search's.
  app.get(
    '/search-counts/:searchText',
    {
      schema: {
        operationId: 'searchCounts',
        summary: 'How many results a search has of each type',
        description: YEAR_NOTE,
        tags: ['Search'],
        params: SearchTextParams,
        querystring: LanguageQuery,
        response: { 200: SearchCountsResponse, ...catalogErrorResponses },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        LIST_CACHE,
        await searchCounts(catalog, request.params.searchText, request.query.language),
      ),
  );

  // Asked for at nearly every keystroke: one catalogue search (TMDB's mixed search, first page,
  // or the offline index read only as far as the few it needs), cached as the lists are.
  app.get(
    '/suggestions/:searchText',
    {
      schema: {
        operationId: 'searchSuggestions',
        summary: 'The few movies, TV shows and people that best match a text being typed',
        description: `At most ${SUGGESTIONS}, best first, with what one line of suggestions shows: the first of the mixed search's results (\`/api/search/:searchText\`), without its count or paging.`,
        tags: ['Search'],
        params: SearchTextParams,
        querystring: LanguageQuery,
        response: { 200: Type.Ref('SuggestionListResponse'), ...catalogErrorResponses },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        LIST_CACHE,
        await catalog.suggest(request.params.searchText, request.query.language),
      ),
  );
};
