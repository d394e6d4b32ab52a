/**
 * The line each request leaves in the log when it completes, in the same JSON shape as every
 * other line (pino's: level, time, pid, hostname, then ours), but formatted by a template. Its
 * fields never change, and pino's general path cost cached answers 8 % of their throughput
 * (docs/benchmarks.md, "Cached API"). Lines go to the logger's own destination, in order with
 * the rest.
 */
import type { FastifyBaseLogger } from 'fastify';
import { pino, type Logger } from 'pino';

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

/** Milliseconds to one decimal, as every request line gives them. */
export const responseTime = (elapsedMs: number) => Math.round(elapsedMs * 10) / 10;

export interface CompletedRequest {
  reqId: string;
  method: string;
  url: string;
  statusCode: number;
  elapsedMs: number;
}

export class AccessLog {
  readonly #logger: Logger;
  readonly #destination: { write(line: string): unknown };
  readonly #level: number;
  /** `,"pid":…,"hostname":…` as pino writes them. */
  readonly #bindings: string;

  constructor(logger: FastifyBaseLogger) {
    this.#logger = logger as Logger;
    // pino exports these symbols for reading a logger's destination and base fields.
    const internals = logger as unknown as Record<symbol, unknown>;
    this.#destination = internals[pino.symbols.streamSym] as { write(line: string): unknown };
    this.#level = this.#logger.levels.values.info ?? 30;
    const bindings = internals[pino.symbols.chindingsSym];
    this.#bindings = typeof bindings === 'string' ? bindings : '';
  }

  completed({ reqId, method, url, statusCode, elapsedMs }: CompletedRequest): void {
    if (!this.#logger.isLevelEnabled('info')) return;
    this.#destination.write(
      `{"level":${this.#level},"time":${Date.now()}${this.#bindings},"reqId":${JSON.stringify(reqId)},` +
        `"method":${JSON.stringify(method)},"url":${JSON.stringify(redactUrl(url))},"statusCode":${statusCode},` +
        `"responseTime":${responseTime(elapsedMs)},"msg":"request completed"}\n`,
    );
  }
}
