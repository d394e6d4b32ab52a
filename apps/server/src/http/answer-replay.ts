/**
 * Replays catalogue answers straight from the HTTP server's request event, before Fastify
 * routes them: for a second after Fastify sends an answer that came from the catalogue's cache,
 * the same GET gets the same bytes and headers again, with its own request id, rate-limit count,
 * `x-cache: hit` and log line. A cached answer then costs little more than writing it, where
 * Fastify's pipeline (routing, validation, hooks) cost more than the write itself
 * (docs/benchmarks.md, "Cached API").
 *
 * Only the plain case is replayed: a GET with no Origin (CORS stays with @fastify/cors), of a
 * URL whose last answer was a 200 from the cache. Anything else, and a client over its limit,
 * goes to Fastify. A second is far inside every catalogue TTL, so no answer outlives its data
 * by more than that.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { CacheState } from '../cache/response-cache.ts';
import type { AccessLog } from './access-log.ts';
import type { ApiRateLimit } from './api-rate-limit.ts';

interface Answer {
  /** Name, value, name, value… as `writeHead` takes them. */
  headers: string[];
  /** Text rather than a Buffer: Node then sends it and the headers in one write. */
  body: string;
}

/** Headers each request gets afresh, or that the replay writes itself. */
const PER_REQUEST = new Set(['content-length', 'x-cache', 'x-request-id']);

export interface AnswerReplayOptions {
  rateLimit: ApiRateLimit;
  newRequestId: (request: IncomingMessage) => string;
  accessLog?: AccessLog;
  /** How long an answer is replayed for. */
  ttlMs?: number;
  /** How many bytes of answers are kept at once. */
  maxBytes?: number;
}

export class AnswerReplay {
  readonly #answers: LRUCache<string, Answer>;
  readonly #rateLimit: ApiRateLimit;
  readonly #newRequestId: (request: IncomingMessage) => string;
  readonly #accessLog: AccessLog | undefined;
  #open = true;

  constructor({
    rateLimit,
    newRequestId,
    accessLog,
    ttlMs = 1000,
    maxBytes = 16 * 1024 * 1024,
  }: AnswerReplayOptions) {
    this.#answers = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (answer) => answer.body.length,
      ttl: ttlMs,
    });
    this.#rateLimit = rateLimit;
    this.#newRequestId = newRequestId;
    this.#accessLog = accessLog;
  }

  /** Keeps the answer Fastify is about to send, if replaying it would be faithful. */
  remember(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    cacheState: CacheState | undefined,
  ): void {
    if (
      !this.#open ||
      request.method !== 'GET' ||
      request.headers.origin !== undefined ||
      reply.statusCode !== 200 ||
      (cacheState !== 'hit' && cacheState !== 'miss') ||
      typeof payload !== 'string'
    )
      return;
    const headers: string[] = [];
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value === undefined || PER_REQUEST.has(name)) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.push(name, String(one));
    }
    headers.push('content-length', String(Buffer.byteLength(payload)), 'x-cache', 'hit');
    this.#answers.set(request.url, { headers, body: payload });
  }

  /**
   * Answers the request from a kept answer and says true, or says false and leaves it to the
   * caller. `fallback` hands it to Fastify after all (a client over its limit gets its 429
   * there).
   */
  serve(request: IncomingMessage, response: ServerResponse, fallback: () => void): boolean {
    if (!this.#open || request.method !== 'GET' || request.headers.origin !== undefined)
      return false;
    const answer = this.#answers.get(request.url ?? '');
    if (!answer) return false;
    const started = performance.now();
    let admitted: void | Promise<void>;
    try {
      admitted = this.#rateLimit.admit(request);
    } catch {
      // Over its limit: Fastify gives the client its 429.
      return false;
    }
    if (admitted) admitted.then(() => this.#send(answer, request, response, started), fallback);
    else this.#send(answer, request, response, started);
    return true;
  }

  #send(answer: Answer, request: IncomingMessage, response: ServerResponse, started: number): void {
    const requestId = this.#newRequestId(request);
    response.writeHead(200, [...answer.headers, 'x-request-id', requestId]);
    response.end(answer.body);
    this.#accessLog?.completed({
      reqId: requestId,
      method: 'GET',
      url: request.url ?? '',
      statusCode: 200,
      elapsedMs: performance.now() - started,
    });
  }

  /** Stops replaying (the server is shutting down: Fastify answers what still arrives). */
  close(): void {
    this.#open = false;
    this.#answers.clear();
  }
}
