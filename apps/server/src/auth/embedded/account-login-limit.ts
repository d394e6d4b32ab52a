/**
 * The second limit on password tries: per account, where the first is per client. An attacker
 * spreading guesses at one account over many addresses gets no more of them than one client
 * would. It counts the username as the sign-in reads it (account-file.ts), so ` Alice` and
 * `ALICE` are one account, under a hash, so a password typed into the username box is not kept
 * in Redis.
 */
import { createHash } from 'node:crypto';
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import { normaliseUsername } from './account-file.ts';

/** The username a login form carried, or '' when its body was not read (or had none). */
export function typedUsername(body: unknown): string {
  const username = (body as { username?: unknown } | undefined)?.username;
  return typeof username === 'string' ? username : '';
}

const accountKey = (typed: string) =>
  createHash('sha256').update(normaliseUsername(typed)).digest('base64url');

/**
 * `limit` (rate-limits.ts: the store, the refusal) keyed on the account. `publicUsernames` are
 * never counted: the demo accounts' passwords are on the login page, so guessing them gains
 * nothing, and counting tries would let one visitor lock everyone out of the demo.
 */
export function perAccountLimit(
  limit: RateLimitPluginOptions,
  publicUsernames: string[],
): RateLimitPluginOptions {
  const exempt = new Set(publicUsernames.map(accountKey));
  return {
    ...limit,
    // The username is in the form, which Fastify parses after `onRequest`, the default.
    hook: 'preHandler',
    keyGenerator: (request) => accountKey(typedUsername(request.body)),
    allowList: (_request, key) => exempt.has(key),
  };
}
