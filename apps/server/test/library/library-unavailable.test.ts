/**
 * PostgreSQL away under the library: its endpoints answer a clear 503 in the JSON error shape,
 * readiness says so, the failures are counted in the metrics, the catalogue keeps serving, and
 * all of it recovers by itself once the database is back.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createOfflineCatalog } from '../../src/catalog/create-catalog.ts';
import { LibraryStore, openLibraryDatabase } from '../../src/library/library-store.ts';
import { Metrics } from '../../src/metrics/metrics.ts';
import {
  postgresAvailable,
  startPostgres,
  type PostgresServer,
} from '../support/postgres-server.ts';
import { makeTestKeys, testAuth } from '../support/test-tokens.ts';
import { LIBRARY_PACK } from './library-harness.ts';

const withPostgres = postgresAvailable() || Boolean(process.env.CI);

describe.runIf(withPostgres)('PostgreSQL away under the library', () => {
  let work: string;
  let postgres: PostgresServer;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'library-unavailable-'));
    postgres = await startPostgres();
    const keys = await makeTestKeys();
    token = await keys.sign({ sub: 'pat' });
    const metrics = new Metrics();
    app = await buildApp({
      catalog: await createOfflineCatalog(LIBRARY_PACK, path.join(work, 'catalog')),
      library: new LibraryStore(
        metrics.countLibraryDatabaseErrors(
          await openLibraryDatabase({ databaseUrl: postgres.url, dataDir: work }),
        ),
      ),
      metrics,
      auth: testAuth(keys),
    });
  });
  afterAll(async () => {
    await app.close();
    postgres.stop();
    await rm(work, { recursive: true, force: true });
  });

  const ratings = () =>
    app.inject({ url: '/api/me/ratings', headers: { authorization: `Bearer ${token}` } });
  const libraryErrors = async (operation: string) => {
    const text = (await app.inject('/metrics')).body;
    const line = new RegExp(
      `^media_search_database_errors_total\\{store="postgres",operation="${operation}"\\} (\\d+)$`,
      'm',
    ).exec(text);
    return Number(line?.[1] ?? 0);
  };

  it('answers a clear 503, reports unready, counts it, and recovers by itself', async () => {
    const rated = await app.inject({
      method: 'PUT',
      url: '/api/me/ratings/movie/1',
      headers: { authorization: `Bearer ${token}` },
      payload: { rating: 4.5 },
    });
    expect(rated.statusCode).toBe(201);
    expect((await app.inject('/api/ready')).json()).toMatchObject({
      status: 'ready',
      checks: { library: 'ok' },
    });

    postgres.pause();
    const during = await ratings();
    expect(during.statusCode).toBe(503);
    expect(during.json()).toEqual({
      statusCode: 503,
      code: 'DATABASE_UNAVAILABLE',
      message:
        'Your watchlist, history, ratings and lists are unavailable right now. Please try again in a moment.',
    });
    expect(during.headers['retry-after']).toBe('5');
    expect(during.headers['cache-control']).toBe('private, no-store');
    const ready = await app.inject('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable', checks: { library: 'down' } });
    expect(await libraryErrors('library_read')).toBeGreaterThan(0);
    expect(await libraryErrors('library_ping')).toBe(1);
    expect((await app.inject('/api/movie/1')).statusCode).toBe(200);

    postgres.restart();
    const after = await ratings();
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ totalResults: 1, results: [{ mediaId: 1, rating: 4.5 }] });
    expect((await app.inject('/api/ready')).statusCode).toBe(200);
  });
});
