/**
 * What one client's upstream loads are held to. The TMDB limiter serves calls in order, so a
 * client sending hundreds of distinct uncached requests together would otherwise make everyone
 * else's misses queue behind its own: every request's loads count against a few at once per
 * client (MissBudget), and a page's also against a small number a minute (MissRate, see
 * http/page-guards.ts). A client past either gets a 429 at once; requests that join a load
 * already running, and answers from the cache, never count.
 */
import { LRUCache } from 'lru-cache';
import { AppError } from '../errors.ts';

export class TooManyMissesError extends AppError {
  constructor(
    message = 'Too many uncached requests at once. Please wait a second and try again.',
    retryAfterSeconds = 1,
  ) {
    super(429, 'RATE_LIMITED', message, retryAfterSeconds);
  }
}

/** Admits a client's upstream loads: `take` starts one or throws, and its result ends it. */
export interface LoadAllowance {
  take(client: string): () => void;
}

/** Upstream loads one client may have running at once. */
export class MissBudget implements LoadAllowance {
  readonly #perClient: number;
  readonly #running = new Map<string, number>();

  constructor(perClient: number) {
    this.#perClient = perClient;
  }

  /** Takes one of the client's slots, or throws; call the result when the load settles. */
  take(client: string): () => void {
    const running = this.#running.get(client) ?? 0;
    if (running >= this.#perClient) throw new TooManyMissesError();
    this.#running.set(client, running + 1);
    return () => {
      const left = (this.#running.get(client) ?? 1) - 1;
      if (left > 0) this.#running.set(client, left);
      else this.#running.delete(client);
    };
  }
}

const MINUTE_MS = 60_000;
/** Clients counted at once; the least recently seen are forgotten first. */
const CLIENTS_KEPT = 10_000;

/**
 * Upstream loads one client may start a minute, from its first; counted in this process (each
 * replica allows as many).
 */
export class MissRate implements LoadAllowance {
  readonly #perMinute: number;
  readonly #started = new LRUCache<string, number>({ max: CLIENTS_KEPT, ttl: MINUTE_MS });

  constructor(perMinute: number) {
    this.#perMinute = perMinute;
  }

  /** Counts one load, or throws once the client's minute is spent; nothing to end. */
  take(client: string): () => void {
    const started = this.#started.get(client) ?? 0;
    if (started >= this.#perMinute) {
      const wait = Math.ceil(this.#started.getRemainingTTL(client) / 1000);
      throw new TooManyMissesError('Too many uncached requests this minute.', Math.max(1, wait));
    }
    // The minute runs from the client's first load, not its latest.
    this.#started.set(client, started + 1, { noUpdateTTL: true });
    return () => undefined;
  }
}
