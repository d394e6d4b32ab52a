/**
 * Response headers and request limits: a Content-Security-Policy that allows exactly
 * what the app uses (its own origin, TMDB images, YouTube thumbnails, youtube-nocookie frames,
 * the sign-in issuer),
 * a referrer policy YouTube embeds accept, an opener policy the sign-in popup survives, HSTS
 * when served over https, CORS for the app's own origins on /api only, the per-client rate
 * limit (shared through Redis when replicas run), and one Host per request.
 * @see ../../../../docs/architecture.md ("Security headers")
 */
import type { IncomingMessage } from 'node:http';
import cors from '@fastify/cors';
import fastifyRateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../errors.ts';
import { securityHeaders } from './security-headers.ts';

export interface SecurityOptions {
  /** Origin of the OpenID issuer, which the app fetches tokens from. */
  issuerOrigin: string | undefined;
  /** True when browsers reach the app over https (PUBLIC_ORIGIN): then HSTS is sent. */
  https: boolean;
  /** What lets the web app's inline scripts run (pages/inline-scripts.ts). */
  scriptHashes?: readonly string[];
}

/**
 * Pages the sign-in popup shows: the provider's, and the app's own /callback where the popup
 * ends. A popup that navigates between different opener policies is cut off from the window
 * that opened it, which then never hears that sign-in finished.
 */
const POPUP_PATHS = /^\/(oidc|idp|callback)(\/|$|\?)/;

/** Liveness and drawn artwork are cheap and must not eat into a client's /api allowance. */
const API_EXEMPT = /^\/api\/(health|ready|art\/)/;

/**
 * True when the request carries more than one Host header. Node keeps only the first, but a
 * proxy in front may have read another: HTTP/1.1 says such a request gets a 400.
 */
function namesTwoHosts(request: IncomingMessage): boolean {
  const raw = request.rawHeaders;
  let hosts = 0;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i] as string;
    if (name.length === 4 && name.toLowerCase() === 'host' && ++hosts > 1) return true;
  }
  return false;
}

export function registerSecurity(app: FastifyInstance, options: SecurityOptions): void {
  const headers = securityHeaders(options.issuerOrigin, {
    https: options.https,
    scriptHashes: options.scriptHashes,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (namesTwoHosts(request.raw)) {
      done(new BadRequestError('A request may name one host only.'));
      return;
    }
    const { url } = request;
    if (POPUP_PATHS.test(url)) {
      // On the raw response, so the OpenID provider's own answers carry them too.
      for (const name in headers.popup) reply.raw.setHeader(name, headers.popup[name] as string);
    } else {
      // Through Fastify, which writes them with its own in one go: cheaper than setHeader.
      void reply.headers(
        url.startsWith('/api/') && !url.startsWith('/api/docs') ? headers.api : headers.page,
      );
    }
    done();
  });
}

/**
 * CORS and the per-client limit (rate-limits.ts), for the /api scope only (the OpenID provider
 * has its own CORS). Registered before the routes, whose every request the limit then counts.
 */
export async function registerApiGuards(
  api: FastifyInstance,
  { webOrigins, rateLimit }: { webOrigins: string[]; rateLimit: RateLimitPluginOptions },
): Promise<void> {
  await api.register(cors, {
    origin: webOrigins,
    methods: ['GET', 'POST', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type', 'x-request-id'],
    exposedHeaders: ['x-request-id', 'x-cache', 'retry-after'],
    maxAge: 600,
    // A malformed preflight gets an empty 204 rather than a text/plain 400 outside our error shape.
    strictPreflight: false,
  });
  await api.register(fastifyRateLimit, {
    ...rateLimit,
    allowList: (request) => API_EXEMPT.test(request.url),
  });
}
