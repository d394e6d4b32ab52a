/**
 * The favourites API on both stores, for tests that run once per store: a SQLite file in a temp
 * folder and a real PostgreSQL on loopback, each behind the whole app with a real token verifier.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { localKeys, TokenVerifier } from '../../src/auth/token-verifier.ts';
import { createOfflineCatalog } from '../../src/catalog/create-catalog.ts';
import { createFavoritesStore } from '../../src/favorites/create-favorites-store.ts';
import type { FavoritesStore } from '../../src/favorites/favorites-store.ts';
import {
  postgresAvailable,
  startPostgres,
  type PostgresServer,
} from '../support/postgres-server.ts';
import { makeTestKeys, TEST_AUDIENCE, TEST_ISSUER } from '../support/test-tokens.ts';

const keys = await makeTestKeys();
/** A bearer token for `sub`, whose favourites belong to `${TEST_ISSUER}|${sub}`. */
export const tokenFor = (sub: string) => keys.sign({ sub });
export const ownerOf = (sub: string) => `${TEST_ISSUER}|${sub}`;

const rankingPack = path.join(import.meta.dirname, '..', 'fixtures', 'pack-ranking');

/** CI installs PostgreSQL and must run both halves; a developer without it still runs SQLite. */
const withPostgres = postgresAvailable() || Boolean(process.env.CI);
if (!withPostgres) console.warn('PostgreSQL is not installed: testing favourites on SQLite only.');

export interface FavoritesHarness {
  app: FastifyInstance;
  store: FavoritesStore;
}

/**
 * The stores to run a suite on, as `describe.each` takes them: each opens its app and store for
 * the suite and closes them after. The temp folder and PostgreSQL live as long as the test file.
 */
export function favoritesHarnesses(): [string, () => FavoritesHarness][] {
  let postgres: PostgresServer | undefined;
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'favorites-'));
    if (withPostgres) postgres = await startPostgres();
  });
  afterAll(async () => {
    postgres?.stop();
    await rm(work, { recursive: true, force: true });
  });

  const openStore = (kind: string): Promise<FavoritesStore> => {
    if (kind === 'SQLite')
      return createFavoritesStore({ databaseUrl: undefined, dataDir: path.join(work, 'sqlite') });
    if (!postgres) throw new Error('PostgreSQL is not installed');
    return createFavoritesStore({ databaseUrl: postgres.url, dataDir: work });
  };

  const harness = (kind: string) => (): FavoritesHarness => {
    const opened = {} as FavoritesHarness;
    beforeAll(async () => {
      const verifier = new TokenVerifier({
        issuer: TEST_ISSUER,
        audience: TEST_AUDIENCE,
        keys: localKeys(keys.jwks),
      });
      opened.store = await openStore(kind);
      opened.app = await buildApp({
        catalog: await createOfflineCatalog(rankingPack, path.join(work, `catalog-${kind}`)),
        favorites: opened.store,
        auth: { verifier, embedded: undefined, close: async () => undefined },
      });
    });
    afterAll(() => opened.app.close());
    return opened;
  };

  return ['SQLite', ...(withPostgres ? ['PostgreSQL'] : [])].map((kind) => [kind, harness(kind)]);
}
