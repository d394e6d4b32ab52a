/**
 * One client's burst of distinct uncached requests against everyone else's (issue 14, finding
 * 8): TMDB calls wait in one limiter, so 200 concurrent unique searches once made other
 * visitors' misses wait about five seconds. Now a client may have only a few loads running; the
 * rest of its burst is refused at once and the others' requests go ahead.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeTmdb } from '../fake-tmdb.ts';
import { buildTestApp } from '../helpers.ts';

let tmdb: FakeTmdb;
let app: FastifyInstance;

beforeAll(async () => {
  tmdb = await FakeTmdb.start();
  // A slow upstream budget makes the queue visible: 5 calls a second after a burst of 10.
  app = await buildTestApp(tmdb, { TMDB_REQUESTS_PER_SECOND: '5', TMDB_DEADLINE_MS: '30000' });
});
afterAll(async () => {
  await app.close();
  await tmdb.stop();
});

describe('upstream fairness', () => {
  it("answers another visitor's miss promptly while one client floods with unique searches", async () => {
    // The flood's answers come slowly, so its first loads are still running when the rest of it
    // arrives, however long the machine takes to hand the 200 requests over: with instant
    // answers, a busy machine let loads finish and free their places before the flood's last
    // requests came, which then started loads of their own.
    tmdb.latencyMs = 2000;
    let refused = 0;
    const flood = Array.from({ length: 200 }, (_, i) =>
      app
        .inject({ url: `/api/search/flood-${i}`, remoteAddress: '203.0.113.80' })
        .then((response) => {
          if (response.statusCode === 429) refused += 1;
          return response;
        }),
    );
    while (refused < 150) await new Promise((resolve) => setTimeout(resolve, 10));
    tmdb.latencyMs = 0;
    const started = Date.now();
    const visitor = await Promise.race([
      app.inject({ url: '/api/movie/101', remoteAddress: '203.0.113.81' }),
      new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 6000)),
    ]);
    const waitedMs = Date.now() - started;
    const statuses = (await Promise.all(flood)).map((response) => response.statusCode);
    expect(visitor).not.toBe('waited');
    expect(visitor !== 'waited' && visitor.statusCode).toBe(200);
    // Behind the whole flood it waited over 20 s; behind the client's share, about 1.5 s.
    expect(waitedMs).toBeLessThan(5000);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(150);
    // Loads started, not calls: a slow machine's attempt may time out and be tried again.
    const searched = new Set(
      tmdb.requestsFor('/search/multi').map((request) => request.query.get('query')),
    );
    expect(searched.size).toBeLessThanOrEqual(20);
  });
});
