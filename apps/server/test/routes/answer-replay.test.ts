/**
 * The answer replay (src/http/answer-replay.ts) over real HTTP: a cached catalogue answer asked
 * for again within a second is answered before Fastify routes it, and a caller cannot tell
 * the difference except by speed.
 */
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createTmdbCatalog } from '../../src/catalog/create-catalog.ts';
import { loadConfig } from '../../src/config.ts';
import { FAKE_TMDB_TOKEN, FakeTmdb } from '../fake-tmdb.ts';

const WEB_ORIGIN = 'http://app.example';
const PER_MINUTE = 8;

let tmdb: FakeTmdb;
let app: FastifyInstance;
let origin: string;
let logs = '';
/** Requests that reached Fastify's pipeline rather than the replay. */
let routed: string[] = [];

beforeAll(async () => {
  tmdb = await FakeTmdb.start();
  const config = loadConfig({ TMDB_API_TOKEN: FAKE_TMDB_TOKEN, TMDB_BASE_URL: tmdb.baseUrl });
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs += chunk.toString();
      done();
    },
  });
  app = await buildApp({
    catalog: createTmdbCatalog(config.tmdb),
    logger: pino({ level: 'info' }, sink),
    webOrigins: [WEB_ORIGIN],
    rateLimit: { perMinute: PER_MINUTE },
    // Each test is its own client, by the address a proxy in front reports.
    trustProxyHops: 1,
  });
  app.addHook('onRequest', (request, _reply, done) => {
    routed.push(request.url);
    done();
  });
  origin = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await app.close();
  await tmdb.stop();
});
beforeEach(() => {
  routed = [];
});

/** Each test's client, so that their allowances do not mix. */
let clientNumber = 0;
function client(): (url: string, headers?: Record<string, string>) => Promise<Response> {
  const address = `203.0.113.${++clientNumber}`;
  return (url, headers = {}) =>
    fetch(`${origin}${url}`, { headers: { 'x-forwarded-for': address, ...headers } });
}

const headersOf = (response: Response) => Object.fromEntries(response.headers.entries());
const PER_REQUEST = ['date', 'x-request-id', 'x-cache'];
const withoutPerRequest = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_REQUEST.includes(name)));

describe('answer replay', () => {
  it('answers a repeated cached GET with the same bytes and headers, without routing it', async () => {
    const get = client();
    const first = await get('/api/movie/102');
    const second = await get('/api/movie/102');
    expect(routed).toEqual(['/api/movie/102']);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(await first.text());
    expect(withoutPerRequest(headersOf(second))).toEqual(withoutPerRequest(headersOf(first)));
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(tmdb.requestsFor('/movie/102')).toHaveLength(1);
  });

  it('gives each replayed request its own id, the caller’s if it sent one, and a log line', async () => {
    const get = client();
    await get('/api/movie/103');
    const replayed = await get('/api/movie/103', { 'x-request-id': 'trace-me-103' });
    expect(replayed.headers.get('x-request-id')).toBe('trace-me-103');
    expect(routed).toEqual(['/api/movie/103']);
    const line = logs.split('\n').find((entry) => entry.includes('"reqId":"trace-me-103"'));
    expect(JSON.parse(line ?? '{}')).toMatchObject({
      method: 'GET',
      url: '/api/movie/103',
      statusCode: 200,
      msg: 'request completed',
    });
  });

  it('counts replayed requests against the client’s limit and answers 429 past it', async () => {
    const get = client();
    const statuses: number[] = [];
    for (let request = 0; request <= PER_MINUTE; request++)
      statuses.push((await get('/api/movie/popular')).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(PER_MINUTE);
    const limited = await get('/api/movie/popular');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('leaves cross-origin requests to CORS in Fastify', async () => {
    const get = client();
    await get('/api/movie/104');
    const crossOrigin = await get('/api/movie/104', { origin: WEB_ORIGIN });
    expect(crossOrigin.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
    expect(crossOrigin.headers.get('x-cache')).toBe('hit');
    expect(routed).toEqual(['/api/movie/104', '/api/movie/104']);
  });

  it('never replays an error', async () => {
    const get = client();
    expect((await get('/api/movie/999999')).status).toBe(404);
    expect((await get('/api/movie/999999')).status).toBe(404);
    expect(routed).toEqual(['/api/movie/999999', '/api/movie/999999']);
  });

  it('stops replaying an answer after a second', async () => {
    const get = client();
    await get('/api/movie/trending');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await get('/api/movie/trending')).headers.get('x-cache')).toBe('hit');
    expect(routed).toEqual(['/api/movie/trending', '/api/movie/trending']);
  });
});
