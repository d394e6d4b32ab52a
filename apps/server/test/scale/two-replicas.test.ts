/**
 * Scale-out as docs/scaling-out.md describes it: two server processes on different ports sharing one
 * PostgreSQL, one Redis and one OpenID issuer (the embedded provider run as its own process,
 * acting as the external OIDC_ISSUER). They must behave as one.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port.ts';
import { signIn } from '../support/oidc-login.ts';
import {
  postgresAvailable,
  startPostgres,
  type PostgresServer,
} from '../support/postgres-server.ts';
import { redisAvailable, startRedis, type RedisServer } from '../support/redis-server.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';

const ready = (postgresAvailable() && redisAvailable()) || Boolean(process.env.CI);
if (!ready) console.warn('PostgreSQL or Redis is not installed: skipping the scale-out test.');

const rankingPack = path.join(import.meta.dirname, '..', 'fixtures', 'pack-ranking');
const RATE_LIMIT = 40;

describe.runIf(ready)('two replicas behind one issuer, database and cache', () => {
  let work: string;
  let postgres: PostgresServer;
  let redis: RedisServer;
  let issuer: ServerProcess;
  let replicas: ServerProcess[];
  let token: string;

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'scale-'));
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    const [issuerPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
    const issuerOrigin = `http://127.0.0.1:${issuerPort}`;
    issuer = await startServerProcess(issuerPort, {
      DATA_DIR: path.join(work, 'issuer'),
      CATALOG_PACK_DIR: rankingPack,
      PUBLIC_ORIGIN: issuerOrigin,
      WEB_ORIGINS: [issuerOrigin, `http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`].join(
        ',',
      ),
    });
    const shared = {
      CATALOG_PACK_DIR: rankingPack,
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      OIDC_ISSUER: `${issuerOrigin}/oidc`,
      OIDC_AUDIENCE: `${issuerOrigin}/api`,
      OIDC_CLIENT_ID: 'media-search-spa',
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    };
    replicas = await Promise.all(
      [portA, portB].map((port, index) =>
        startServerProcess(port, {
          ...shared,
          DATA_DIR: path.join(work, `replica-${index}`),
          PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
        }),
      ),
    );
    const { tokens } = await signIn({
      origin: issuerOrigin,
      clientId: 'media-search-spa',
      username: 'ben',
      password: 'ben-demo-password',
    });
    token = tokens.access_token;
  }, 60_000);

  afterAll(async () => {
    await Promise.all([...(replicas ?? []), issuer].filter(Boolean).map((server) => server.stop()));
    await redis?.stop();
    postgres?.stop();
    await rm(work, { recursive: true, force: true });
  });

  const favorites = (replica: ServerProcess, init: RequestInit = {}, query = '') =>
    fetch(`${replica.origin}/api/favorites${query}`, {
      ...init,
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
    });

  it('lists and deletes through one replica a favourite added through the other', async () => {
    const [a, b] = replicas as [ServerProcess, ServerProcess];
    const added = await favorites(a, {
      method: 'POST',
      body: JSON.stringify({
        mediaId: '2',
        mediaType: 'movie',
        mediaImageUrl: '',
        mediaTitle: 'Aliens',
      }),
    });
    expect(added.status).toBe(201);
    const { id } = (await added.json()) as { id: string };
    expect(
      ((await (await favorites(b)).json()) as { id: string }[]).map((favorite) => favorite.id),
    ).toEqual([id]);
    expect((await favorites(b, { method: 'DELETE' }, `?favoriteId=${id}`)).status).toBe(204);
    expect(await (await favorites(a)).json()).toEqual([]);
  });

  it('reports both replicas ready with the shared database and cache', async () => {
    for (const replica of replicas) {
      expect(await (await fetch(`${replica.origin}/api/ready`)).json()).toMatchObject({
        status: 'ready',
        checks: { database: 'ok', cache: 'ok' },
      });
    }
  });

  it('holds one client to one rate limit across both replicas', async () => {
    const statuses: number[] = [];
    for (let round = 0; round < RATE_LIMIT; round++) {
      for (const replica of replicas)
        statuses.push((await fetch(`${replica.origin}/api/movie/popular`)).status);
    }
    const allowed = statuses.filter((status) => status === 200).length;
    // A few requests were already spent above; never more than the one shared allowance.
    expect(allowed).toBeLessThanOrEqual(RATE_LIMIT);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(RATE_LIMIT);
  });
});
