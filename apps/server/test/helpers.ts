/** Builds the app against the fake TMDB, the way the server wires it, for `inject` tests. */
import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { buildApp, type AppDependencies } from '../src/app.ts';
import { createAuth, publicAuthSettings } from '../src/auth/create-auth.ts';
import {
  createOfflineCatalog,
  createTmdbCatalog,
  type CatalogHooks,
} from '../src/catalog/create-catalog.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { createFavoritesStore } from '../src/favorites/create-favorites-store.ts';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { FAKE_TMDB_TOKEN, FakeTmdb } from './fake-tmdb.ts';

/** The server's configuration pointed at the fake TMDB, with short timeouts for tests. */
export function fakeTmdbConfig(tmdb: FakeTmdb, env: Record<string, string> = {}) {
  return loadConfig({
    TMDB_API_TOKEN: FAKE_TMDB_TOKEN,
    TMDB_BASE_URL: tmdb.baseUrl,
    TMDB_TIMEOUT_MS: '500',
    TMDB_DEADLINE_MS: '3000',
    ...env,
  });
}

export async function buildTestApp(
  tmdb: FakeTmdb,
  env: Record<string, string> = {},
  hooks: CatalogHooks = {},
): Promise<FastifyInstance> {
  const config = fakeTmdbConfig(tmdb, env);
  return buildApp({ catalog: createTmdbCatalog(config.tmdb, hooks) });
}

export interface FakeTmdbApp {
  tmdb: FakeTmdb;
  app: FastifyInstance;
}

/**
 * Registers the hooks most route tests share: one fake TMDB and one app for the file, and a
 * clean slate of recorded requests and faults before each test. Read `.app` and `.tmdb` inside
 * tests; they are set once the file's setup has run.
 */
export function useFakeTmdbApp(): FakeTmdbApp {
  const context = {} as FakeTmdbApp;
  beforeAll(async () => {
    context.tmdb = await FakeTmdb.start();
    context.app = await buildTestApp(context.tmdb);
  });
  afterAll(async () => {
    await context.app.close();
    await context.tmdb.stop();
  });
  beforeEach(() => context.tmdb.reset());
  return context;
}

/** The small pack most tests that need a catalogue but not TMDB use. */
export const RANKING_PACK = path.join(import.meta.dirname, 'fixtures', 'pack-ranking');

/**
 * The whole app as the server wires it with no TMDB token: the offline catalogue (small test
 * pack), the embedded sign-in and SQLite favourites, all in `dataDir`.
 */
export async function buildOfflineApp(
  dataDir: string,
  extra: Partial<AppDependencies> = {},
): Promise<FastifyInstance> {
  return buildOfflineAppFor(
    loadConfig({ DATA_DIR: dataDir, CATALOG_PACK_DIR: RANKING_PACK }),
    extra,
  );
}

/** The same for a configuration of the test's own (a production one, a public origin…). */
export async function buildOfflineAppFor(
  config: Config,
  extra: Partial<AppDependencies> = {},
): Promise<FastifyInstance> {
  return buildApp({
    catalog: await createOfflineCatalog(config.packDir, config.dataDir),
    auth: await createAuth(config),
    favorites: await createFavoritesStore(config),
    publicAuth: publicAuthSettings(config.auth),
    webOrigins: config.webOrigins,
    ...extra,
  });
}
