/** Staying useful while TMDB fails: stale answers, the circuit breaker, readiness, request ids. */
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FakeTmdb } from '../fake-tmdb.ts';
import { buildTestApp } from '../helpers.ts';

let tmdb: FakeTmdb;
let app: FastifyInstance;
const HOUR = 3_600_000;

beforeAll(async () => {
  tmdb = await FakeTmdb.start();
});
afterAll(() => tmdb.stop());
afterEach(async () => {
  await app.close();
  tmdb.reset();
});

describe('when TMDB fails after answering once', () => {
  it('serves the cached answer marked stale, and refreshes it when TMDB is back', async () => {
    let offset = 0;
    app = await buildTestApp(tmdb, {}, { now: () => Date.now() + offset });
    const first = await app.inject('/api/movie/101');
    expect(first.headers['x-cache']).toBe('miss');
    expect((await app.inject('/api/movie/101')).headers['x-cache']).toBe('hit');

    offset = 14 * HOUR; // past 12 h plus up to 10 % jitter
    tmdb.fail('/movie/101', { kind: 'status', status: 503 });
    const stale = await app.inject('/api/movie/101');
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['x-cache']).toBe('stale');
    expect(stale.body).toBe(first.body);

    tmdb.reset();
    let state = (await app.inject('/api/movie/101')).headers['x-cache'];
    for (let attempt = 0; attempt < 40 && state !== 'hit'; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      state = (await app.inject('/api/movie/101')).headers['x-cache'];
    }
    expect(state).toBe('hit');
  });

  it('marks a season answer stale when one of its parts is', async () => {
    let offset = 0;
    app = await buildTestApp(tmdb, {}, { now: () => Date.now() + offset });
    await app.inject('/api/tvshow/201/seasons/1');
    offset = 14 * HOUR; // past 12 h plus up to 10 % jitter
    tmdb.fail('/tv/', { kind: 'hang' });
    const response = await app.inject('/api/tvshow/201/seasons/1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-cache']).toBe('stale');
  });
});

describe('the circuit breaker', () => {
  it('stops calling TMDB after repeated failures, fails fast with 503, and closes again by itself', async () => {
    app = await buildTestApp(tmdb, { TMDB_BREAKER_FAILURES: '2', TMDB_BREAKER_RESET_MS: '300' });
    tmdb.fail('/movie/popular', { kind: 'status', status: 500 });
    expect((await app.inject('/api/movie/popular')).statusCode).toBe(502);
    expect((await app.inject('/api/movie/popular?page=2')).statusCode).toBe(502);
    const calls = tmdb.requests.length;

    const fast = await app.inject('/api/movie/trending');
    expect(fast.statusCode).toBe(503);
    expect(fast.json()).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    expect(fast.headers['retry-after']).toBe('1');
    expect(tmdb.requests.length).toBe(calls);
    expect((await app.inject('/api/ready')).json()).toMatchObject({
      status: 'degraded',
      checks: { catalog: 'degraded' },
    });

    tmdb.reset();
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await app.inject('/api/movie/trending')).statusCode).toBe(200);
    expect((await app.inject('/api/ready')).json()).toMatchObject({
      status: 'ready',
      checks: { catalog: 'ok' },
    });
  });

  it('does not count a 404 as TMDB failing', async () => {
    app = await buildTestApp(tmdb, { TMDB_BREAKER_FAILURES: '2' });
    for (const id of [901, 902, 903])
      expect((await app.inject(`/api/movie/${id}`)).statusCode).toBe(404);
    expect((await app.inject('/api/movie/101')).statusCode).toBe(200);
  });
});

describe('request ids', () => {
  it('echoes a caller’s request id and makes one up otherwise', async () => {
    app = await buildTestApp(tmdb);
    expect(
      (await app.inject({ url: '/api/health', headers: { 'x-request-id': 'trace-123' } })).headers[
        'x-request-id'
      ],
    ).toBe('trace-123');
    const made = (
      await app.inject({ url: '/api/health', headers: { 'x-request-id': 'bad id <script>' } })
    ).headers['x-request-id'];
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
  });
});
