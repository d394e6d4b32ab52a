/**
 * The per-client request limit on /api. One instance serves both ways an API request can be
 * answered (Fastify's pipeline and the answer replay in answer-replay.ts), so each client has
 * exactly one count, keyed the same way on both. Sign-in uses the same class for its own limits.
 */
import type { IncomingMessage } from 'node:http';
import { normalizeIP } from '@fastify/rate-limit';
import { AppError } from '../errors.ts';
import type { ClientCounter, WindowCount } from './client-counter.ts';

const WINDOW_MS = 60_000;

/** Liveness and drawn artwork are cheap and must not eat into a client's allowance. */
export const API_EXEMPT = /^\/api\/(health|ready|art\/)/;

/** Headers a refused request's answer carries besides Retry-After. */
export type LimitHeaders = Record<string, string>;

/**
 * The client's address: the socket's, or, behind `trustedHops` proxies of our own, the one the
 * outermost of them saw (as Fastify's `trustProxy` reads X-Forwarded-For).
 */
export function clientAddress(request: IncomingMessage, trustedHops: number): string {
  const socketAddress = request.socket.remoteAddress ?? '';
  const forwarded = request.headers['x-forwarded-for'];
  if (trustedHops === 0 || typeof forwarded !== 'string') return socketAddress;
  const chain = [
    socketAddress,
    ...forwarded
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean)
      .reverse(),
  ];
  return chain[Math.min(trustedHops, chain.length - 1)] ?? socketAddress;
}

export class ApiRateLimit {
  readonly #counter: ClientCounter;
  readonly #perMinute: number;
  readonly #trustedHops: number;
  readonly #limitHeader: string;
  readonly #exempt: RegExp | undefined;

  /** `exempt`: paths never counted (by default /api's liveness and artwork). */
  constructor(
    counter: ClientCounter,
    perMinute: number,
    trustedHops: number,
    exempt: RegExp | undefined = API_EXEMPT,
  ) {
    this.#counter = counter;
    this.#exempt = exempt;
    this.#perMinute = perMinute;
    this.#trustedHops = trustedHops;
    this.#limitHeader = String(perMinute);
  }

  /**
   * Counts the request against its client's allowance, and throws (or rejects with) a 429 past
   * it. Synchronous when the count is kept in memory, so an admitted request costs no extra
   * turn of the event loop. A counter that cannot count at all lets the request through (a
   * Redis counter falls back to memory first: see FallbackClientCounter).
   */
  admit(request: IncomingMessage): void | Promise<void> {
    if (this.#exempt?.test(request.url ?? '')) return;
    const address = clientAddress(request, this.#trustedHops);
    // Only IPv6 needs normalising (to its /64); the check for it is a costly pattern.
    const key = address.includes(':') ? normalizeIP(address) : address;
    let counted: WindowCount | Promise<WindowCount>;
    try {
      counted = this.#counter.increment(key, WINDOW_MS);
    } catch {
      return;
    }
    if (!(counted instanceof Promise)) return this.#judge(counted);
    return counted.then(
      (count) => this.#judge(count),
      () => undefined,
    );
  }

  #judge({ count, resetInMs }: WindowCount): void {
    if (count <= this.#perMinute) return;
    const resetSeconds = Math.max(1, Math.ceil(resetInMs / 1000));
    throw new RateLimitedError(resetSeconds, {
      'x-ratelimit-limit': this.#limitHeader,
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': String(resetSeconds),
    });
  }
}

export class RateLimitedError extends AppError {
  readonly headers: LimitHeaders;

  /** `headers`: the x-ratelimit ones, when the refusal's sender does not add its own. */
  constructor(retryAfterSeconds: number, headers: LimitHeaders = {}) {
    super(
      429,
      'RATE_LIMITED',
      `Too many requests. Please wait ${retryAfterSeconds} seconds.`,
      retryAfterSeconds,
    );
    this.headers = headers;
  }
}
