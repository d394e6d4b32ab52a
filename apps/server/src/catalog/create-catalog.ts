/** Picks the catalogue the configuration asks for and wires its parts. */
import { ResponseCache, type CacheState, type CacheTier } from '../cache/response-cache.ts';
import { UpstreamError } from '../errors.ts';
import type { SharedCache } from '../cache/shared-cache.ts';
import type { Config } from '../config.ts';
import path from 'node:path';
import type { Catalog } from './catalog.ts';
import { OfflineCatalog } from './offline/offline-catalog.ts';
import { openPackDatabase, type OpenedPack } from './offline/pack-database.ts';
import { PackReader } from './offline/pack-files.ts';
import { CircuitBreaker, type CircuitState } from './tmdb/circuit-breaker.ts';
import { RateLimiter } from './tmdb/rate-limiter.ts';
import { TmdbCatalog } from './tmdb/tmdb-catalog.ts';
import { TmdbHttp, type TmdbCallObserver } from './tmdb/tmdb-http.ts';

const MEGABYTE = 1024 * 1024;

/** What metrics count in the live catalogue (src/metrics/metrics.ts). */
export interface CatalogMetrics extends TmdbCallObserver {
  cacheLookup(tier: CacheTier, state: CacheState): void;
  /** Gives metrics a way to read the circuit breaker's state whenever they are collected. */
  watchCircuit(state: () => CircuitState): void;
}

export interface CatalogHooks {
  onRefreshError?: (key: string, error: unknown) => void;
  onCircuitChange?: (state: CircuitState) => void;
  /** The second, shared cache tier (Redis). */
  shared?: SharedCache;
  /** The cache's clock; tests move it to make answers stale. */
  now?: () => number;
  /** Told once the offline pack is open, with how long that took. */
  onPackOpened?: (pack: Omit<OpenedPack, 'db'>, elapsedMs: number) => void;
  metrics?: CatalogMetrics;
}

export function createTmdbCatalog(config: Config['tmdb'], hooks: CatalogHooks = {}): TmdbCatalog {
  if (!config.token) throw new Error('TMDB_API_TOKEN is required for the live catalogue');
  const { metrics } = hooks;
  const breaker = new CircuitBreaker({
    failureThreshold: config.breakerFailures,
    resetTimeoutMs: config.breakerResetMs,
    onChange: hooks.onCircuitChange,
  });
  metrics?.watchCircuit(() => breaker.state);
  const http = new TmdbHttp({
    baseUrl: config.baseUrl,
    token: config.token,
    limiter: new RateLimiter({ requestsPerSecond: config.requestsPerSecond, burst: 10 }),
    breaker,
    observer: metrics,
    attemptTimeoutMs: config.timeoutMs,
    deadlineMs: config.deadlineMs,
    maxRetries: 2,
    retryBaseDelayMs: 250,
    maxRetryAfterMs: 10_000,
  });
  const cache = new ResponseCache({
    maxBytes: 128 * MEGABYTE,
    notFoundMs: 10 * 60_000,
    onRefreshError: hooks.onRefreshError,
    shared: hooks.shared,
    now: hooks.now,
    onLookup: metrics && ((tier, state) => metrics.cacheLookup(tier, state)),
    // A 200 from TMDB in a shape the mappers cannot read is TMDB's fault, not ours: 502.
    onLoadFault: (error) =>
      new UpstreamError('bad-response', `TMDB answer could not be read: ${String(error)}`),
  });
  return new TmdbCatalog(http, cache);
}

export async function createOfflineCatalog(
  packDir: string,
  dataDir: string,
  hooks: CatalogHooks = {},
): Promise<OfflineCatalog> {
  const started = performance.now();
  const pack = new PackReader(packDir);
  const { db, ...opened } = await openPackDatabase(pack, path.join(dataDir, 'catalog'));
  hooks.onPackOpened?.(opened, performance.now() - started);
  return new OfflineCatalog(db, (await pack.manifest()).airingNow);
}

export async function createCatalog(config: Config, hooks: CatalogHooks = {}): Promise<Catalog> {
  if (config.catalog === 'tmdb') return createTmdbCatalog(config.tmdb, hooks);
  return createOfflineCatalog(config.packDir, config.dataDir, hooks);
}
