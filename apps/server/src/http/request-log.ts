/**
 * One log line per request, written by pino when the request completes: method, URL, status
 * and response time, with the request id (`reqId`) every line of the request carries. Fastify's
 * own lines are two, the first serialising the whole request on arrival; a LogController
 * subclass is Fastify's way to shape them.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Query parameters that carry a credential: the authorization code on /callback, the ID token
 * at sign-out, tokens and verifiers. Their values never reach the log.
 */
const SECRET_PARAMETERS =
  /([?&](?:code|id_token_hint|id_token|access_token|refresh_token|token|code_verifier|logout_hint)=)[^&#]*/gi;

/** The URL as it may be logged: credentials in its query replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.includes('?') ? url.replace(SECRET_PARAMETERS, '$1[redacted]') : url;
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
    const line = {
      method: request.method,
      // As the client sent it: middie strips its mount path from `url` for the sign-in provider.
      url: redactUrl(request.originalUrl),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
