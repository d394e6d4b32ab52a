/**
 * Response headers and request limits: a Content-Security-Policy that allows exactly
 * what the app uses (its own origin, TMDB images, youtube-nocookie frames, the sign-in issuer),
 * a referrer policy YouTube embeds accept, an opener policy the sign-in popup survives, HSTS
 * when served over https, CORS for the app's own origins on /api only, and the per-client rate
 * limit (shared through Redis when replicas run).
 * @see ../../../../docs/architecture.md ("Security headers")
 */
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { RateLimitedError, type ApiRateLimit } from './api-rate-limit.ts';
import { securityHeaders } from './security-headers.ts';

export interface SecurityOptions {
  /** Origin of the OpenID issuer, which the app fetches tokens from. */
  issuerOrigin: string | undefined;
  /** True when browsers reach the app over https (PUBLIC_ORIGIN): then HSTS is sent. */
  https: boolean;
}

/**
 * Pages the sign-in popup shows: the provider's, and the app's own /callback where the popup
 * ends. A popup that navigates between different opener policies is cut off from the window
 * that opened it, which then never hears that sign-in finished.
 */
const POPUP_PATHS = /^\/(oidc|idp|callback)(\/|$|\?)/;

export function registerSecurity(app: FastifyInstance, options: SecurityOptions): void {
  const headers = securityHeaders(options.issuerOrigin, { https: options.https });
  app.addHook('onRequest', (request, reply, done) => {
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

/** CORS and the per-client limit, for the /api scope only (the OpenID provider has its own CORS). */
export async function registerApiGuards(
  api: FastifyInstance,
  { webOrigins, rateLimit }: { webOrigins: string[]; rateLimit: ApiRateLimit },
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
  api.addHook('onRequest', async (request, reply) => {
    try {
      await rateLimit.admit(request.raw);
    } catch (error) {
      if (error instanceof RateLimitedError) void reply.headers(error.headers);
      throw error;
    }
  });
}
