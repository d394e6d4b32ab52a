import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  OFFLINE_IMAGE_BASE_URL,
  type OfflineCatalog,
} from '../../catalog/offline/offline-catalog.ts';
import { NotFoundError } from '../../errors.ts';
import { renderArtwork } from './artwork-svg.ts';

/** Drawn artwork never changes for a path within a pack; let browsers keep it for a day. */
const CACHE_CONTROL = 'public, max-age=86400';

/** Serves the offline catalogue's generated artwork under its image base address. */
export const artRoutes: FastifyPluginAsyncTypebox<{ catalog: OfflineCatalog }> = async (
  app,
  { catalog },
) => {
  app.get(
    `${OFFLINE_IMAGE_BASE_URL.replace(/^\/api/, '')}/*`,
    {
      schema: {
        hide: true,
        params: Type.Object({ '*': Type.String({ maxLength: 200 }) }),
      },
    },
    async (request, reply) => {
      const label = catalog.artworkLabel(`/${request.params['*']}`);
      if (!label) throw new NotFoundError('There is no such image.');
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', CACHE_CONTROL)
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(renderArtwork(label));
    },
  );
};
