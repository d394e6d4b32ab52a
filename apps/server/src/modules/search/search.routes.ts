import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { Catalog } from '../../catalog/catalog.ts';
import { LIST_CACHE } from '../../http/cache-policy.ts';
import { sendJson } from '../../http/cached-json.ts';
import { catalogErrorResponses, PageQuery, SearchTextParams } from '../../http/common.schemas.ts';

export const searchRoutes: FastifyPluginAsyncTypebox<{ catalog: Catalog }> = async (
  app,
  { catalog },
) => {
  app.get(
    '/search/:searchText',
    {
      schema: {
        operationId: 'searchAll',
        summary: 'Search movies, TV shows and people together',
        tags: ['Search'],
        params: SearchTextParams,
        querystring: PageQuery,
        response: { 200: Type.Ref('ResultListResponse'), ...catalogErrorResponses },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        LIST_CACHE,
        await catalog.search(
          'multi',
          request.params.searchText,
          request.query.page,
          request.query.language,
        ),
      ),
  );
};
