/**
 * Per-request bookkeeping every response carries: an `x-request-id` (the caller's, if it sent a
 * sane one, so a request can be followed across services and logs) and `x-cache` for answers
 * that came through the catalogue's cache.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { reportedCacheState, withCacheReport } from '../cache/cache-report.ts';

const SANE_REQUEST_ID = /^[\w.:-]{1,100}$/;

/** Every log line of a request carries its id as `reqId`. */
export const requestIdOptions: Pick<FastifyServerOptions, 'genReqId'> = {
  genReqId: (request) => {
    const given = request.headers['x-request-id'];
    return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
  },
};

export function registerRequestTracing(app: FastifyInstance): void {
  // Callback style on purpose: `done` must run inside the report's context for the rest of the request.
  app.addHook('onRequest', (_request, _reply, done) => withCacheReport(done));
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
    const state = reportedCacheState();
    if (state) void reply.header('x-cache', state);
  });
}
