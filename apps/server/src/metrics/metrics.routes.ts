/**
 * Counts every answered request into `Metrics` and serves the registry at `GET /metrics` in
 * Prometheus's text format, outside /api: not in the OpenAPI document, not under the /api rate
 * limit. Who may read it is decided by scrape-access.ts; everyone else gets the answer an
 * unknown path gets, so the endpoint does not reveal that it exists.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routeNotFound } from '../http/error-handler.ts';
import type { Metrics } from './metrics.ts';
import { scrapeAccess } from './scrape-access.ts';

/** The route label of requests no route matched (each raw path would be a new series). */
const UNMATCHED_ROUTE = 'unmatched';
/**
 * The embedded OpenID provider answers everything under /oidc as middleware (mounted with
 * middie in http/embedded-issuer.ts), whatever route the path happens to match.
 */
const PROVIDER_PATHS = /^\/oidc(?:[/?]|$)/;
const PROVIDER_ROUTE = '/oidc/*';

function routeLabel(request: FastifyRequest): string {
  // The URL as it arrived: middie strips the mount from `url` for the middleware it calls.
  if (PROVIDER_PATHS.test(request.originalUrl)) return PROVIDER_ROUTE;
  return request.routeOptions.url ?? UNMATCHED_ROUTE;
}

export interface MetricsEndpointOptions {
  metrics: Metrics;
  /** METRICS_TOKEN: a scraper sending it as a bearer token may read from any address. */
  token?: string;
}

/** Call before the routes are registered, so the counting hook applies to all of them. */
export function registerMetrics(
  app: FastifyInstance,
  { metrics, token }: MetricsEndpointOptions,
): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.requestAnswered({
      method: request.method,
      route: routeLabel(request),
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
    done();
  });

  const mayScrape = scrapeAccess(token);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayScrape(request)) return reply.status(404).send(routeNotFound(request));
    const text = await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
  });
}
