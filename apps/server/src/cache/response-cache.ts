/**
 * An in-process LRU of finished answers with stale-while-revalidate: a fresh entry is served
 * as is; a stale one is served at once while one background load refreshes it; a miss waits
 * for the load. Concurrent misses for one key share a single load, so a burst of identical
 * requests costs one upstream call, and one client may run only a few loads at once. "Not
 * found" answers are remembered briefly too. Every entry is charged what it holds (its key and
 * text, plus a fixed overhead), the number of entries is bounded, and expired ones are purged.
 */
import { LRUCache } from 'lru-cache';
import { AppError, NotFoundError } from '../errors.ts';
import { heldToAllowance, reportCacheState, reportingClient } from './cache-report.ts';
import { MissBudget } from './miss-budget.ts';
import type { SharedCache } from './shared-cache.ts';

export interface CachePolicy {
  /** How long an entry is served without asking upstream again. */
  freshMs: number;
  /** How long past that it may still be served while a refresh runs. */
  staleMs: number;
}

export type CacheState = 'hit' | 'stale' | 'miss';
/** Where an answer was looked for: this process's memory, then Redis shared by the replicas. */
export type CacheTier = 'memory' | 'redis';

interface Entry {
  value?: unknown;
  /** The message of a "not found" answer (the error itself, with its stack, is not kept). */
  notFound?: string;
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
  /** Most entries kept, whatever their size. */
  maxEntries?: number;
  /** Upstream loads one client may run at once (MissBudget). */
  missesPerClient?: number;
  /**
   * Turns a load's unexpected failure (not an AppError: e.g. an upstream answer of a shape the
   * mapper cannot read) into the error callers get.
   */
  onLoadFault?: (error: unknown) => Error;
  /** Told how each lookup went in each tier (metrics count them). */
  onLookup?: (tier: CacheTier, state: CacheState) => void;
}

/** What an entry costs beyond its key and text: the entry, its LRU node and its timers. */
const ENTRY_OVERHEAD_BYTES = 400;
/** How often, at most, expired entries are swept out (on the next write). */
const PURGE_INTERVAL_MS = 60_000;

/** Spreads expiries by up to ±10 % so entries filled together do not all expire together. */
const jitter = (ms: number) => Math.round(ms * (0.9 + Math.random() * 0.2));

export class ResponseCache {
  readonly #entries: LRUCache<string, Entry>;
  readonly #inFlight = new Map<string, Promise<Entry>>();
  readonly #options: ResponseCacheOptions;
  readonly #now: () => number;
  readonly #misses: MissBudget;
  #purgedAt: number;

  constructor(options: ResponseCacheOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.#misses = new MissBudget(options.missesPerClient ?? 16);
    this.#purgedAt = this.#now();
    this.#entries = new LRUCache<string, Entry>({
      maxSize: options.maxBytes,
      max: options.maxEntries ?? 200_000,
      // Entries expire on the cache's clock, the one freshness is judged by.
      perf: { now: this.#now },
      ttlResolution: 0,
      // A JSON length is a fair proxy for the memory an answer holds; it is paid once per load.
      sizeCalculation: (entry, key) =>
        ENTRY_OVERHEAD_BYTES +
        2 * key.length +
        (entry.notFound === undefined
          ? JSON.stringify(entry.value ?? null).length
          : 2 * entry.notFound.length),
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
    const { onLookup } = this.#options;
    if (cached && cached.freshUntil > this.#now()) {
      onLookup?.('memory', 'hit');
      return { value: unwrap<T>(cached), state: 'hit' };
    }
    if (cached && cached.value !== undefined) {
      onLookup?.('memory', 'stale');
      this.#load(key, policy, load).catch((error: unknown) =>
        this.#options.onRefreshError?.(key, error),
      );
      return { value: cached.value as T, state: 'stale' };
    }
    onLookup?.('memory', 'miss');
    const entry = await this.#load(key, policy, load);
    return { value: unwrap<T>(entry), state: entry.state };
  }

  clear(): void {
    this.#entries.clear();
  }

  #load<T>(key: string, policy: CachePolicy, load: () => Promise<T>): Promise<Entry> {
    const running = this.#inFlight.get(key);
    if (running) return running;
    const release = this.#admitLoad();
    const loading = this.#store(key, policy, load).finally(() => {
      this.#inFlight.delete(key);
      release?.();
    });
    this.#inFlight.set(key, loading);
    return loading;
  }

  /**
   * Starts one upstream load for the current request's client, or throws TooManyMissesError: it
   * must fit the client's loads at once and any allowance the request is held to. The result
   * ends the load; none when the client is not known.
   */
  #admitLoad(): (() => void) | undefined {
    const client = reportingClient();
    if (client === undefined) return undefined;
    const endRunning = this.#misses.take(client);
    try {
      const endAllowed = heldToAllowance()?.take(client);
      return () => {
        endRunning();
        endAllowed?.();
      };
    } catch (error) {
      endRunning();
      throw error;
    }
  }

  /** Stores an entry, sweeping out expired ones first when a minute has passed since the last sweep. */
  #set(key: string, entry: Entry, ttl: number): void {
    const now = this.#now();
    if (now - this.#purgedAt >= PURGE_INTERVAL_MS) {
      this.#purgedAt = now;
      this.#entries.purgeStale();
    }
    this.#entries.set(key, entry, { ttl });
  }

  /** How many entries are kept, and the bytes they are charged. */
  usage(): { entries: number; bytes: number } {
    return { entries: this.#entries.size, bytes: this.#entries.calculatedSize };
  }

  async #store<T>(key: string, policy: CachePolicy, load: () => Promise<T>): Promise<Entry> {
    const now = this.#now();
    const { shared: redis, onLookup } = this.#options;
    const shared = await redis?.get(key);
    if (shared && shared.freshUntil > now) {
      onLookup?.('redis', 'hit');
      const entry: Entry = { value: shared.value, freshUntil: shared.freshUntil, state: 'hit' };
      this.#set(key, entry, shared.freshUntil - now + policy.staleMs);
      return entry;
    }
    // Redis had no fresh copy: a miss, unless its expired copy ends up served.
    let redisState: CacheState = 'miss';
    try {
      const value = await this.#loadOrFault(load);
      const entry: Entry = { value, freshUntil: now + jitter(policy.freshMs), state: 'miss' };
      this.#set(key, entry, policy.freshMs + policy.staleMs);
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
        redisState = 'stale';
        return { value: shared.value, freshUntil: shared.freshUntil, state: 'stale' };
      }
      if (!(error instanceof NotFoundError)) throw error;
      const entry: Entry = {
        notFound: error.message,
        freshUntil: now + this.#options.notFoundMs,
        state: 'miss',
      };
      this.#set(key, entry, this.#options.notFoundMs);
      return entry;
    } finally {
      if (redis) onLookup?.('redis', redisState);
    }
  }

  async #loadOrFault<T>(load: () => Promise<T>): Promise<T> {
    try {
      return await load();
    } catch (error) {
      const { onLoadFault } = this.#options;
      throw error instanceof AppError || !onLoadFault ? error : onLoadFault(error);
    }
  }
}

function unwrap<T>(entry: Entry): T {
  if (entry.notFound !== undefined) throw new NotFoundError(entry.notFound);
  return entry.value as T;
}
