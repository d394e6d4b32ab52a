/**
 * Response headers and request limits: helmet with a Content-Security-Policy that allows exactly
 * what the app uses (its own origin, TMDB images, youtube-nocookie frames, the sign-in issuer),
 * a referrer policy YouTube embeds accept, an opener policy the sign-in popup survives, CORS for
 * the app's own origins on /api only, and per-client rate limits (shared through Redis when
 * replicas run).
 * @see ../../../../docs/architecture.md ("Security headers")
 */
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../errors.ts';

export interface SecurityOptions {
  webOrigins: string[];
  /** Origin of the OpenID issuer, which the app fetches tokens from. */
  issuerOrigin: string | undefined;
  /** Requests per minute per client on /api. */
  rateLimitPerMinute: number;
  /** Counters shared by replicas; without it each process counts alone. */
  rateLimitRedis?: Redis;
}

const TMDB_IMAGES = 'https://image.tmdb.org';
const YOUTUBE_EMBEDS = 'https://www.youtube-nocookie.com';
/**
 * Pages the sign-in popup shows: the provider's, and the app's own /callback where the popup
 * ends. A popup that navigates between different opener policies is cut off from the window
 * that opened it, which then never hears that sign-in finished.
 */
const POPUP_PATHS = /^\/(oidc|idp|callback)(\/|$|\?)/;
/** The API answers JSON only: nothing in it may load anything. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export async function registerSecurity(
  app: FastifyInstance,
  options: SecurityOptions,
): Promise<void> {
  const connect = ["'self'", ...(options.issuerOrigin ? [options.issuerOrigin] : [])];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', TMDB_IMAGES],
        fontSrc: ["'self'", 'data:'],
        connectSrc: connect,
        frameSrc: [YOUTUBE_EMBEDS],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'", ...connect],
        frameAncestors: ["'none'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
      },
    },
    // Helmet's default `no-referrer` makes YouTube refuse to play embeds (error 153).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // TMDB images and YouTube frames come from other origins.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Served over plain HTTP in development; a TLS proxy in front adds HSTS itself.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    // The provider writes its responses itself, so this header goes on the raw response.
    if (POPUP_PATHS.test(request.url))
      reply.raw.setHeader('cross-origin-opener-policy', 'unsafe-none');
    else if (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs')) {
      void reply.header('content-security-policy', API_CSP);
    }
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
