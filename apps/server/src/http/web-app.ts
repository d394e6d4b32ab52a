/**
 * Serves the built single-page app from the same origin as the API. Any GET that is not an API
 * or docs path and not a file gets `index.html`, so deep links and reloads work on every route:
 * each with a head made for what it shows and the data its first screen needs (src/pages/),
 * beside `/sitemap.xml` and `/robots.txt` for search engines.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Catalog } from '../catalog/catalog.ts';
import { BadRequestError } from '../errors.ts';
import { inlineScriptHashes } from '../pages/inline-scripts.ts';
import { loadServerRender } from '../pages/server-render.ts';
import { PageTemplate } from '../pages/page-template.ts';
import { robotsTxt, sitemapXml } from '../pages/sitemap.ts';
import { WebPages } from '../pages/web-pages.ts';
import { negotiateEncoding } from './compression.ts';
import { routeNotFound } from './error-handler.ts';
import { withScriptHashes } from './security-headers.ts';
/** The site's origin for an app given none (tests): PUBLIC_ORIGIN's own default host. */
const DEFAULT_RENDER_ORIGIN = 'http://localhost';

/** Paths that belong to the server, never to the SPA. */
const SERVER_PATHS = /^\/(api|oidc|idp)(\/|$)/;

export interface WebAppOptions {
  /** The catalogue the pages' heads and first data come from. */
  catalog: Catalog;
  /** The origin the site is known by (PUBLIC_ORIGIN); else each request's own. */
  publicOrigin?: string;
}

/** The origin a request was made to, for the absolute addresses link previews need. */
function requestOrigin(request: FastifyRequest): string {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    throw new BadRequestError('The Host header does not name a host.');
  }
}

/** What the page CSP must allow for the built app's inline scripts; none without a build. */
export function webAppScriptHashes(distDir: string): string[] {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return [];
  return inlineScriptHashes(readFileSync(indexFile, 'utf8'));
}

export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  { catalog, publicOrigin }: WebAppOptions,
): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'no built web app found; serving the API only (run `npm run build`)');
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    // Every page is written per address below; an old build's robots.txt would hide the real one.
    index: false,
    // The server's render (ssr/) and the build's manifest (.vite/) are the server's to read.
    globIgnore: ['index.html*', 'robots.txt*', 'sitemap.xml*', 'ssr/**', '.vite/**'],
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

  // The render reads the API in-process from the root of the app (this is the web scope), and
  // every address it writes starts with the site's origin.
  const renderOrigin = publicOrigin ?? DEFAULT_RENDER_ORIGIN;
  const pages = new WebPages({
    template: new PageTemplate(readFileSync(indexFile, 'utf8')),
    serverRender: await loadServerRender(distDir, app, renderOrigin),
    origin: renderOrigin,
  });
  const originOf = (request: FastifyRequest) => publicOrigin ?? requestOrigin(request);

  app.get('/robots.txt', { schema: { hide: true } }, (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=86400')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(originOf(request))),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(await sitemapXml(catalog, originOf(request))),
  );
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (SERVER_PATHS.test(request.url)) {
      return reply.status(404).send(routeNotFound(request));
    }
    const { status, html, scriptHashes, location, serverTiming } = await pages.render({
      url: request.url,
      acceptLanguage: request.headers['accept-language'],
      clientIp: request.ip,
    });
    void reply.header('server-timing', serverTiming);
    if (location) return reply.redirect(location, status);
    // The router's state is in inline scripts of the page's own: the policy allows each by its
    // hash, as it does the built app's.
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string' && scriptHashes.length > 0) {
      void reply.header('content-security-policy', withScriptHashes(csp, scriptHashes));
    }
    // Revalidated on every visit (no-cache), and a repeat visit to an unchanged page downloads
    // nothing: its data then comes no second time either. The page's language and watch region
    // follow the browser's languages.
    const encoding = html.compressible
      ? negotiateEncoding(request.headers['accept-encoding'])
      : undefined;
    void reply
      .status(status)
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding, Accept-Language')
      .header('etag', html.etag(encoding));
    if (status === 200 && html.matches(request.headers['if-none-match'])) {
      return reply.code(304).send();
    }
    if (encoding) void reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(html.body(encoding));
  });
}
