/**
 * The HTTP side of the TMDB adapter: bearer token, per-attempt timeout, an overall deadline,
 * bounded retries with full jitter for network errors and 5xx, `Retry-After` on 429, the shared
 * rate limiter, no redirects, and a cap on body size. It answers parsed JSON or throws an
 * `AppError`; it knows nothing of movies.
 */
import { Agent, errors as undiciErrors, request, type Dispatcher } from 'undici';
import { NotFoundError, UpstreamError, type UpstreamFailure } from '../../errors.ts';
import type { CircuitBreaker, CircuitState } from './circuit-breaker.ts';
import type { RateLimiter } from './rate-limiter.ts';

/**
 * How a call ended: with an answer, with TMDB's 404, with the failure that ended it, or with
 * an error of our own (`other`).
 */
export type TmdbOutcome = 'ok' | 'not-found' | UpstreamFailure | 'other';

/** Told of every call and retry (metrics count them). */
export interface TmdbCallObserver {
  called(outcome: TmdbOutcome, seconds: number): void;
  /** An attempt failed with `failure` and another one follows. */
  retried(failure: UpstreamFailure): void;
}

export interface TmdbHttpOptions {
  baseUrl: string;
  token: string;
  limiter: RateLimiter;
  /** Fails calls fast while TMDB keeps failing. */
  breaker?: CircuitBreaker;
  /** Longest wait for one attempt. */
  attemptTimeoutMs: number;
  /** Longest wait for a whole call, retries and back-off included. */
  deadlineMs: number;
  /** Attempts after the first. */
  maxRetries: number;
  retryBaseDelayMs: number;
  /** A `Retry-After` longer than this is not waited for: the call fails at once. */
  maxRetryAfterMs: number;
  dispatcher?: Dispatcher;
  random?: () => number;
  observer?: TmdbCallObserver;
}

export type Query = Record<string, string | number | undefined>;

/** The largest TMDB body we accept; real details responses stay well under 1 MB. */
const MAX_BODY_BYTES = 8 * 1024 * 1024;

/** Failures that say TMDB is down, as opposed to answering (a 404, a 401, a 429). */
const OUTAGE_FAILURES = new Set<UpstreamFailure>(['unreachable', 'timeout', 'bad-response']);

/** What one attempt came to: a value, or a failure and whether another attempt may help. */
type Attempt =
  | { ok: true; value: unknown }
  | { ok: false; error: Error; retryable: boolean; retryAfterMs?: number };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class TmdbHttp {
  readonly #options: TmdbHttpOptions;
  readonly #dispatcher: Dispatcher;
  readonly #ownsDispatcher: boolean;
  readonly #random: () => number;

  constructor(options: TmdbHttpOptions) {
    this.#options = options;
    this.#ownsDispatcher = !options.dispatcher;
    this.#dispatcher =
      options.dispatcher ??
      new Agent({
        connect: { timeout: options.attemptTimeoutMs },
        headersTimeout: options.attemptTimeoutMs,
        bodyTimeout: options.attemptTimeoutMs,
        connections: 16,
      });
    this.#random = options.random ?? Math.random;
  }

  /**
   * GETs `path` (e.g. `/movie/550`) below the base URL. A 404 becomes a `NotFoundError` with
   * `notFoundMessage`; every other failure an `UpstreamError`. TMDB answers objects, but for a
   * few lists (`/configuration/languages`) a bare array: `answer` says which is expected, and
   * the other is not an answer.
   */
  async get(
    path: string,
    query: Query,
    notFoundMessage: string,
    answer: 'object' | 'array' = 'object',
  ): Promise<unknown> {
    const started = performance.now();
    const { observer } = this.#options;
    try {
      const value = await this.#guardedGet(path, query, notFoundMessage, answer);
      observer?.called('ok', (performance.now() - started) / 1000);
      return value;
    } catch (error) {
      observer?.called(outcomeOf(error), (performance.now() - started) / 1000);
      throw error;
    }
  }

  /** `get` behind the circuit breaker, which hears how each call went. */
  async #guardedGet(
    path: string,
    query: Query,
    notFoundMessage: string,
    answer: 'object' | 'array',
  ): Promise<unknown> {
    const { breaker } = this.#options;
    if (breaker && !breaker.allow()) {
      throw new UpstreamError(
        'circuit-open',
        `circuit open for ${path}`,
        Math.ceil(breaker.waitMs() / 1000) || 1,
      );
    }
    try {
      const value = await this.#getWithRetries(path, query, notFoundMessage);
      if (Array.isArray(value) !== (answer === 'array'))
        throw new UpstreamError('bad-response', `TMDB body for ${path} is not a JSON ${answer}`);
      breaker?.success();
      return value;
    } catch (error) {
      if (error instanceof UpstreamError && OUTAGE_FAILURES.has(error.failure)) breaker?.failure();
      else breaker?.success();
      throw error;
    }
  }

  async #getWithRetries(path: string, query: Query, notFoundMessage: string): Promise<unknown> {
    const url = this.#url(path, query);
    const deadline = Date.now() + this.#options.deadlineMs;
    for (let attempt = 0; ; attempt++) {
      await this.#options.limiter.acquire();
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new UpstreamError('timeout', `deadline passed before ${path}`);
      const result = await this.#attempt(
        url,
        Math.min(remaining, this.#options.attemptTimeoutMs),
        notFoundMessage,
      );
      if (result.ok) return result.value;
      if (!result.retryable || attempt >= this.#options.maxRetries) throw result.error;
      const delay = result.retryAfterMs ?? this.#backoff(attempt);
      if (Date.now() + delay >= deadline) throw result.error;
      if (result.error instanceof UpstreamError)
        this.#options.observer?.retried(result.error.failure);
      await sleep(delay);
    }
  }

  circuitState(): CircuitState {
    return this.#options.breaker?.state ?? 'closed';
  }

  async close(): Promise<void> {
    if (this.#ownsDispatcher) await this.#dispatcher.close();
  }

  #url(path: string, query: Query): URL {
    const url = new URL(this.#options.baseUrl.replace(/\/+$/, '') + path);
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    return url;
  }

  /** Full jitter: a random wait up to an exponentially growing cap. */
  #backoff(attempt: number): number {
    return Math.round(this.#random() * this.#options.retryBaseDelayMs * 2 ** attempt);
  }

  async #attempt(url: URL, timeoutMs: number, notFoundMessage: string): Promise<Attempt> {
    try {
      const response = await request(url, {
        method: 'GET',
        dispatcher: this.#dispatcher,
        headers: { authorization: `Bearer ${this.#options.token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      return await this.#read(response, notFoundMessage);
    } catch (error) {
      return { ok: false, error: this.#transportError(error), retryable: true };
    }
  }

  async #read(response: Dispatcher.ResponseData, notFoundMessage: string): Promise<Attempt> {
    const { statusCode } = response;
    if (statusCode === 200) return this.#parse(response);
    await response.body.dump();
    if (statusCode === 404)
      return { ok: false, error: new NotFoundError(notFoundMessage), retryable: false };
    if (statusCode === 429) return this.#rateLimited(response);
    if (statusCode === 401 || statusCode === 403) {
      return this.#failure('rejected', `TMDB refused our token (${statusCode})`, false);
    }
    if (statusCode >= 500) return this.#failure('unreachable', `TMDB answered ${statusCode}`, true);
    return this.#failure('bad-response', `TMDB answered ${statusCode}`, false);
  }

  async #parse(response: Dispatcher.ResponseData): Promise<Attempt> {
    const length = Number(response.headers['content-length'] ?? 0);
    if (length > MAX_BODY_BYTES) {
      await response.body.dump();
      return this.#failure('bad-response', `TMDB body of ${length} bytes is too large`, false);
    }
    const text = await response.body.text();
    if (text.length > MAX_BODY_BYTES) {
      return this.#failure('bad-response', 'TMDB body is too large', false);
    }
    try {
      const value: unknown = JSON.parse(text);
      // An object or an array; which of the two the caller expects is checked by `get`.
      if (typeof value !== 'object' || value === null) {
        return this.#failure('bad-response', 'TMDB body is not a JSON object or array', false);
      }
      return { ok: true, value };
    } catch {
      return this.#failure('bad-response', 'TMDB body is not valid JSON', true);
    }
  }

  #rateLimited(response: Dispatcher.ResponseData): Attempt {
    const retryAfterMs = parseRetryAfter(response.headers['retry-after']);
    const waitMs = retryAfterMs ?? this.#options.retryBaseDelayMs;
    this.#options.limiter.pauseUntil(Date.now() + Math.min(waitMs, this.#options.maxRetryAfterMs));
    const tooLong = waitMs > this.#options.maxRetryAfterMs;
    const error = new UpstreamError('rate-limited', 'TMDB answered 429', Math.ceil(waitMs / 1000));
    return { ok: false, error, retryable: !tooLong, retryAfterMs: waitMs };
  }

  #failure(failure: UpstreamFailure, detail: string, retryable: boolean): Attempt {
    return { ok: false, error: new UpstreamError(failure, detail), retryable };
  }

  #transportError(error: unknown): Error {
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    const timedOut =
      error instanceof undiciErrors.HeadersTimeoutError ||
      error instanceof undiciErrors.BodyTimeoutError ||
      error instanceof undiciErrors.ConnectTimeoutError ||
      (error instanceof DOMException && error.name === 'TimeoutError');
    return new UpstreamError(timedOut ? 'timeout' : 'unreachable', detail);
  }
}

function outcomeOf(error: unknown): TmdbOutcome {
  if (error instanceof NotFoundError) return 'not-found';
  return error instanceof UpstreamError ? error.failure : 'other';
}

/** `Retry-After` is either delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}
