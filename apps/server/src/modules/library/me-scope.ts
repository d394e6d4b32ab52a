/**
 * What every `/api/me/...` route shares with the favourites: the caller from a valid bearer
 * token (401 otherwise) and `Cache-Control: private, no-store` on every answer, errors included.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TokenVerifier } from '../../auth/token-verifier.ts';
import { AppError } from '../../errors.ts';
import { PRIVATE_CACHE } from '../../http/cache-policy.ts';

export function requireCaller(app: FastifyInstance, verifier: TokenVerifier): void {
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('cache-control', PRIVATE_CACHE);
  });
  // After the /api rate limit's onRequest hook: a client without a valid token is counted too.
  app.addHook('preParsing', async (request, _reply, payload) => {
    request.caller = await verifier.verify(request.headers.authorization);
    return payload;
  });
}

/** The caller's owner key, `issuer|subject`, as the favourites keep it. */
export function ownerOf(request: FastifyRequest): string {
  if (!request.caller)
    throw new AppError(500, 'INTERNAL_ERROR', 'Something went wrong on our side.');
  return request.caller.owner;
}
