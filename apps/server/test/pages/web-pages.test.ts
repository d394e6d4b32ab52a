/**
 * The web app's pages as the server sends them around the build's render (here a stand-in that
 * reads the API as the router's loaders do: built-web-app.ts): the render's status, the site's
 * origin rather than the request's Host, revalidation and compression, no waiting on a slow
 * catalogue, hostile addresses, the offline catalogue, and the sitemap and robots.txt. What a
 * page's head says is the web app's to test (apps/web/src/page-heads.test.tsx).
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createTmdbCatalog } from '../../src/catalog/create-catalog.ts';
import { API_BUDGET_MS } from '../../src/pages/server-render.ts';
import { FakeTmdb } from '../fake-tmdb.ts';
import { buildOfflineApp, fakeTmdbConfig } from '../helpers.ts';
import {
  API_READING_RENDER,
  pageData,
  takeRenderRequests,
  writeBuiltWebApp,
} from './built-web-app.ts';

const HOST = 'films.test:8080';
const ORIGIN = `http://${HOST}`;

let tmdb: FakeTmdb;
let app: FastifyInstance;
const builds: string[] = [];

/**
 * A build of its own: a process loads a build's render module once, and the module keeps the
 * site it was configured with, so each app here renders with its own copy.
 */
async function newBuild(): Promise<string> {
  const dir = await writeBuiltWebApp('web-pages', { 'ssr/entry-server.js': API_READING_RENDER });
  builds.push(dir);
  return dir;
}

async function appWith(publicOrigin?: string): Promise<FastifyInstance> {
  const config = fakeTmdbConfig(tmdb, { TMDB_TIMEOUT_MS: '3000', TMDB_DEADLINE_MS: '5000' });
  const webDistDir = await newBuild();
  return buildApp({ catalog: createTmdbCatalog(config.tmdb), webDistDir, publicOrigin });
}

beforeAll(async () => {
  tmdb = await FakeTmdb.start();
  app = await appWith();
  // A first TMDB request (a new connection, code run for the first time) can take longer than
  // a render may wait for it on a busy machine; the tests' pages come after it.
  await app.inject('/api/movie/105');
});
afterAll(async () => {
  await app.close();
  await tmdb.stop();
  await Promise.all(builds.map((dir) => rm(dir, { recursive: true, force: true })));
});
beforeEach(() => {
  tmdb.reset();
  takeRenderRequests();
});

const page = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { host: HOST, ...headers } });

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const isRendered = (html: string) => html.includes('<div id="root"><main>');

describe('a page on a repeat visit', () => {
  it('is revalidated, and unchanged costs nothing: 304 with no body', async () => {
    const first = await page('/movie/101');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(String(first.headers.vary)).toMatch(/Accept-Encoding, Accept-Language/);
    const etag = String(first.headers.etag);
    const again = await page('/movie/101', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another watch region is another page.
    const elsewhere = await page('/movie/101', { 'accept-language': 'en-GB' });
    expect(elsewhere.headers.etag).not.toBe(etag);
    expect(
      (await page('/movie/101', { 'if-none-match': etag, 'accept-language': 'en-GB' })).statusCode,
    ).toBe(200);
  });

  it('comes compressed to a browser that takes brotli, or gzip', async () => {
    const plain = await page('/movie/101');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await page('/movie/101', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await page('/movie/101', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // Each encoding is its own representation, with its own validator.
    expect(new Set([plain, brotli, gzip].map((answer) => answer.headers.etag)).size).toBe(3);
  });
});

describe('the site’s origin', () => {
  it('is PUBLIC_ORIGIN when it is set, whatever the Host: the page, its API reads, robots.txt', async () => {
    const configured = await appWith('https://media.example');
    try {
      const response = await configured.inject({ url: '/movie/101', headers: { host: HOST } });
      expect(pageData(response.body)).toMatchObject({ movieDetails: { title: 'Orbit of Ash' } });
      expect(takeRenderRequests().map((request) => request.url)).toEqual([
        'https://media.example/movie/101',
      ]);
      const robots = await configured.inject({ url: '/robots.txt', headers: { host: HOST } });
      expect(robots.body).toContain('Sitemap: https://media.example/sitemap.xml');
    } finally {
      await configured.close();
    }
  });

  it('never comes from the Host in a page: two Hosts get the same page', async () => {
    const here = await page('/about');
    const there = await page('/about', { host: 'elsewhere.example' });
    expect(there.body).toBe(here.body);
    expect(there.headers.etag).toBe(here.headers.etag);
    const hosts = takeRenderRequests().map((request) => new URL(request.url).host);
    expect(hosts).not.toContain('elsewhere.example');
    expect(hosts).not.toContain(HOST);
  });
});

describe('addresses that name nothing', () => {
  it('a movie the catalogue does not know is the render’s 404', async () => {
    const response = await page('/movie/999999');
    expect(response.statusCode).toBe(404);
    expect(title(response.body)).toBe('Movie not found | Media Search');
    expect(response.body).toContain('<div id="root"><main>');
  });

  it('an id the app cannot read is a 404 that asks TMDB nothing', async () => {
    for (const url of ['/movie/abc', '/movie/0', '/movie/12abc']) {
      expect((await page(url)).statusCode, url).toBe(404);
    }
    expect(tmdb.requests).toHaveLength(0);
  });

  it('an address no route answers is a 404, rendered or as the shell', async () => {
    for (const url of ['/this-does-not-exist', '/docs', '/movie/101/crew']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<div id="root">');
    }
    // An unknown API address keeps the API's error shape.
    const api = await page('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404, code: 'ROUTE_NOT_FOUND' });
  });
});

describe('on the offline catalogue', () => {
  it('pages are made the same way, and an unknown id is a 404 too', async () => {
    const webDistDir = await newBuild();
    const offline = await buildOfflineApp(path.join(webDistDir, 'offline'), { webDistDir });
    try {
      const alien = await offline.inject({ url: '/movie/1', headers: { host: HOST } });
      expect(alien.statusCode).toBe(200);
      expect(title(alien.body)).toBe('Alien | Media Search');
      expect(pageData(alien.body)).toEqual((await offline.inject('/api/movie/1?region=US')).json());
      const missing = await offline.inject({ url: '/movie/999999', headers: { host: HOST } });
      expect(missing.statusCode).toBe(404);
    } finally {
      await offline.close();
    }
  });
});

describe('hostile text', () => {
  it('in the address or Host header never reaches the page', async () => {
    for (const url of [
      '/nowhere?q="><script>alert(1)</script>',
      '/movie/1"><script>alert(1)</script>',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('<script>alert(1)');
    }
    const badHost = await page('/about', { host: 'x"><script>alert(1)</script>' });
    expect(badHost.body).not.toContain('<script>alert(1)');
    // Where the Host is the site's origin (no PUBLIC_ORIGIN), one that names no host is refused.
    expect((await page('/robots.txt', { host: 'x"><script>alert(1)</script>' })).statusCode).toBe(
      400,
    );
  });
});

describe('a slow catalogue', () => {
  it('holds no page: the shell goes out within the budget, and the answer still warms the cache', async () => {
    tmdb.latencyMs = 1500;
    const started = performance.now();
    const response = await page('/movie/102');
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(200);
    expect(elapsed).toBeLessThan(API_BUDGET_MS + 500);
    expect(isRendered(response.body)).toBe(false);
    expect(title(response.body)).toBe('Media Search');
    // The app's own request meets the answer the render started, not a second TMDB request.
    const api = await page('/api/movie/102?region=US');
    expect(api.statusCode).toBe(200);
    expect(tmdb.requestsFor('/movie/102')).toHaveLength(1);
  });
});

describe('for search engines', () => {
  it('/sitemap.xml lists the fixed screens and the popular and trending details pages', async () => {
    const response = await page('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    const locs = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><\/url>/g)].map((match) => match[1]);
    expect(locs.length).toBe(xml.match(/<url>/g)?.length);
    expect(new Set(locs).size).toBe(locs.length);
    for (const screen of ['/', '/about', '/popular/movies', '/trending/actors']) {
      expect(locs).toContain(`${ORIGIN}${screen}`);
    }
    expect(locs).not.toContain(`${ORIGIN}/favorites`);
    for (const details of ['/movie/101', '/tv/201', '/person/301']) {
      expect(locs).toContain(`${ORIGIN}${details}`);
    }
  });

  it('/robots.txt points at the sitemap and keeps crawlers off the signed-in screens', async () => {
    const response = await page('/robots.txt');
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /favorites',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
      ]),
    );
  });
});
