/**
 * The server's Prometheus instruments, in a registry of their own: one `Metrics` per app, so
 * two apps in one process (tests) never count into each other. The parts that count are handed
 * this object (the catalogue through its hooks, the favourites store wrapped, the HTTP layer in
 * metrics.routes.ts); prom-client's default process metrics come with it.
 */
import {
  Counter,
  Gauge,
  Histogram,
  Registry,
  collectDefaultMetrics,
  type CounterConfiguration,
} from 'prom-client';
import type { CacheState, CacheTier } from '../cache/response-cache.ts';
import type { CatalogMetrics } from '../catalog/create-catalog.ts';
import type { CircuitState } from '../catalog/tmdb/circuit-breaker.ts';
import type { TmdbOutcome } from '../catalog/tmdb/tmdb-http.ts';
import type { UpstreamFailure } from '../errors.ts';
import type { FavoritesStore } from '../favorites/favorites-store.ts';
import type { LibraryDatabase } from '../library/library-database.ts';
import { countingErrors, countingLibraryErrors } from './database-errors.ts';

/** From 1 ms to 10 s, with 50 ms (the p99 the capacity target names) a boundary. */
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** TMDB calls take tens of milliseconds to seconds (deadline and retries included). */
const TMDB_BUCKETS = [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const CIRCUIT_STATES: readonly CircuitState[] = ['closed', 'open', 'half-open'];

/** What the HTTP layer reports of one answered request. */
export interface AnsweredRequest {
  method: string;
  /** The route's pattern (`/api/movie/:id`), never the raw URL: the label set stays bounded. */
  route: string;
  statusCode: number;
  seconds: number;
}

export class Metrics implements CatalogMetrics {
  readonly registry = new Registry();
  readonly #httpRequests = this.#counter({
    name: 'media_search_http_requests_total',
    help: 'Requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
  });
  readonly #httpDuration = new Histogram({
    name: 'media_search_http_request_duration_seconds',
    help: 'Time from receiving a request to finishing its answer, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: HTTP_BUCKETS,
    registers: [this.registry],
  });
  readonly #rateLimited = this.#counter({
    name: 'media_search_rate_limited_total',
    help: 'Requests refused with 429 Too Many Requests, by route pattern.',
    labelNames: ['route'] as const,
  });
  readonly #cacheLookups = this.#counter({
    name: 'media_search_cache_lookups_total',
    help: 'Catalogue cache lookups by tier (memory, redis) and result (hit, miss, stale).',
    labelNames: ['tier', 'result'] as const,
  });
  readonly #tmdbCalls = this.#counter({
    name: 'media_search_tmdb_calls_total',
    help: 'Calls to TMDB (each with its retries), by outcome: ok, not-found or error.',
    labelNames: ['outcome'] as const,
  });
  readonly #tmdbErrors = this.#counter({
    name: 'media_search_tmdb_errors_total',
    help: 'TMDB calls that failed, by the failure that ended them.',
    labelNames: ['failure'] as const,
  });
  readonly #tmdbRetries = this.#counter({
    name: 'media_search_tmdb_retries_total',
    help: 'TMDB attempts that failed and were tried again, by failure.',
    labelNames: ['failure'] as const,
  });
  readonly #tmdbDuration = new Histogram({
    name: 'media_search_tmdb_call_duration_seconds',
    help: 'Time a TMDB call took, retries and back-off included.',
    buckets: TMDB_BUCKETS,
    registers: [this.registry],
  });
  readonly #databaseErrors = this.#counter({
    name: 'media_search_database_errors_total',
    help: 'Favourites and library (library_*) operations the database failed, by store (sqlite, postgres) and operation.',
    labelNames: ['store', 'operation'] as const,
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  requestAnswered({ method, route, statusCode, seconds }: AnsweredRequest): void {
    const labels = { method, route, status_code: statusCode };
    this.#httpRequests.inc(labels);
    this.#httpDuration.observe(labels, seconds);
    if (statusCode === 429) this.#rateLimited.inc({ route });
  }

  cacheLookup(tier: CacheTier, state: CacheState): void {
    this.#cacheLookups.inc({ tier, result: state });
  }

  called(outcome: TmdbOutcome, seconds: number): void {
    const ended = outcome === 'ok' || outcome === 'not-found' ? outcome : 'error';
    this.#tmdbCalls.inc({ outcome: ended });
    if (ended === 'error') this.#tmdbErrors.inc({ failure: outcome });
    this.#tmdbDuration.observe(seconds);
  }

  retried(failure: UpstreamFailure): void {
    this.#tmdbRetries.inc({ failure });
  }

  /** Once per Metrics (one live catalogue per app): the gauge is registered here. */
  watchCircuit(state: () => CircuitState): void {
    new Gauge({
      name: 'media_search_tmdb_circuit_state',
      help: 'The TMDB circuit breaker: 1 for the state it is in (closed, open, half-open), 0 for the others.',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const current = state();
        for (const each of CIRCUIT_STATES) this.set({ state: each }, each === current ? 1 : 0);
      },
    });
  }

  /** The store, with every operation the database fails counted. */
  countDatabaseErrors(store: FavoritesStore): FavoritesStore {
    return countingErrors(store, (operation) =>
      this.#databaseErrors.inc({ store: store.kind, operation }),
    );
  }

  /** The library's database, with every statement and transaction it fails counted. */
  countLibraryDatabaseErrors(db: LibraryDatabase): LibraryDatabase {
    return countingLibraryErrors(db, (operation) =>
      this.#databaseErrors.inc({ store: db.kind, operation }),
    );
  }

  #counter<T extends string>(config: CounterConfiguration<T>): Counter<T> {
    return new Counter({ ...config, registers: [this.registry] });
  }
}
