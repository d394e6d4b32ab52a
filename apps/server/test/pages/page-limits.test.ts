/**
 * The pages' own limits (src/http/page-guards.ts). Pages were under no per-client limit, and
 * each uncached one cost a TMDB call: one client drove 1,500 person pages upstream in 50 s, the
 * whole shared TMDB budget, and made other visitors' searches wait. Now a client has an
 * allowance of pages a minute, and a much smaller one of catalogue loads its pages' renders may
 * start; past that its pages go out as the app's shell, without their data, at no cost upstream.
 * The render here is a stand-in that reads the API as the router's loaders do (built-web-app.ts).
 */
import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createTmdbCatalog } from '../../src/catalog/create-catalog.ts';
import { FakeTmdb } from '../fake-tmdb.ts';
import { fakeTmdbConfig } from '../helpers.ts';
import { API_READING_RENDER, pageData, writeBuiltWebApp } from './built-web-app.ts';

const PAGES_PER_MINUTE = 6;
const PAGE_MISSES_PER_MINUTE = 2;

let tmdb: FakeTmdb;
let work: string;
let app: FastifyInstance;

beforeAll(async () => {
  tmdb = await FakeTmdb.start();
  work = await writeBuiltWebApp('page-limits', {
    'assets/index-abc.js': 'export {};\n',
    'ssr/entry-server.js': API_READING_RENDER,
  });
  const config = fakeTmdbConfig(tmdb, { TMDB_TIMEOUT_MS: '3000', TMDB_DEADLINE_MS: '5000' });
  app = await buildApp({
    catalog: createTmdbCatalog(config.tmdb),
    webDistDir: work,
    rateLimit: {
      perMinute: 600,
      pagePerMinute: PAGES_PER_MINUTE,
      pageMissesPerMinute: PAGE_MISSES_PER_MINUTE,
    },
  });
});
afterAll(async () => {
  await app.close();
  await tmdb.stop();
  await rm(work, { recursive: true, force: true });
});
beforeEach(() => tmdb.reset());
// A first TMDB request can take longer than a render may wait for it on a busy machine.
beforeAll(() => app.inject({ url: '/api/movie/101', remoteAddress: '203.0.113.250' }));

const from = (remoteAddress: string, url: string) =>
  app.inject({ url, remoteAddress, headers: { host: 'films.test' } });

const detailsCalls = () =>
  tmdb.requests.filter((request) => /^\/(movie|person)\/\d+$/.test(request.path)).length;

describe('the page limit', () => {
  it('refuses a client’s pages past its allowance in a sentence, while another client is served', async () => {
    const client = '203.0.113.1';
    const allowed: number[] = [];
    for (let i = 0; i < PAGES_PER_MINUTE; i++)
      allowed.push((await from(client, i % 2 ? '/sitemap.xml' : '/search')).statusCode);
    expect(allowed).toEqual(Array(PAGES_PER_MINUTE).fill(200));

    const refused = await from(client, '/movie/101');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(refused.body).toMatch(/^Too many requests\. Please wait \d+ seconds\.\n$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect((await from(client, '/sitemap.xml')).statusCode).toBe(429);
    // The refused page cost the catalogue nothing.
    expect(detailsCalls()).toBe(0);
    // The build's files and robots.txt cost nothing, and are never counted.
    expect((await from(client, '/assets/index-abc.js')).statusCode).toBe(200);
    expect((await from(client, '/robots.txt')).statusCode).toBe(200);

    const other = await from('203.0.113.2', '/movie/101');
    expect(other.statusCode).toBe(200);
    expect(pageData(other.body)).toMatchObject({ movieDetails: { title: 'Orbit of Ash' } });
  });
});

describe('the page miss allowance', () => {
  it('sends a client’s pages as the app’s shell once its loads are spent, asking TMDB nothing more', async () => {
    const client = '203.0.113.10';
    for (const id of [102, 103])
      expect(pageData((await from(client, `/movie/${id}`)).body)).toBeDefined();
    expect(detailsCalls()).toBe(PAGE_MISSES_PER_MINUTE);

    const spent = await from(client, '/movie/104');
    expect(spent.statusCode).toBe(200);
    expect(pageData(spent.body)).toBeUndefined();
    expect(spent.body).toContain('<div id="root"></div>');
    // Not even asked whether it exists: the page is the app's, which will ask the API.
    expect((await from(client, '/movie/987654')).statusCode).toBe(200);
    expect(detailsCalls()).toBe(PAGE_MISSES_PER_MINUTE);

    // What the cache holds still comes with its page.
    expect(pageData((await from(client, '/movie/102')).body)).toBeDefined();
    // Another client's pages have an allowance of their own.
    expect(pageData((await from('203.0.113.11', '/movie/105')).body)).toBeDefined();
    // The app's own request for the data is an /api request, under that limit.
    expect((await from(client, '/api/movie/104')).statusCode).toBe(200);
    expect(detailsCalls()).toBe(PAGE_MISSES_PER_MINUTE + 2);
  });
});
