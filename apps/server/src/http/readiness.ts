/**
 * What `/api/ready` reports: each dependency's state and an overall verdict. Only a database
 * that does not answer makes the server unready; a failing TMDB (answers come from cache) or a
 * missing Redis (memory cache only) leaves it serving, degraded.
 */
import type { SharedCache } from '../cache/shared-cache.ts';
import type { Catalog } from '../catalog/catalog.ts';
import type { FavoritesStore } from '../favorites/favorites-store.ts';

export type CheckState = 'ok' | 'degraded' | 'down' | 'absent';

export interface ReadinessReport {
  status: 'ready' | 'degraded' | 'unavailable';
  checks: { catalog: CheckState; database: CheckState; cache: CheckState };
}

export interface ReadinessSources {
  catalog: Catalog;
  favorites?: FavoritesStore;
  sharedCache?: SharedCache;
}

const PING_TIMEOUT_MS = 2000;

async function databaseState(favorites: FavoritesStore | undefined): Promise<CheckState> {
  if (!favorites) return 'absent';
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('timeout')), PING_TIMEOUT_MS).unref(),
  );
  return Promise.race([favorites.ping(), timeout]).then(
    () => 'ok' as const,
    () => 'down' as const,
  );
}

export async function checkReadiness({
  catalog,
  favorites,
  sharedCache,
}: ReadinessSources): Promise<ReadinessReport> {
  const checks = {
    catalog: catalog.status(),
    database: await databaseState(favorites),
    cache: sharedCache ? (sharedCache.healthy() ? 'ok' : 'down') : 'absent',
  } satisfies ReadinessReport['checks'];
  const status =
    checks.database === 'down'
      ? 'unavailable'
      : checks.catalog === 'degraded' || checks.cache === 'down'
        ? 'degraded'
        : 'ready';
  return { status, checks };
}
