/**
 * How long browsers and shared caches (a CDN, the nginx in `deploy/`) may keep each kind of
 * answer: the `Cache-Control` values, in one place. A catalogue route names its kind when it
 * sends (`sendJson`); everything else under /api, and every error, gets its value here.
 * @see ../../../../docs/architecture.md ("HTTP caching")
 */
import type { FastifyInstance, FastifyReply } from 'fastify';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Pages of titles (popular, trending, top rated, now playing, airing, search, discover): they
 * move within the hour, and the server keeps its own copy 10–30 minutes.
 */
export const LIST_CACHE = `public, max-age=${5 * MINUTE}, stale-while-revalidate=${10 * MINUTE}, stale-if-error=${6 * HOUR}`;

/**
 * A movie, show, season, episode, person, credits or collection: the server keeps its copy
 * 12 hours; a visitor gets at most a few hours' old ratings and offers.
 */
export const DETAILS_CACHE = `public, max-age=${3 * HOUR}, stale-while-revalidate=${DAY}, stale-if-error=${7 * DAY}`;

/** Genres, regions, languages, watch providers, the server's configuration: they change rarely. */
export const REFERENCE_CACHE = `public, max-age=${DAY}, stale-while-revalidate=${7 * DAY}, stale-if-error=${7 * DAY}`;

/**
 * A public list: its owner may change it or make it private at any time, so it is kept only as
 * long as a burst of visitors from one shared link needs.
 */
export const PUBLIC_LIST_CACHE = `public, max-age=${MINUTE}`;

/** An unknown id or path: briefly, so a burst of requests for it need not reach the server. */
export const NOT_FOUND_CACHE = `public, max-age=${MINUTE}`;

/** Whatever one user's token or cookie chose (favourites, sign-in): never kept by anyone. */
export const PRIVATE_CACHE = 'private, no-store';

/** Errors other than 404 (4xx, 429, 5xx) and answers that are right only now (health, readiness). */
export const NO_STORE = 'no-store';

const API_PATH = /^\/api(\/|\?|$)/;
/** The sign-in pages and the OpenID provider (which answers outside Fastify's routes). */
const SIGN_IN_PATH = /^\/(oidc|idp)(\/|\?|$)/;

/** What an /api answer that named no `Cache-Control` of its own carries. */
function defaultCacheControl(reply: FastifyReply): string {
  const status = reply.statusCode;
  const chosen = reply.getHeader('cache-control');
  // A user's own answers stay private whatever their status (a 404 for their favourite too).
  if (chosen === PRIVATE_CACHE) return PRIVATE_CACHE;
  if (status >= 400) return status === 404 ? NOT_FOUND_CACHE : NO_STORE;
  return typeof chosen === 'string' ? chosen : NO_STORE;
}

/** Gives every /api and sign-in answer its `Cache-Control` (routes' own choices kept). */
export function registerCachePolicy(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    // On the raw response, so the OpenID provider's own answers (sent outside Fastify) carry it.
    if (SIGN_IN_PATH.test(request.url)) reply.raw.setHeader('cache-control', PRIVATE_CACHE);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const { url } = request;
    if (API_PATH.test(url)) void reply.header('cache-control', defaultCacheControl(reply));
    else if (SIGN_IN_PATH.test(url)) void reply.header('cache-control', PRIVATE_CACHE);
    done(null, payload);
  });
}
