/**
 * Per-request bookkeeping every response carries: an `x-request-id` (the caller's, if it sent a
 * sane one, so a request can be followed across services and logs) and `x-cache` for answers
 * that came through the catalogue's cache.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { reportedCacheState, withCacheReport } from '../cache/cache-report.ts';

const SANE_REQUEST_ID = /^[\w.:-]{1,100}$/;

/** A request's id (every log line of it carries it as `reqId`): the caller's, or a new one. */
export function newRequestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

export function registerRequestTracing(app: FastifyInstance): void {
  // Callback style on purpose: `done` must run inside the report's context for the rest of the request.
  app.addHook('onRequest', (request, _reply, done) => withCacheReport(done, request.ip));
  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('x-request-id', request.id);
    const state = reportedCacheState();
    if (state) void reply.header('x-cache', state);
    done(null, payload);
  });
}
