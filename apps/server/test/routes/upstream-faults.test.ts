import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FakeTmdb } from '../fake-tmdb.ts';
import { buildTestApp } from '../helpers.ts';

let tmdb: FakeTmdb;
let app: FastifyInstance;
const unavailable = 'The movie database is unavailable right now. Please try again in a moment.';

beforeAll(async () => {
  tmdb = await FakeTmdb.start();
});
afterAll(() => tmdb.stop());
afterEach(async () => {
  await app.close();
  tmdb.reset();
});

/** A fresh app per test, so no answer is already cached. */
async function freshApp(env: Record<string, string> = {}) {
  app = await buildTestApp(tmdb, env);
  return app;
}

describe('when TMDB misbehaves', () => {
  it('coalesces 50 concurrent identical misses into exactly one upstream request', async () => {
    await freshApp();
    tmdb.latencyMs = 150;
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => app.inject('/api/movie/101')),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    expect(tmdb.requestsFor('/movie/101')).toHaveLength(1);
  });

  it('serves a repeat request from cache without asking TMDB again', async () => {
    await freshApp();
    await app.inject('/api/tvshow/201');
    await app.inject('/api/tvshow/201');
    await app.inject('/api/tvshow/201/seasons/1');
    expect(tmdb.requestsFor('/tv/201')).toHaveLength(1);
  });

  it('waits out Retry-After on a 429 and then gives one answer', async () => {
    await freshApp();
    tmdb.fail('/movie/101', { kind: 'status', status: 429, headers: { 'retry-after': '1' } }, 1);
    const started = Date.now();
    const response = await app.inject('/api/movie/101');
    expect(response.statusCode).toBe(200);
    expect(response.json().movieDetails.id).toBe(101);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(tmdb.requestsFor('/movie/101')).toHaveLength(2);
  });

  it('answers 503 with Retry-After when TMDB asks for a longer wait than we allow', async () => {
    await freshApp();
    tmdb.fail('/movie/101', { kind: 'status', status: 429, headers: { 'retry-after': '120' } });
    const response = await app.inject('/api/movie/101');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('120');
    expect(response.json()).toEqual({
      statusCode: 503,
      code: 'UPSTREAM_RATE_LIMITED',
      message: unavailable,
    });
    expect(tmdb.requestsFor('/movie/101')).toHaveLength(1);
  });

  it('retries a 5xx and succeeds when TMDB recovers', async () => {
    await freshApp();
    tmdb.fail('/movie/101', { kind: 'status', status: 502 }, 2);
    const response = await app.inject('/api/movie/101');
    expect(response.statusCode).toBe(200);
    expect(tmdb.requestsFor('/movie/101')).toHaveLength(3);
  });

  it('answers 502 after bounded retries when TMDB keeps failing', async () => {
    await freshApp();
    tmdb.fail('/movie/popular', { kind: 'status', status: 500 });
    const response = await app.inject('/api/movie/popular');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      statusCode: 502,
      code: 'UPSTREAM_UNAVAILABLE',
      message: unavailable,
    });
    expect(tmdb.requestsFor('/movie/popular')).toHaveLength(3);
  });

  it('answers 504, not a hang, when TMDB never answers', async () => {
    await freshApp({ TMDB_TIMEOUT_MS: '300', TMDB_DEADLINE_MS: '1500' });
    tmdb.fail('/search/multi', { kind: 'hang' });
    const started = Date.now();
    const response = await app.inject('/api/search/orbit');
    expect(response.statusCode).toBe(504);
    expect(response.json()).toMatchObject({ code: 'UPSTREAM_TIMEOUT', message: unavailable });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('answers 502 when TMDB resets the connection every time', async () => {
    await freshApp();
    tmdb.fail('/person/301', { kind: 'reset' });
    const response = await app.inject('/api/actor/301');
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(unavailable);
  });

  it('recovers from one connection reset', async () => {
    await freshApp();
    tmdb.fail('/person/301', { kind: 'reset' }, 1);
    expect((await app.inject('/api/actor/301')).statusCode).toBe(200);
  });

  it('answers 502 for malformed JSON', async () => {
    await freshApp();
    tmdb.fail('/tv/201', { kind: 'malformed' });
    const response = await app.inject('/api/tvshow/201');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'UPSTREAM_BAD_RESPONSE', message: unavailable });
  });

  it.each([
    ['a details answer', '/movie/101', '/api/movie/101', { id: 101, credits: { cast: 'nobody' } }],
    ['a list answer', '/movie/popular', '/api/movie/popular', { page: 1, results: 'none' }],
    ['an answer that is a list', '/tv/201', '/api/tvshow/201', [1, 2, 3]],
  ])(
    'answers 502 for valid JSON of a shape we cannot read: %s',
    async (_label, path, url, body) => {
      await freshApp();
      tmdb.fail(path, { kind: 'status', status: 200, body });
      const response = await app.inject(url);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({
        code: 'UPSTREAM_BAD_RESPONSE',
        message: unavailable,
      });
    },
  );

  it('answers 502, never 401, when TMDB rejects our token, and does not retry', async () => {
    await freshApp({ TMDB_API_TOKEN: 'wrong-token' });
    const response = await app.inject('/api/movie/101');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'UPSTREAM_REJECTED', message: unavailable });
    expect(response.body).not.toContain('wrong-token');
    expect(tmdb.requestsFor('/movie/101')).toHaveLength(1);
  });

  it('answers 502 when TMDB is not there at all', async () => {
    app = await buildTestApp(tmdb, { TMDB_BASE_URL: 'http://127.0.0.1:9/3' });
    const response = await app.inject('/api/actor/popular');
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(unavailable);
  });

  it('never stands an empty list in for an outage', async () => {
    await freshApp();
    tmdb.fail('/search/multi', { kind: 'status', status: 503 });
    const response = await app.inject('/api/search/orbit');
    expect(response.statusCode).toBe(502);
    expect(response.json()).not.toHaveProperty('results');
  });
});
