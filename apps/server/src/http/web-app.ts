/**
 * Serves the built single-page app from the same origin as the API. Any GET that is not an API
 * or docs path and not a file gets `index.html`, so deep links and reloads work on every route.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { routeNotFound } from './error-handler.ts';

/** Paths that belong to the server, never to the SPA. */
const SERVER_PATHS = /^\/(api|oidc|idp)(\/|$)/;

export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'no built web app found; serving the API only (run `npm run build`)');
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    // The web build writes .br and .gz copies of its text files: sent to browsers that take them.
    preCompressed: true,
    // Hashed assets never change under the same name; index.html must always be revalidated.
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      void reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (SERVER_PATHS.test(request.url)) {
      return reply.status(404).send(routeNotFound(request));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
