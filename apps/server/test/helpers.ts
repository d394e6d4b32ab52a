/** Builds the app against the fake TMDB, the way the server wires it, for `inject` tests. */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { createTmdbCatalog, type CatalogHooks } from '../src/catalog/create-catalog.ts';
import { loadConfig } from '../src/config.ts';
import { FAKE_TMDB_TOKEN, type FakeTmdb } from './fake-tmdb.ts';

export async function buildTestApp(
  tmdb: FakeTmdb,
  env: Record<string, string> = {},
  hooks: CatalogHooks = {},
): Promise<FastifyInstance> {
  const config = loadConfig({
    TMDB_API_TOKEN: FAKE_TMDB_TOKEN,
    TMDB_BASE_URL: tmdb.baseUrl,
    TMDB_TIMEOUT_MS: '500',
    TMDB_DEADLINE_MS: '3000',
    ...env,
  });
  return buildApp({ catalog: createTmdbCatalog(config.tmdb, hooks) });
}
