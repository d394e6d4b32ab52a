/**
 * Per-client limits on the web app's pages (web-app.ts), which each cost a render and, when
 * their answer is not cached, a catalogue load (a TMDB call):
 *
 * - a request limit on the pages and `/sitemap.xml` (@fastify/rate-limit, counted like the other
 *   limits: rate-limits.ts); the build's files and robots.txt cost nothing and are not counted.
 *   A refusal is a 429 with Retry-After whose body is one sentence of plain text, which a
 *   person's browser shows as it is (JSON would show as code; HTML would need the app's look).
 * - a much smaller allowance of catalogue loads a client's pages may start a minute
 *   (MissRate). Once it is spent a page is made from what the cache holds, and one whose answer
 *   is not there goes out without it, as when the catalogue is slow: the app then asks the API,
 *   under the client's /api limit. The sitemap is not held to it: it only ever loads the same
 *   six shared lists.
 *
 * Register these in the scope the web app's routes are added to, before them.
 */
import fastifyRateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { holdLoadsTo } from '../cache/cache-report.ts';
import { MissRate } from '../cache/miss-budget.ts';
import { NO_STORE } from './cache-policy.ts';
import { RateLimitedError } from './rate-limits.ts';

/** web-app.ts's route for every page. */
const PAGE_ROUTE = '/*';
/** The routes whose answers cost a render or a catalogue load. */
const LIMITED_ROUTES = new Set([PAGE_ROUTE, '/sitemap.xml']);

export interface PageGuardOptions {
  /** Requests per minute per client (rate-limits.ts's options for the `page` limit). */
  rateLimit: RateLimitPluginOptions;
  /** Catalogue loads one client's pages may start a minute. */
  missesPerMinute: number;
}

export async function registerPageGuards(
  web: FastifyInstance,
  { rateLimit, missesPerMinute }: PageGuardOptions,
): Promise<void> {
  await web.register(fastifyRateLimit, {
    ...rateLimit,
    allowList: (request) => !LIMITED_ROUTES.has(request.routeOptions.url ?? ''),
  });
  const pageMisses = new MissRate(missesPerMinute);
  web.addHook('onRequest', (request, _reply, done) => {
    if (request.routeOptions.url === PAGE_ROUTE) holdLoadsTo(pageMisses);
    done();
  });
  web.setErrorHandler((error, _request, reply) => {
    // Anything else is answered by the app's own handler, in the error shape.
    if (!(error instanceof RateLimitedError)) throw error;
    return reply
      .status(429)
      .header('retry-after', String(error.retryAfterSeconds))
      .header('cache-control', NO_STORE)
      .type('text/plain; charset=utf-8')
      .send(`${error.message}\n`);
  });
}
