/**
 * Mounts the embedded OpenID provider at /oidc (the issuer's path must equal its mount path)
 * and its sign-in pages beside it, behind guards of their own: a per-client request limit,
 * bounded parameters (each interaction the provider stores holds them), and the host and scheme
 * of the issuer (PUBLIC_ORIGIN/oidc) in place of whatever the request claims, so every URL and cookie the provider
 * makes is the public one (https behind a TLS proxy, never a forged Host).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import middie from '@fastify/middie';
import fastifyRateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { EmbeddedIssuer } from '../auth/create-auth.ts';
import { interactionRoutes } from '../auth/embedded/interaction.routes.ts';
import { AppError } from '../errors.ts';

const SIGN_IN_PATHS = /^\/(oidc|idp)(\/|\?|$)/;
/** Longer than any value a client of ours sends (state, nonce, PKCE, redirect URIs). */
export const MAX_PARAMETER_LENGTH = 512;
/** An ID token passed back at sign-out is a whole signed JWT. */
const MAX_ID_TOKEN_HINT_LENGTH = 4096;
export const MAX_SIGN_IN_URL_LENGTH = 8192;

export interface EmbeddedIssuerOptions {
  webOrigins: string[];
  /** Requests per client per minute to /oidc and /idp together (rate-limits.ts). */
  signInLimit: RateLimitPluginOptions;
  /** Password tries per client per minute. */
  loginLimit: RateLimitPluginOptions;
  /** Password tries per account, from all clients together. */
  accountLoginLimit: RateLimitPluginOptions;
}

/** A 400 naming the first parameter that is too long, or nothing. */
function oversizedParameter(url: string): AppError | undefined {
  if (url.length > MAX_SIGN_IN_URL_LENGTH)
    return new AppError(414, 'URI_TOO_LONG', 'The sign-in address is too long.');
  const query = url.indexOf('?');
  if (query === -1) return undefined;
  for (const [name, value] of new URLSearchParams(url.slice(query + 1))) {
    const limit = name === 'id_token_hint' ? MAX_ID_TOKEN_HINT_LENGTH : MAX_PARAMETER_LENGTH;
    if (value.length > limit || name.length > MAX_PARAMETER_LENGTH)
      return new AppError(
        400,
        'BAD_REQUEST',
        `The sign-in parameter "${name.slice(0, 40)}" may be at most ${limit} characters long.`,
      );
  }
  return undefined;
}

export async function registerEmbeddedIssuer(
  app: FastifyInstance,
  issuer: EmbeddedIssuer,
  { webOrigins, signInLimit, loginLimit, accountLoginLimit }: EmbeddedIssuerOptions,
): Promise<void> {
  const { host, protocol } = new URL(issuer.provider.issuer);
  const scheme = protocol.slice(0, -1);
  // The provider answers through middie, outside Fastify's routes, so its limit is not tied to
  // routes (`global: false`) but applied by the hook that guards its paths.
  await app.register(fastifyRateLimit, { ...signInLimit, global: false });
  const limitSignIn = app.rateLimit();
  // Before middie's own hook, so nothing reaches the provider unguarded.
  app.addHook('onRequest', async function guardSignIn(request, reply) {
    if (!SIGN_IN_PATHS.test(request.url)) return;
    const oversized = oversizedParameter(request.url);
    if (oversized) throw oversized;
    await limitSignIn.call(this, request, reply);
    const { headers } = request.raw;
    headers.host = host;
    headers['x-forwarded-proto'] = scheme;
    delete headers['x-forwarded-host'];
  });
  await app.register(middie);
  // oidc-provider's handler is a Connect-style (req, res) function that settles by itself.
  const handler = issuer.provider.callback();
  app.use('/oidc', (req: IncomingMessage, res: ServerResponse) => void handler(req, res));
  await app.register(interactionRoutes, {
    provider: issuer.provider,
    csrfKey: issuer.secrets.csrfKey,
    webOrigins,
    accounts: issuer.accounts,
    loginLimit,
    accountLoginLimit,
  });
}
