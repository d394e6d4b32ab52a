/**
 * The HTTP server Fastify would make for itself, with the answer replay in front of its
 * handler (see answer-replay.ts): a request the replay can answer never reaches Fastify. It also
 * bounds connections (how long a request head, a request and an idle keep-alive may take, and how
 * many may be open) and refuses a request that names two hosts.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import type { ConnectionLimits } from '../config.ts';
import type { AnswerReplay } from './answer-replay.ts';
import { sendErrorToResponse } from './client-errors.ts';

/** How often Node looks for connections past their header or request time. */
const TIMEOUT_CHECK_INTERVAL_MS = 1000;

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 72_000,
  idleTimeoutMs: 120_000,
  maxConnections: 2048,
};

/** True when the request carries more than one Host header (Node keeps only the first). */
function namesTwoHosts(request: IncomingMessage): boolean {
  const raw = request.rawHeaders;
  let hosts = 0;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i] as string;
    if (name.length === 4 && name.toLowerCase() === 'host' && ++hosts > 1) return true;
  }
  return false;
}

export function serverInFrontOf(
  replay: AnswerReplay,
  limits: ConnectionLimits = DEFAULT_CONNECTION_LIMITS,
): FastifyServerFactory {
  return (handler) => {
    const server = createServer(
      {
        headersTimeout: limits.headersTimeoutMs,
        requestTimeout: limits.requestTimeoutMs,
        keepAliveTimeout: limits.keepAliveTimeoutMs,
        connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
      },
      (request: IncomingMessage, response: ServerResponse) => {
        if (namesTwoHosts(request)) {
          sendErrorToResponse(response, 400, 'BAD_REQUEST', 'A request may name one host only.');
          return;
        }
        if (!replay.serve(request, response, () => handler(request, response)))
          handler(request, response);
      },
    );
    server.setTimeout(limits.idleTimeoutMs);
    server.maxConnections = limits.maxConnections;
    return server;
  };
}
