/**
 * What `/api/ready` reports: each dependency's state and an overall verdict. Only a database
 * that does not answer (the favourites' connection or the library's) makes the server unready;
 * a failing TMDB (answers come from cache) or a missing Redis (memory cache only) leaves it
 * serving, degraded.
 */
import type { SharedCache } from '../cache/shared-cache.ts';
import type { Catalog } from '../catalog/catalog.ts';
import type { FavoritesStore } from '../favorites/favorites-store.ts';

export type CheckState = 'ok' | 'degraded' | 'down' | 'absent';

export interface ReadinessReport {
  status: 'ready' | 'degraded' | 'unavailable';
  /** `database`: the favourites' connection; `library`: the watchlist, history and ratings'. */
  checks: { catalog: CheckState; database: CheckState; library: CheckState; cache: CheckState };
}

export interface ReadinessSources {
  catalog: Catalog;
  favorites?: FavoritesStore;
  /** The library's store: the same database as the favourites, on a connection of its own. */
  library?: { ping(): Promise<void> };
  sharedCache?: SharedCache;
}

const PING_TIMEOUT_MS = 2000;

async function databaseState(store: { ping(): Promise<void> } | undefined): Promise<CheckState> {
  if (!store) return 'absent';
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('timeout')), PING_TIMEOUT_MS).unref(),
  );
  return Promise.race([store.ping(), timeout]).then(
    () => 'ok' as const,
    () => 'down' as const,
  );
}

export async function checkReadiness({
  catalog,
  favorites,
  library,
  sharedCache,
}: ReadinessSources): Promise<ReadinessReport> {
  const [database, libraryState] = await Promise.all([
    databaseState(favorites),
    databaseState(library),
  ]);
  const checks = {
    catalog: catalog.status(),
    database,
    library: libraryState,
    cache: sharedCache ? (sharedCache.healthy() ? 'ok' : 'down') : 'absent',
  } satisfies ReadinessReport['checks'];
  const status =
    checks.database === 'down' || checks.library === 'down'
      ? 'unavailable'
      : checks.catalog === 'degraded' || checks.cache === 'down'
        ? 'degraded'
        : 'ready';
  return { status, checks };
}
