/**
 * One log line per request, written when it completes: method, path, status and time, tagged
 * with the request id. Fastify's default writes two (one on arrival with the whole request
 * serialised), which doubled logging's share of a cached answer's cost (docs/benchmarks.md).
 */
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';

export interface CompletedRequest {
  /** Given when `log` does not carry it already. */
  reqId?: string;
  method: string;
  url: string;
  statusCode: number;
  elapsedMs: number;
}

export function logRequestCompleted(
  log: FastifyBaseLogger,
  { elapsedMs, ...request }: CompletedRequest,
  error?: Error | null,
): void {
  const entry = { ...request, responseTime: Math.round(elapsedMs * 10) / 10 };
  if (error) log.error({ ...entry, err: error }, 'request errored');
  else log.info(entry, 'request completed');
}

export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {
    // Logged once, on completion.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    logRequestCompleted(
      reply.log,
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        elapsedMs: reply.elapsedTime,
      },
      error,
    );
  }
}
