/**
 * Two replicas on one database, for export and "delete my data", on SQLite and PostgreSQL: each
 * app with its own store, favourites store and token verifier checking revocations in the
 * shared table (the second on a clock the test moves, for its few seconds of caching). Also
 * fills every personal table of a user through the API.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { localKeys, TokenVerifier } from '../../src/auth/token-verifier.ts';
import { createTmdbCatalog } from '../../src/catalog/create-catalog.ts';
import { createFavoritesStore } from '../../src/favorites/create-favorites-store.ts';
import type { LibraryDatabase } from '../../src/library/library-database.ts';
import { createLibraryStore, type LibraryStore } from '../../src/library/library-store.ts';
import { FakeTmdb } from '../fake-tmdb.ts';
import { fakeTmdbConfig } from '../helpers.ts';
import {
  postgresAvailable,
  startPostgres,
  type PostgresServer,
} from '../support/postgres-server.ts';
import { makeTestKeys, TEST_AUDIENCE, TEST_ISSUER } from '../support/test-tokens.ts';

const keys = await makeTestKeys();
export const tokenFor = (sub: string, claims: Record<string, string> = {}) =>
  keys.sign({ sub, ...claims });
export const ownerOf = (sub: string) => `${TEST_ISSUER}|${sub}`;

const withPostgres = postgresAvailable() || Boolean(process.env.CI);

/** A clock for the second replica's revocation cache, moved by the test. */
export class TestClock {
  #now = 1_000_000;
  now() {
    return this.#now;
  }
  advance(ms: number) {
    this.#now += ms;
  }
}

export interface AccountDataHarness {
  /** Replica one, and two on the same database. */
  first: FastifyInstance;
  second: FastifyInstance;
  secondClock: TestClock;
  db: LibraryDatabase;
  kind: 'sqlite' | 'postgres';
  /** A request as `user` with a fresh token (or `token`) to `app` (replica one by default). */
  call(
    user: string,
    method: InjectOptions['method'],
    url: string,
    options?: { body?: unknown; app?: FastifyInstance; token?: string },
  ): Promise<LightMyRequestResponse>;
  /** Something in every personal table for `user` (`mark` tells two users' rows apart). */
  fill(user: string, mark: string): Promise<void>;
}

export function accountDataHarnesses(): [string, () => AccountDataHarness][] {
  let postgres: PostgresServer | undefined;
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'account-data-'));
    if (withPostgres) postgres = await startPostgres();
  });
  afterAll(async () => {
    postgres?.stop();
    await rm(work, { recursive: true, force: true });
  });

  const harness = (kind: string) => (): AccountDataHarness => {
    const opened = {} as AccountDataHarness;
    let tmdb: FakeTmdb;
    const stores: LibraryStore[] = [];
    beforeAll(async () => {
      if (kind === 'PostgreSQL' && !postgres) throw new Error('PostgreSQL is not installed');
      const config = {
        databaseUrl: kind === 'PostgreSQL' ? postgres?.url : undefined,
        dataDir: path.join(work, kind),
      };
      tmdb = await FakeTmdb.start();
      opened.secondClock = new TestClock();
      const replica = async (revocationCache = {}) => {
        const library = await createLibraryStore(config, { revocationCache });
        stores.push(library);
        const verifier = new TokenVerifier({
          issuer: TEST_ISSUER,
          audience: TEST_AUDIENCE,
          keys: localKeys(keys.jwks),
          revocations: library.revocations,
        });
        return buildApp({
          catalog: createTmdbCatalog(fakeTmdbConfig(tmdb).tmdb),
          library,
          favorites: await createFavoritesStore(config),
          auth: { verifier, embedded: undefined, close: async () => undefined },
          publicOrigin: 'http://localhost:5002',
        });
      };
      opened.first = await replica();
      opened.second = await replica({ clock: opened.secondClock });
      opened.db = (stores[0] as LibraryStore).db;
      opened.kind = opened.db.kind;
      opened.call = async (user, method, url, { body, app = opened.first, token } = {}) =>
        app.inject({
          method,
          url,
          ...(body === undefined ? {} : { payload: body as object }),
          headers: { authorization: `Bearer ${token ?? (await tokenFor(user))}` },
        });
      opened.fill = async (user, mark) => {
        const ok = async (method: InjectOptions['method'], url: string, body?: unknown) => {
          const response = await opened.call(user, method, url, { body });
          expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
          return response;
        };
        await ok('POST', '/api/favorites', {
          mediaType: 'movie',
          mediaId: '101',
          mediaTitle: `+${mark} favourite`,
          mediaImageUrl: '/orbit-poster.jpg',
        });
        await ok('PUT', '/api/me/watchlist/movie/103');
        await ok('PUT', '/api/me/watchlist/tv/202');
        await ok('POST', '/api/me/history/movie/101', { watchedOn: '2024-01-02' });
        await ok('POST', '/api/me/history/movie/101', { watchedOn: '2024-03-04' });
        await ok('PUT', '/api/me/history/tv/201/seasons/1', {});
        await ok('PUT', '/api/me/ratings/movie/101', { rating: 4.5 });
        await ok('PUT', '/api/me/ratings/tv/201/seasons/1/episodes/2', { rating: 2 });
        const list = (
          await ok('POST', '/api/me/lists', { name: `=${mark}`, description: `@${mark} notes` })
        ).json<{ id: string }>();
        await ok('PUT', `/api/me/lists/${list.id}/items/movie/104`);
        await ok('PUT', `/api/me/lists/${list.id}/items/tv/201`);
        await ok('PUT', '/api/me/services', { region: 'US', providerIds: [8] });
        await ok('GET', '/api/me/calendar');
        await ok('POST', '/api/me/calendar/feed', {});
        // An import waiting for decisions: written as the import job writes it (migration 9).
        const job = randomUUID();
        const now = new Date().toISOString();
        await opened.db.run(
          `INSERT INTO import_jobs (id, owner, file_name, format, status, total, heartbeat_at,
             created_at) VALUES (?, ?, ?, 'letterboxd', 'ready', 1, ?, ?)`,
          [job, ownerOf(user), `${mark}.zip`, now, now],
        );
        await opened.db.run(
          `INSERT INTO import_rows (job_id, row_id, item, state) VALUES (?, 1, ?, 'unmatched')`,
          [job, JSON.stringify({ kind: 'favorite', ref: { title: mark } })],
        );
      };
    });
    afterAll(async () => {
      await Promise.all([opened.first?.close(), opened.second?.close()]);
      await tmdb?.stop();
    });
    return opened;
  };

  return ['SQLite', ...(withPostgres ? ['PostgreSQL'] : [])].map((kind) => [kind, harness(kind)]);
}
