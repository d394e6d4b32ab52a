import path from 'node:path';
import { DEFAULT_DATABASE_CONNECT_TIMEOUT_MS, type Config } from '../config.ts';
import type { FavoritesStore } from './favorites-store.ts';
import { PostgresFavoritesStore, type ConnectOptions } from './postgres-favorites-store.ts';
import { SqliteFavoritesStore } from './sqlite-favorites-store.ts';

/** PostgreSQL when DATABASE_URL names one, else the SQLite file under DATA_DIR. */
export async function createFavoritesStore(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  connect: ConnectOptions = { connectTimeoutMs: DEFAULT_DATABASE_CONNECT_TIMEOUT_MS },
): Promise<FavoritesStore> {
  if (config.databaseUrl) return PostgresFavoritesStore.connect(config.databaseUrl, connect);
  return new SqliteFavoritesStore(path.join(config.dataDir, 'media-search.sqlite'));
}
