/**
 * Response headers and request limits: a Content-Security-Policy that allows exactly
 * what the app uses (its own origin, TMDB images, youtube-nocookie frames, the sign-in issuer),
 * a referrer policy YouTube embeds accept, an opener policy the sign-in popup survives, CORS for
 * the app's own origins on /api only, and per-client rate limits (shared through Redis when
 * replicas run).
 * @see ../../../../docs/architecture.md ("Security headers")
 */
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../errors.ts';
import { securityHeaders } from './security-headers.ts';

export interface SecurityOptions {
  webOrigins: string[];
  /** Origin of the OpenID issuer, which the app fetches tokens from. */
  issuerOrigin: string | undefined;
  /** Requests per minute per client on /api. */
  rateLimitPerMinute: number;
  /** Counters shared by replicas; without it each process counts alone. */
  rateLimitRedis?: Redis;
}

/**
 * Pages the sign-in popup shows: the provider's, and the app's own /callback where the popup
 * ends. A popup that navigates between different opener policies is cut off from the window
 * that opened it, which then never hears that sign-in finished.
 */
const POPUP_PATHS = /^\/(oidc|idp|callback)(\/|$|\?)/;

export async function registerSecurity(
  app: FastifyInstance,
  options: SecurityOptions,
): Promise<void> {
  const headers = securityHeaders(options.issuerOrigin);
  const setAll = (reply: FastifyReply, set: Record<string, string>) => {
    // On the raw response, so the OpenID provider's own answers carry them too.
    for (const name in set) reply.raw.setHeader(name, set[name] as string);
  };
  app.addHook('onRequest', async (request, reply) => {
    const { url } = request;
    if (POPUP_PATHS.test(url)) setAll(reply, headers.popup);
    else if (url.startsWith('/api/') && !url.startsWith('/api/docs')) setAll(reply, headers.api);
    else setAll(reply, headers.page);
  });

  await app.register(rateLimit, {
    global: false,
    redis: options.rateLimitRedis,
    nameSpace: 'media-search:rate:',
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        'RATE_LIMITED',
        `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds.`,
        Math.ceil(context.ttl / 1000),
      ),
  });
}

/** CORS and the per-client limit, for the /api scope only (the OpenID provider has its own CORS). */
export async function registerApiGuards(
  api: FastifyInstance,
  options: SecurityOptions,
): Promise<void> {
  await api.register(cors, {
    origin: options.webOrigins,
    methods: ['GET', 'POST', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type', 'x-request-id'],
    exposedHeaders: ['x-request-id', 'x-cache', 'retry-after'],
    maxAge: 600,
    // A malformed preflight gets an empty 204 rather than a text/plain 400 outside our error shape.
    strictPreflight: false,
  });
  api.addHook(
    'onRequest',
    api.rateLimit({
      max: options.rateLimitPerMinute,
      timeWindow: 60_000,
      // Liveness and drawn artwork are cheap and must not eat into a client's allowance.
      allowList: (request) => /^\/api\/(health|ready|art\/)/.test(request.url),
    }),
  );
}
