/**
 * The HTTP server Fastify would make for itself, with the answer replay in front of its
 * handler (see answer-replay.ts): a request the replay can answer never reaches Fastify.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import type { AnswerReplay } from './answer-replay.ts';

export function serverInFrontOf(replay: AnswerReplay): FastifyServerFactory {
  return (handler, options) => {
    const server = createServer((request: IncomingMessage, response: ServerResponse) => {
      if (!replay.serve(request, response, () => handler(request, response)))
        handler(request, response);
    });
    // The settings Fastify gives the server it makes (it fills in its defaults before this).
    const { keepAliveTimeout, requestTimeout, connectionTimeout, maxRequestsPerSocket } = options;
    if (typeof keepAliveTimeout === 'number') server.keepAliveTimeout = keepAliveTimeout;
    if (typeof requestTimeout === 'number') server.requestTimeout = requestTimeout;
    if (typeof connectionTimeout === 'number') server.setTimeout(connectionTimeout);
    if (typeof maxRequestsPerSocket === 'number' && maxRequestsPerSocket > 0)
      server.maxRequestsPerSocket = maxRequestsPerSocket;
    return server;
  };
}
