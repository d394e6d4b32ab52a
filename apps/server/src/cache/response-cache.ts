/**
 * An in-process LRU of finished answers with stale-while-revalidate: a fresh entry is served
 * as is; a stale one is served at once while one background load refreshes it; a miss waits
 * for the load. Concurrent misses for one key share a single load, so a burst of identical
 * requests costs one upstream call. "Not found" answers are remembered briefly too.
 */
import { LRUCache } from 'lru-cache';
import { NotFoundError } from '../errors.ts';
import { reportCacheState } from './cache-report.ts';
import type { SharedCache } from './shared-cache.ts';

export interface CachePolicy {
  /** How long an entry is served without asking upstream again. */
  freshMs: number;
  /** How long past that it may still be served while a refresh runs. */
  staleMs: number;
}

export type CacheState = 'hit' | 'stale' | 'miss';

interface Entry {
  value?: unknown;
  notFound?: NotFoundError;
  freshUntil: number;
  /** How this entry was obtained for the caller that waited on it. */
  state: CacheState;
}

export interface ResponseCacheOptions {
  maxBytes: number;
  notFoundMs: number;
  now?: () => number;
  onRefreshError?: (key: string, error: unknown) => void;
  /** A second tier shared with other replicas (Redis). */
  shared?: SharedCache;
}

/** Spreads expiries by up to ±10 % so entries filled together do not all expire together. */
const jitter = (ms: number) => Math.round(ms * (0.9 + Math.random() * 0.2));

export class ResponseCache {
  readonly #entries: LRUCache<string, Entry>;
  readonly #inFlight = new Map<string, Promise<Entry>>();
  readonly #options: ResponseCacheOptions;
  readonly #now: () => number;

  constructor(options: ResponseCacheOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.#entries = new LRUCache<string, Entry>({
      maxSize: options.maxBytes,
      // A JSON length is a fair proxy for the memory an answer holds; it is paid once per load.
      sizeCalculation: (entry) => Math.max(1, JSON.stringify(entry.value ?? null).length),
    });
  }

  async get<T>(key: string, policy: CachePolicy, load: () => Promise<T>): Promise<T> {
    const { value } = await this.lookup(key, policy, load);
    return value;
  }

  /** Like `get`, and says whether the answer was fresh, stale or loaded for this call. */
  async lookup<T>(
    key: string,
    policy: CachePolicy,
    load: () => Promise<T>,
  ): Promise<{ value: T; state: CacheState }> {
    const result = await this.#lookup(key, policy, load);
    reportCacheState(result.state);
    return result;
  }

  async #lookup<T>(
    key: string,
    policy: CachePolicy,
    load: () => Promise<T>,
  ): Promise<{ value: T; state: CacheState }> {
    const cached = this.#entries.get(key);
    if (cached && cached.freshUntil > this.#now())
      return { value: unwrap<T>(cached), state: 'hit' };
    if (cached && cached.value !== undefined) {
      this.#load(key, policy, load).catch((error: unknown) =>
        this.#options.onRefreshError?.(key, error),
      );
      return { value: cached.value as T, state: 'stale' };
    }
    const entry = await this.#load(key, policy, load);
    return { value: unwrap<T>(entry), state: entry.state };
  }

  clear(): void {
    this.#entries.clear();
  }

  #load<T>(key: string, policy: CachePolicy, load: () => Promise<T>): Promise<Entry> {
    const running = this.#inFlight.get(key);
    if (running) return running;
    const loading = this.#store(key, policy, load).finally(() => this.#inFlight.delete(key));
    this.#inFlight.set(key, loading);
    return loading;
  }

  async #store<T>(key: string, policy: CachePolicy, load: () => Promise<T>): Promise<Entry> {
    const now = this.#now();
    const shared = await this.#options.shared?.get(key);
    if (shared && shared.freshUntil > now) {
      const entry: Entry = { value: shared.value, freshUntil: shared.freshUntil, state: 'hit' };
      this.#entries.set(key, entry, { ttl: shared.freshUntil - now + policy.staleMs });
      return entry;
    }
    try {
      const value = await load();
      const entry: Entry = { value, freshUntil: now + jitter(policy.freshMs), state: 'miss' };
      this.#entries.set(key, entry, { ttl: policy.freshMs + policy.staleMs });
      await this.#options.shared?.set(
        key,
        { value, freshUntil: entry.freshUntil },
        policy.freshMs + policy.staleMs,
      );
      return entry;
    } catch (error) {
      // Another replica's stale copy beats an error.
      if (shared && !(error instanceof NotFoundError)) {
        this.#options.onRefreshError?.(key, error);
        return { value: shared.value, freshUntil: shared.freshUntil, state: 'stale' };
      }
      if (!(error instanceof NotFoundError)) throw error;
      const entry: Entry = {
        notFound: error,
        freshUntil: now + this.#options.notFoundMs,
        state: 'miss',
      };
      this.#entries.set(key, entry, { ttl: this.#options.notFoundMs });
      return entry;
    }
  }
}

function unwrap<T>(entry: Entry): T {
  if (entry.notFound) throw entry.notFound;
  return entry.value as T;
}
