/** Two replicas sharing one Redis cache tier, and Redis going away and coming back. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisSharedCache } from '../../src/cache/shared-cache.ts';
import { FakeTmdb } from '../fake-tmdb.ts';
import { buildTestApp } from '../helpers.ts';
import { redisAvailable, startRedis, type RedisServer } from '../support/redis-server.ts';

const withRedis = redisAvailable() || Boolean(process.env.CI);
if (!withRedis) console.warn('redis-server is not installed: skipping the shared cache tests.');

describe.runIf(withRedis)('the Redis cache tier', () => {
  let tmdb: FakeTmdb;
  let redis: RedisServer;
  const apps: FastifyInstance[] = [];

  const replica = async () => {
    const outages: unknown[] = [];
    const shared = new RedisSharedCache(redis.url, (error) => outages.push(error));
    // As the server does before it listens: without this a replica's first lookups fail fast.
    expect(await shared.connected()).toBe(true);
    const app = await buildTestApp(tmdb, {}, { shared });
    app.addHook('onClose', () => shared.close());
    apps.push(app);
    return { app, shared, outages };
  };

  beforeAll(async () => {
    tmdb = await FakeTmdb.start();
    redis = await startRedis();
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await redis.stop();
    await tmdb.stop();
  });

  it('stops waiting for a Redis that is not there, so a replica still starts', async () => {
    const unreachable = new RedisSharedCache('redis://127.0.0.1:1', () => undefined);
    expect(await unreachable.connected(300)).toBe(false);
    expect(unreachable.healthy()).toBe(false);
    await unreachable.close();
  });

  it('lets a second replica answer from what the first one fetched', async () => {
    const [a, b] = [await replica(), await replica()];
    expect((await a.app.inject('/api/movie/101')).headers['x-cache']).toBe('miss');
    // What the first replica's load cost TMDB: one call, or two when a loaded machine's first
    // attempt passed the attempt timeout (CI saw that once). The second replica adds none.
    const callsByA = tmdb.requestsFor('/movie/101').length;
    const fromB = await b.app.inject('/api/movie/101');
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers['x-cache']).toBe('hit');
    expect(tmdb.requestsFor('/movie/101')).toHaveLength(callsByA);
  });

  it("serves a title's details from the record another replica stored for its credits page", async () => {
    const [a, b] = [await replica(), await replica()];
    const credits = await a.app.inject('/api/movie/104/credits');
    expect(credits.headers['x-cache']).toBe('miss');
    expect(credits.json().crew.map((group: { department: string }) => group.department)).toEqual([
      'Directing',
      'Writing',
    ]);
    const details = await b.app.inject('/api/movie/104');
    expect(details.headers['x-cache']).toBe('hit');
    expect(details.json().keyCrew).toEqual([
      { id: 301, name: 'Mara Quill', profilePath: null, jobs: ['Director', 'Screenplay'] },
    ]);
    expect(tmdb.requestsFor('/movie/104')).toHaveLength(1);
  });

  it('makes at most one upstream call per replica for a burst of identical misses', async () => {
    const [a, b] = [await replica(), await replica()];
    tmdb.latencyMs = 100;
    await Promise.all(
      [a, b].flatMap(({ app }) => Array.from({ length: 20 }, () => app.inject('/api/tvshow/201'))),
    );
    tmdb.latencyMs = 0;
    expect(tmdb.requestsFor('/tv/201').length).toBeLessThanOrEqual(2);
  });

  it('keeps serving from memory and TMDB while Redis is down, logs it once, and picks Redis up again', async () => {
    const { app, shared, outages } = await replica();
    await redis.stop();
    const during = await Promise.all([
      app.inject('/api/actor/301'),
      app.inject('/api/movie/102'),
      app.inject('/api/tvshow/201'),
    ]);
    expect(during.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(shared.healthy()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(outages.length).toBe(1);

    await redis.start();
    for (let attempt = 0; attempt < 50 && !shared.healthy(); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(shared.healthy()).toBe(true);
    const other = await replica();
    await app.inject('/api/search/orbit');
    expect((await other.app.inject('/api/search/orbit')).headers['x-cache']).toBe('hit');
  });
});
