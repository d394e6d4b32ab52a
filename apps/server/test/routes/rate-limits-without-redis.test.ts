/**
 * Rate limits while Redis is away (issue 14, finding 5): with REDIS_URL set and Redis stopped,
 * each limit falls back to counting in this process (and says so once in the log) instead of
 * letting every request through, and goes back to Redis when it returns.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOfflineApp } from '../helpers.ts';
import { authorizeUrl } from '../support/oidc-login.ts';
import { redisAvailable, startRedis, type RedisServer } from '../support/redis-server.ts';

const withRedis = redisAvailable() || Boolean(process.env.CI);
if (!withRedis) console.warn('redis-server is not installed: skipping the Redis outage limits.');

describe.runIf(withRedis)('rate limits with Redis stopped', () => {
  let work: string;
  let redis: RedisServer;
  let client: Redis;
  let app: FastifyInstance;
  let logs = '';

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'limits-no-redis-'));
    redis = await startRedis();
    // As server.ts connects it: fail fast, never queue.
    client = new Redis(redis.url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: 500,
    });
    client.on('error', () => undefined);
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs += chunk.toString();
        done();
      },
    });
    app = await buildOfflineApp(work, {
      rateLimit: { perMinute: 30, redis: client },
      logger: pino({ level: 'warn' }, sink),
    });
    await redis.stop();
  });
  afterAll(async () => {
    await app.close();
    client.disconnect();
    // Started again by the last test, to show the counts go back to Redis.
    await redis.stop();
    await rm(work, { recursive: true, force: true });
  });

  it('holds a client to the /api limit in memory, and logs the outage once', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++)
      statuses.push(
        (await app.inject({ url: '/api/movie/popular', remoteAddress: '198.51.100.70' }))
          .statusCode,
      );
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect(logs.match(/counting rate limits in memory/g)).toHaveLength(1);
  });

  it('still stops password guessing after ten tries a minute', async () => {
    const started = await app.inject({
      url: authorizeUrl(),
      remoteAddress: '198.51.100.71',
    });
    const cookies = started.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    const loginUrl = started.headers.location ?? '';
    const page = (
      await app.inject({
        url: loginUrl,
        headers: { cookie: cookies },
        remoteAddress: '198.51.100.71',
      })
    ).body;
    const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const attempt = (password: string) =>
      app.inject({
        method: 'POST',
        url: `${loginUrl}/login`,
        headers: { cookie: cookies, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username: 'ada', password, csrf }).toString(),
        remoteAddress: '198.51.100.71',
      });
    const wrong: number[] = [];
    for (let i = 0; i < 14; i++) wrong.push((await attempt(`guess-${i}`)).statusCode);
    expect(wrong.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(wrong.slice(10)).toEqual([429, 429, 429, 429]);
    const right = await attempt('ada-demo-password');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
  });

  it('counts in Redis again, where replicas share it, once Redis is back', async () => {
    await redis.start();
    const shared = new Redis(redis.url);
    try {
      await expect
        .poll(
          async () => {
            await app.inject({ url: '/api/movie/popular', remoteAddress: '198.51.100.72' });
            return shared.get('media-search:api-rate:198.51.100.72');
          },
          { timeout: 10_000, interval: 200 },
        )
        .not.toBeNull();
    } finally {
      shared.disconnect();
    }
  });
});
