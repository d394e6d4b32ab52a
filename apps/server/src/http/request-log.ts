/**
 * One log line per request, written when it completes: method, path, status and time, tagged
 * with the request id. Fastify's default writes two (one on arrival with the whole request
 * serialised), which doubled logging's share of a cached answer's cost (docs/benchmarks.md).
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactUrl, responseTime, type AccessLog } from './access-log.ts';

export class OneLinePerRequest extends LogController {
  readonly #accessLog: AccessLog | undefined;

  /** Without an access log (no logger), only errors are logged, to nowhere. */
  constructor(accessLog: AccessLog | undefined) {
    super();
    this.#accessLog = accessLog;
  }

  override incomingRequest(): void {
    // Logged once, on completion.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const completed = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      elapsedMs: reply.elapsedTime,
    };
    if (error) {
      reply.log.error(
        {
          ...completed,
          url: redactUrl(completed.url),
          responseTime: responseTime(completed.elapsedMs),
          err: error,
        },
        'request errored',
      );
    } else this.#accessLog?.completed({ reqId: request.id, ...completed });
  }
}
