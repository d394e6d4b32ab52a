/**
 * One limiter shared by every TMDB call of a process, so the whole server stays under TMDB's
 * documented ceiling (about 40 requests a second). It is the generic cell-rate algorithm: a
 * steady rate with a small burst allowance, and a pause that a 429 can impose on everyone.
 */
export interface RateLimiterOptions {
  requestsPerSecond: number;
  burst: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class RateLimiter {
  readonly #intervalMs: number;
  readonly #toleranceMs: number;
  readonly #now: () => number;
  readonly #sleep: (ms: number) => Promise<void>;
  #theoreticalArrival = 0;
  #pausedUntil = 0;

  constructor(options: RateLimiterOptions) {
    this.#intervalMs = 1000 / options.requestsPerSecond;
    this.#toleranceMs = this.#intervalMs * Math.max(0, options.burst - 1);
    this.#now = options.now ?? Date.now;
    this.#sleep = options.sleep ?? defaultSleep;
  }

  /** Resolves when the caller may send one request. */
  async acquire(): Promise<void> {
    const now = this.#now();
    const start = Math.max(now, this.#pausedUntil);
    this.#theoreticalArrival = Math.max(this.#theoreticalArrival, start);
    const wait = Math.max(0, this.#theoreticalArrival - this.#toleranceMs - now, start - now);
    this.#theoreticalArrival += this.#intervalMs;
    if (wait > 0) await this.#sleep(wait);
  }

  /** Holds every caller back until `until` (a 429 told us to). */
  pauseUntil(until: number): void {
    this.#pausedUntil = Math.max(this.#pausedUntil, until);
  }
}
