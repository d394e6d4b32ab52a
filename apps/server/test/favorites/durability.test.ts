/** Favourites survive a killed server and a restarting PostgreSQL. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createOfflineCatalog } from '../../src/catalog/create-catalog.ts';
import { createFavoritesStore } from '../../src/favorites/create-favorites-store.ts';
import { freePort } from '../support/free-port.ts';
import { signIn } from '../support/oidc-login.ts';
import {
  postgresAvailable,
  startPostgres,
  type PostgresServer,
} from '../support/postgres-server.ts';
import { startServerProcess } from '../support/server-process.ts';
import { makeTestKeys, testAuth } from '../support/test-tokens.ts';

const rankingPack = path.join(import.meta.dirname, '..', 'fixtures', 'pack-ranking');
let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'durability-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

describe('a server killed with SIGKILL in the middle of writes', () => {
  it('loses no acknowledged favourite and leaves an intact SQLite file', async () => {
    const dataDir = path.join(work, 'killed');
    const port = await freePort();
    const env = {
      DATA_DIR: dataDir,
      CATALOG_PACK_DIR: rankingPack,
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      RATE_LIMIT_PER_MINUTE: '100000',
    };
    const server = await startServerProcess(port, env);
    const { tokens } = await signIn({
      origin: server.origin,
      clientId: 'media-search-spa',
      username: 'ada',
      password: 'ada-demo-password',
    });
    const acknowledged: string[] = [];
    const writes = Array.from({ length: 400 }, (_, index) =>
      fetch(`${server.origin}/api/favorites`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${tokens.access_token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          mediaId: String(index + 1),
          mediaType: 'movie',
          mediaImageUrl: '',
          mediaTitle: `Title ${index}`,
        }),
      }).then(
        (response) => {
          if (response.status === 201) acknowledged.push(String(index + 1));
        },
        () => undefined,
      ),
    );
    // Kill it once some writes are acknowledged and others are still in flight.
    while (acknowledged.length < 50) await new Promise((resolve) => setTimeout(resolve, 5));
    server.child.kill('SIGKILL');
    await Promise.all(writes);
    await server.exited;
    expect(acknowledged.length).toBeLessThan(400);

    const db = new DatabaseSync(path.join(dataDir, 'media-search.sqlite'));
    expect(db.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
    db.close();
    const restarted = await startServerProcess(port, env);
    const listed = (await (
      await fetch(`${restarted.origin}/api/favorites`, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      })
    ).json()) as { mediaId: string }[];
    const saved = new Set(listed.map((favorite) => favorite.mediaId));
    expect(acknowledged.filter((mediaId) => !saved.has(mediaId))).toEqual([]);
    console.log(
      `SIGKILL: ${acknowledged.length} of 400 writes acknowledged before the kill, ${saved.size} rows after restart, all acknowledged present`,
    );
    await restarted.stop();
  });
});

const withPostgres = postgresAvailable() || Boolean(process.env.CI);

describe.runIf(withPostgres)('PostgreSQL restarting under the server', () => {
  let postgres: PostgresServer;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    postgres = await startPostgres();
    const keys = await makeTestKeys();
    token = await keys.sign({ sub: 'pat' });
    app = await buildApp({
      catalog: await createOfflineCatalog(rankingPack, path.join(work, 'pg-catalog')),
      favorites: await createFavoritesStore({ databaseUrl: postgres.url, dataDir: work }),
      auth: testAuth(keys),
    });
  });
  afterAll(async () => {
    await app.close();
    postgres.stop();
  });

  const list = () =>
    app.inject({ url: '/api/favorites', headers: { authorization: `Bearer ${token}` } });

  it('answers a clear 503 while the database is away and recovers by itself', async () => {
    const saved = await app.inject({
      method: 'POST',
      url: '/api/favorites',
      headers: { authorization: `Bearer ${token}` },
      payload: { mediaId: '1', mediaType: 'movie', mediaImageUrl: '', mediaTitle: 'Alien' },
    });
    expect(saved.statusCode).toBe(201);

    postgres.pause();
    const pausedAt = performance.now();
    const during = await list();
    console.log(`PostgreSQL away: 503 after ${Math.round(performance.now() - pausedAt)} ms`);
    expect(during.statusCode).toBe(503);
    expect(during.json()).toMatchObject({
      code: 'DATABASE_UNAVAILABLE',
      message: 'Favorites are unavailable right now. Please try again in a moment.',
    });
    expect(during.headers['retry-after']).toBe('5');
    expect((await app.inject('/api/ready')).json()).toMatchObject({
      status: 'unavailable',
      checks: { database: 'down' },
    });
    expect((await app.inject('/api/movie/popular')).statusCode).toBe(200);

    postgres.restart();
    const after = await list();
    expect(after.statusCode).toBe(200);
    expect(after.json()).toHaveLength(1);
    expect((await app.inject('/api/ready')).statusCode).toBe(200);
  });
});
