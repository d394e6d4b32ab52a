import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { Catalog } from '../../catalog/catalog.ts';

const tags = ['System'];

export const systemRoutes: FastifyPluginAsyncTypebox<{ catalog: Catalog }> = async (
  app,
  { catalog },
) => {
  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        summary: 'Liveness: the process is up and answering',
        tags,
        response: { 200: Type.Object({ status: Type.Literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/configuration',
    {
      schema: {
        operationId: 'getConfiguration',
        summary: 'What the web app needs to know about this server',
        tags,
        response: {
          200: Type.Object(
            {
              catalog: Type.Enum(['live', 'offline'], {
                description: 'live: TMDB; offline: the demo catalogue shipped with the app',
              }),
              imageBaseUrl: Type.String({ description: 'Prefix for every image path, w500 wide' }),
            },
            { $id: 'ConfigurationResponse' },
          ),
        },
      },
    },
    async () => ({ catalog: catalog.kind, imageBaseUrl: catalog.imageBaseUrl }),
  );
};
