import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { trendingKind, type Catalog } from '../../catalog/catalog.ts';
import { DETAILS_CACHE, LIST_CACHE } from '../../http/cache-policy.ts';
import { sendJson } from '../../http/cached-json.ts';
import {
  catalogErrorResponses,
  Id,
  LanguageQuery,
  PageQuery,
  SearchTextParams,
  TrendingQuery,
} from '../../http/common.schemas.ts';

const tags = ['People'];
const resultList = { 200: Type.Ref('ResultListResponse'), ...catalogErrorResponses };

export const peopleRoutes: FastifyPluginAsyncTypebox<{ catalog: Catalog }> = async (
  app,
  { catalog },
) => {
  app.get(
    '/actor/popular',
    {
      schema: {
        operationId: 'getPopularPeople',
        summary: 'Popular people',
        tags,
        querystring: PageQuery,
        response: resultList,
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        LIST_CACHE,
        await catalog.list(
          'person',
          'popular',
          request.query.page,
          undefined,
          request.query.language,
        ),
      ),
  );

  app.get(
    '/actor/trending',
    {
      schema: {
        operationId: 'getTrendingPeople',
        summary: 'People trending this week, or today',
        tags,
        querystring: TrendingQuery,
        response: resultList,
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        LIST_CACHE,
        await catalog.list(
          'person',
          trendingKind(request.query.window),
          request.query.page,
          undefined,
          request.query.language,
        ),
      ),
  );

  app.get(
    '/actor/:actorId',
    {
      schema: {
        operationId: 'getPerson',
        summary: 'A person with their combined movie and TV credits',
        tags,
        params: Type.Object({ actorId: Id('TMDB person id') }),
        querystring: LanguageQuery,
        response: { 200: Type.Ref('PersonResponse'), ...catalogErrorResponses },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        DETAILS_CACHE,
        await catalog.person(request.params.actorId, request.query.language),
      ),
  );

  app.get(
    '/search/actor/:searchText',
    {
      schema: {
        operationId: 'searchPeople',
        summary: 'Search people',
        tags,
        params: SearchTextParams,
        querystring: PageQuery,
        response: resultList,
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        LIST_CACHE,
        await catalog.search(
          'person',
          request.params.searchText,
          request.query.page,
          request.query.language,
        ),
      ),
  );
};
