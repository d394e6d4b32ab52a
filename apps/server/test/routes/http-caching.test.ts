/**
 * HTTP caching and compression of /api as a browser, a CDN or the nginx in deploy/ sees them:
 * Cache-Control by kind of answer, strong ETags and 304s, br and gzip made once per cached
 * answer, and nothing user-specific or failed kept by anyone.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createOfflineCatalog, createTmdbCatalog } from '../../src/catalog/create-catalog.ts';
import { loadConfig } from '../../src/config.ts';
import { createFavoritesStore } from '../../src/favorites/create-favorites-store.ts';
import { FAKE_TMDB_TOKEN } from '../fake-tmdb.ts';
import { buildOfflineApp, RANKING_PACK, useFakeTmdbApp } from '../helpers.ts';
import { makeTestKeys, testAuth } from '../support/test-tokens.ts';
import { longRunningShow } from './long-running-show.ts';

// Watched from the start, before any app exists, so every compression the app makes is counted.
const brotli = vi.spyOn(zlib, 'brotliCompressSync');
const gzip = vi.spyOn(zlib, 'gzipSync');

const fake = useFakeTmdbApp();
const get = (url: string, headers: Record<string, string> = {}) =>
  fake.app.inject({ url, headers });

/** `Cache-Control` as directives: `{ public: true, 'max-age': 300, … }`. */
function directives(response: LightMyRequestResponse): Record<string, number | true> {
  const header = String(response.headers['cache-control'] ?? '');
  return Object.fromEntries(
    header.split(',').map((part) => {
      const [name = '', value] = part.trim().split('=');
      return [name, value === undefined ? true : Number(value)];
    }),
  );
}

const varyOf = (response: LightMyRequestResponse) =>
  String(response.headers.vary ?? '')
    .split(',')
    .map((field) => field.trim().toLowerCase())
    .filter(Boolean)
    .sort();

function decoded(response: LightMyRequestResponse): unknown {
  const encoding = response.headers['content-encoding'];
  const bytes =
    encoding === 'br'
      ? zlib.brotliDecompressSync(response.rawPayload)
      : encoding === 'gzip'
        ? zlib.gunzipSync(response.rawPayload)
        : response.rawPayload;
  return JSON.parse(bytes.toString());
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('Cache-Control of catalogue answers', () => {
  const kinds = {
    lists: {
      urls: [
        '/api/movie/popular',
        '/api/movie/trending?window=day',
        '/api/movie/top-rated',
        '/api/movie/now-playing',
        '/api/tvshow/airing-today',
        '/api/actor/popular',
        '/api/search/orbit',
        '/api/search/movie/orbit',
        '/api/discover/movie',
        '/api/discover/tv',
      ],
      keptFor: [MINUTE, HOUR],
      spoken: 'minutes',
    },
    details: {
      urls: [
        '/api/movie/101',
        '/api/movie/101?region=DE',
        '/api/movie/101/credits',
        '/api/tvshow/201',
        '/api/tvshow/201/credits',
        '/api/tvshow/201/seasons/1',
        '/api/tvshow/201/seasons/1/episode/1',
        '/api/actor/301',
        '/api/collection/501',
      ],
      keptFor: [HOUR, DAY],
      spoken: 'hours',
    },
    'reference lists': {
      urls: [
        '/api/genres/movie',
        '/api/regions',
        '/api/languages',
        '/api/watch-providers/tv?region=DE',
        '/api/configuration',
      ],
      keptFor: [DAY, 7 * DAY],
      spoken: 'a day',
    },
  };

  for (const [kind, { urls, keptFor, spoken }] of Object.entries(kinds)) {
    it(`lets anyone keep ${kind} for ${spoken}, and serve them stale a while longer`, async () => {
      const [least, most] = keptFor as [number, number];
      for (const url of urls) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(200);
        const policy = directives(response);
        expect(policy.public, url).toBe(true);
        expect(policy['max-age'], url).toBeGreaterThanOrEqual(least);
        expect(policy['max-age'], url).toBeLessThanOrEqual(most);
        expect(policy['stale-while-revalidate'], url).toBeGreaterThan(0);
        expect(policy['stale-if-error'], url).toBeGreaterThanOrEqual(policy['max-age'] as number);
      }
    });
  }
});

describe('ETags and 304 Not Modified', () => {
  it('gives an answer one strong ETag across hits, and another answer another', async () => {
    const etags = new Set<unknown>();
    for (let hit = 0; hit < 3; hit += 1) etags.add((await get('/api/movie/101')).headers.etag);
    expect(etags.size).toBe(1);
    const [etag] = [...etags];
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await get('/api/movie/102')).headers.etag).not.toBe(etag);
  });

  it('answers 304 with no body, and with its ETag, Cache-Control and Vary, to a client holding it', async () => {
    const br = { 'accept-encoding': 'br' };
    const first = await get('/api/tvshow/201', br);
    const etag = String(first.headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"something-else", ${etag}`, '*']) {
      const again = await get('/api/tvshow/201', { ...br, 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.rawPayload).toHaveLength(0);
      expect(again.headers['content-encoding']).toBeUndefined();
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
      expect(again.headers.vary).toBe(first.headers.vary);
    }
  });

  it('answers 200 with the whole answer to an ETag that is not the current one', async () => {
    const response = await get('/api/movie/101', { 'if-none-match': '"an-older-version"' });
    expect(response.statusCode).toBe(200);
    expect(decoded(response)).toMatchObject({ movieDetails: { id: 101 } });
  });
});

describe('compression', () => {
  it('sends br to clients that take it, else gzip, else plain bytes, all the same JSON', async () => {
    const plain = await get('/api/movie/101/credits');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const expected = plain.json();
    const asked = {
      'gzip, deflate, br, zstd': 'br',
      'br;q=0.5, gzip': 'gzip',
      'br;q=0, gzip': 'gzip',
      gzip: 'gzip',
      '*': 'br',
      deflate: undefined,
      identity: undefined,
    };
    const etags = new Set([plain.headers.etag]);
    for (const [acceptEncoding, encoding] of Object.entries(asked)) {
      const response = await get('/api/movie/101/credits', { 'accept-encoding': acceptEncoding });
      expect(response.headers['content-encoding'], acceptEncoding).toBe(encoding);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(decoded(response), acceptEncoding).toEqual(expected);
      etags.add(response.headers.etag);
    }
    // Each encoding is its own representation, with its own strong ETag.
    expect(etags.size).toBe(3);
    const compressed = await get('/api/movie/101/credits', { 'accept-encoding': 'br' });
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('knows an answer by any encoding’s ETag, and answers 304 with the ETag of the one asked for', async () => {
    const br = await get('/api/movie/101/credits', { 'accept-encoding': 'br' });
    const gzipped = await get('/api/movie/101/credits', {
      'accept-encoding': 'gzip',
      'if-none-match': String(br.headers.etag),
    });
    expect(gzipped.statusCode).toBe(304);
    expect(gzipped.headers.etag).not.toBe(br.headers.etag);
    const again = await get('/api/movie/101/credits', { 'accept-encoding': 'gzip' });
    expect(again.headers.etag).toBe(gzipped.headers.etag);
  });

  it('says exactly what varies: the encoding, and the Origin CORS answers to', async () => {
    const compressed = await get('/api/movie/101', { 'accept-encoding': 'br' });
    expect(varyOf(compressed)).toEqual(['accept-encoding', 'origin']);
    const fromTheApp = await get('/api/movie/101', {
      'accept-encoding': 'br',
      origin: 'http://elsewhere.test',
    });
    expect(varyOf(fromTheApp)).toEqual(['accept-encoding', 'origin']);
  });

  it('leaves a tiny answer plain for everyone, so it does not vary by encoding', async () => {
    const response = await get('/api/configuration', { 'accept-encoding': 'br, gzip' });
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(varyOf(response)).toEqual(['origin']);
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
  });

  it('compresses a cached answer once per encoding, however many clients fetch it', async () => {
    const url = '/api/tvshow/201/credits';
    const calls = () => ({ br: brotli.mock.calls.length, gzip: gzip.mock.calls.length });
    const start = calls();
    const first = await get(url, { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(calls()).toEqual({ br: start.br + 1, gzip: start.gzip });
    for (let hit = 0; hit < 5; hit += 1) {
      const hitAnswer = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(hitAnswer.headers['x-cache']).toBe('hit');
      expect(hitAnswer.rawPayload.equals(first.rawPayload)).toBe(true);
    }
    await get(url, { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(calls()).toEqual({ br: start.br + 1, gzip: start.gzip });
    for (let hit = 0; hit < 3; hit += 1) await get(url, { 'accept-encoding': 'gzip' });
    expect(calls()).toEqual({ br: start.br + 1, gzip: start.gzip + 1 });
  });

  it('sends a details answer the size of Game of Thrones in at most 15 kB with br', async () => {
    fake.tmdb.serve('tv-298', longRunningShow(298));
    const plain = await get('/api/tvshow/298');
    const br = await get('/api/tvshow/298', { 'accept-encoding': 'br' });
    expect(plain.rawPayload.length).toBeGreaterThan(35_000);
    expect(br.rawPayload.length).toBeLessThanOrEqual(15_000);
    expect(decoded(br)).toEqual(plain.json());
  });

  it('compresses answers that are not cached too (the OpenAPI document)', async () => {
    const plain = await get('/api/openapi.json');
    const br = await get('/api/openapi.json', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(decoded(br)).toEqual(plain.json());
  });
});

describe('answers nobody may keep, or only briefly', () => {
  it('lets an unknown id or path be kept for a minute', async () => {
    for (const url of ['/api/movie/999999', '/api/actor/999999', '/api/no-such-route']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['cache-control'], url).toBe('public, max-age=60');
    }
  });

  it('lets no one keep a bad request or an upstream failure', async () => {
    const bad = await get('/api/movie/popular?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['cache-control']).toBe('no-store');
    fake.tmdb.fail('/movie/103', { kind: 'status', status: 401 });
    const failed = await get('/api/movie/103');
    expect(failed.statusCode).toBe(502);
    expect(failed.headers['cache-control']).toBe('no-store');
  });

  it('lets no one keep a 429', async () => {
    const config = loadConfig({
      TMDB_API_TOKEN: FAKE_TMDB_TOKEN,
      TMDB_BASE_URL: fake.tmdb.baseUrl,
    });
    const limited = await buildApp({
      catalog: createTmdbCatalog(config.tmdb),
      rateLimit: { perMinute: 1 },
    });
    try {
      await limited.inject('/api/movie/101');
      const refused = await limited.inject('/api/movie/101');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['cache-control']).toBe('no-store');
    } finally {
      await limited.close();
    }
  });
});

const keys = await makeTestKeys();

describe('user-specific answers', () => {
  let work: string;
  let favoritesApp: FastifyInstance;
  let signInApp: FastifyInstance;

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'http-caching-'));
    favoritesApp = await buildApp({
      catalog: await createOfflineCatalog(RANKING_PACK, path.join(work, 'catalog')),
      favorites: await createFavoritesStore({ databaseUrl: undefined, dataDir: work }),
      auth: testAuth(keys),
    });
    signInApp = await buildOfflineApp(path.join(work, 'sign-in'));
  });
  afterAll(async () => {
    await Promise.all([favoritesApp.close(), signInApp.close()]);
    await rm(work, { recursive: true, force: true });
  });

  it('keeps favourites private and unstored, whatever the answer', async () => {
    const authorization = `Bearer ${await keys.sign({ sub: 'ada' })}`;
    const movie = {
      mediaId: '603',
      mediaType: 'movie',
      mediaImageUrl: '/movie/603/poster.svg',
      mediaTitle: 'The Matrix',
    };
    const answers = [
      await favoritesApp.inject({
        method: 'POST',
        url: '/api/favorites',
        payload: movie,
        headers: { authorization },
      }),
      await favoritesApp.inject({
        url: '/api/favorites',
        headers: { authorization, 'accept-encoding': 'br' },
      }),
      await favoritesApp.inject({ url: '/api/favorites' }),
      await favoritesApp.inject({
        method: 'DELETE',
        url: '/api/favorites?favoriteId=none',
        headers: { authorization },
      }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 200, 401, 404]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps the sign-in pages and the OpenID provider private and unstored', async () => {
    for (const url of [
      '/oidc/.well-known/openid-configuration',
      '/oidc/jwks',
      '/idp/interaction/unknown',
    ]) {
      const response = await signInApp.inject(url);
      expect(response.headers['cache-control'], url).toBe('private, no-store');
    }
  });
});
