/**
 * The library API (watchlist, history, ratings, lists) on both databases, for suites that run
 * once per database: a SQLite file in a temp folder and a real PostgreSQL on loopback. Each opens
 * two apps on the same store, one on the fake TMDB (live) and one on a small offline pack, with
 * a real token verifier and small caps, so a test reaches a cap in a few requests.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppDependencies } from '../../src/app.ts';
import { localKeys, TokenVerifier } from '../../src/auth/token-verifier.ts';
import { createOfflineCatalog, createTmdbCatalog } from '../../src/catalog/create-catalog.ts';
import { createLibraryStore, type LibraryStore } from '../../src/library/library-store.ts';
import type { LibraryLimits } from '../../src/library/library-models.ts';
import { FakeTmdb } from '../fake-tmdb.ts';
import { fakeTmdbConfig } from '../helpers.ts';
import {
  postgresAvailable,
  startPostgres,
  type PostgresServer,
} from '../support/postgres-server.ts';
import { makeTestKeys, TEST_AUDIENCE, TEST_ISSUER } from '../support/test-tokens.ts';

const keys = await makeTestKeys();
export const tokenFor = (sub: string) => keys.sign({ sub });
export const ownerOf = (sub: string) => `${TEST_ISSUER}|${sub}`;

export const LIBRARY_PACK = path.join(import.meta.dirname, '..', 'fixtures', 'pack-library');
/** Small enough to reach in a test, each different so a message names the right one. */
export const TEST_LIMITS: LibraryLimits = {
  watchlist: 4,
  history: 30,
  ratings: 5,
  lists: 3,
  listItems: 6,
};

/** CI installs PostgreSQL and must run both halves; a developer without it still runs SQLite. */
const withPostgres = postgresAvailable() || Boolean(process.env.CI);
if (!withPostgres) console.warn('PostgreSQL is not installed: testing the library on SQLite only.');

export interface LibraryHarness {
  /** On the fake TMDB. */
  live: FastifyInstance;
  /** On the offline pack in test/fixtures/pack-library. */
  offline: FastifyInstance;
  store: LibraryStore;
  tmdb: FakeTmdb;
  /** A request as `user` (none: without a token) to the live app, or to `app` when given. */
  call(
    user: string | null,
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    app?: FastifyInstance,
  ): Promise<LightMyRequestResponse>;
}

/** `extra`: more of the apps' dependencies, e.g. the public origin the calendar links to. */
export function libraryHarnesses(
  extra: Pick<AppDependencies, 'publicOrigin'> = {},
): [string, () => LibraryHarness][] {
  let postgres: PostgresServer | undefined;
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'library-'));
    if (withPostgres) postgres = await startPostgres();
  });
  afterAll(async () => {
    postgres?.stop();
    await rm(work, { recursive: true, force: true });
  });

  const harness = (kind: string) => (): LibraryHarness => {
    const opened = {} as LibraryHarness;
    beforeAll(async () => {
      const verifier = new TokenVerifier({
        issuer: TEST_ISSUER,
        audience: TEST_AUDIENCE,
        keys: localKeys(keys.jwks),
      });
      const auth = { verifier, embedded: undefined, close: async () => undefined };
      if (kind === 'PostgreSQL' && !postgres) throw new Error('PostgreSQL is not installed');
      const config = {
        databaseUrl: kind === 'PostgreSQL' ? postgres?.url : undefined,
        dataDir: path.join(work, kind),
      };
      opened.tmdb = await FakeTmdb.start();
      opened.store = await createLibraryStore(config, { limits: TEST_LIMITS });
      opened.live = await buildApp({
        catalog: createTmdbCatalog(fakeTmdbConfig(opened.tmdb).tmdb),
        library: opened.store,
        auth,
        ...extra,
      });
      // The same tables through a second connection, as a second replica would see them.
      opened.offline = await buildApp({
        catalog: await createOfflineCatalog(LIBRARY_PACK, path.join(work, `catalog-${kind}`)),
        library: await createLibraryStore(config, { limits: TEST_LIMITS }),
        auth,
        ...extra,
      });
      opened.call = async (user, method, url, body, app = opened.live) =>
        app.inject({
          method,
          url,
          ...(body === undefined ? {} : { payload: body as object }),
          headers: user ? { authorization: `Bearer ${await tokenFor(user)}` } : {},
        });
    });
    afterAll(async () => {
      await Promise.all([opened.live.close(), opened.offline.close()]);
      await opened.tmdb.stop();
    });
    return opened;
  };

  return ['SQLite', ...(withPostgres ? ['PostgreSQL'] : [])].map((kind) => [kind, harness(kind)]);
}
