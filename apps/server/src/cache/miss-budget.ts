/**
 * Upstream loads one client may have running at once. The TMDB limiter serves calls in order,
 * so a client sending hundreds of distinct uncached requests together would otherwise make
 * everyone else's misses queue behind its own. A client past its share gets a 429 at once;
 * requests that join a load already running, and answers from the cache, never count.
 */
import { AppError } from '../errors.ts';

export class TooManyMissesError extends AppError {
  constructor() {
    super(
      429,
      'RATE_LIMITED',
      'Too many uncached requests at once. Please wait a second and try again.',
      1,
    );
  }
}

export class MissBudget {
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
