/**
 * The second cache tier, shared by replicas through Redis. It is an optimisation, never a
 * dependency: every failure reads as a miss, the first failure of an outage is logged once,
 * and ioredis reconnects by itself when Redis is back.
 */
import { Redis } from 'ioredis';

export interface SharedEntry {
  value: unknown;
  freshUntil: number;
}

export interface SharedCache {
  get(key: string): Promise<SharedEntry | undefined>;
  set(key: string, entry: SharedEntry, ttlMs: number): Promise<void>;
  /** True while the last command succeeded. */
  healthy(): boolean;
  close(): Promise<void>;
}

/** Bumped when cached view models change shape, so replicas never read an old layout. */
const KEY_PREFIX = 'media-search:v3:';

export class RedisSharedCache implements SharedCache {
  readonly #redis: Redis;
  readonly #onOutage: (error: unknown) => void;
  #healthy = true;

  constructor(url: string, onOutage: (error: unknown) => void) {
    this.#onOutage = onOutage;
    this.#redis = new Redis(url, {
      // Fail fast while Redis is away instead of queueing: the memory tier and TMDB answer meanwhile.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: 500,
      connectTimeout: 1000,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    });
    this.#redis.on('error', (error) => this.#failed(error));
    this.#redis.on('ready', () => (this.#healthy = true));
  }

  async get(key: string): Promise<SharedEntry | undefined> {
    try {
      const raw = await this.#redis.get(KEY_PREFIX + key);
      this.#healthy = true;
      return raw ? (JSON.parse(raw) as SharedEntry) : undefined;
    } catch (error) {
      this.#failed(error);
      return undefined;
    }
  }

  async set(key: string, entry: SharedEntry, ttlMs: number): Promise<void> {
    try {
      await this.#redis.set(
        KEY_PREFIX + key,
        JSON.stringify(entry),
        'PX',
        Math.max(1, Math.round(ttlMs)),
      );
      this.#healthy = true;
    } catch (error) {
      this.#failed(error);
    }
  }

  /**
   * Resolves true once the first connection is up, or false after `waitMs`. A replica waits for
   * this before it listens, so its first misses reach the shared tier; an outage delays it only
   * by `waitMs`.
   */
  connected(waitMs = 2000): Promise<boolean> {
    if (this.#redis.status === 'ready') return Promise.resolve(true);
    return new Promise((resolve) => {
      const onReady = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.#redis.off('ready', onReady);
        resolve(false);
      }, waitMs);
      this.#redis.once('ready', onReady);
    });
  }

  healthy(): boolean {
    return this.#healthy && this.#redis.status === 'ready';
  }

  async close(): Promise<void> {
    this.#redis.disconnect();
  }

  #failed(error: unknown): void {
    if (this.#healthy) this.#onOutage(error);
    this.#healthy = false;
  }
}
