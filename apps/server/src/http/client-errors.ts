/**
 * Errors answered before Fastify routes a request (a head too large, a malformed request line,
 * an unknown method, a path the router cannot decode) in the one error shape,
 * `{ statusCode, code, message }`, like every other error.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyServerOptions } from 'fastify';

const body = (statusCode: number, code: string, message: string) =>
  JSON.stringify({ statusCode, code, message });

/** What Node's parser refused, as status, code and a sentence. */
function describe(error: Error & { code?: string }): [number, string, string] {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return [431, 'HEADERS_TOO_LARGE', 'The request headers are too large.'];
    case 'HPE_INVALID_METHOD':
      return [400, 'BAD_REQUEST', 'That request method is not supported.'];
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive.'];
    default:
      return [400, 'BAD_REQUEST', 'The request is malformed.'];
  }
}

/** Fastify's `clientErrorHandler`: Node's parser gave up on the bytes a client sent. */
export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = (
  error: Error & { code?: string },
  socket: Socket,
) => {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const [statusCode, code, message] = describe(error);
  const text = body(statusCode, code, message);
  socket.end(
    `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode] ?? ''}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
  );
};

/** Fastify's `frameworkErrors`: a URL its router cannot decode, or a failed route constraint. */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  void reply
    .status(400)
    .type('application/json; charset=utf-8')
    .send(body(400, 'BAD_REQUEST', `The request is malformed: ${error.message}`));
}
