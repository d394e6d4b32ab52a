/**
 * The home rows made for you on the offline demo catalogue, as a new visitor fills them: a few
 * ratings, a favourite and some watches give varied "Because you liked" rows and an Up Next.
 * A SQLite file holds the library and the favourites, as the app keeps them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createOfflineCatalog } from '../../src/catalog/create-catalog.ts';
import { createFavoritesStore } from '../../src/favorites/create-favorites-store.ts';
import type { FavoritesStore } from '../../src/favorites/favorites-store.ts';
import { createLibraryStore } from '../../src/library/library-store.ts';
import { makeTestKeys, TEST_ISSUER, testAuth } from '../support/test-tokens.ts';

const DEMO_PACK = path.join(import.meta.dirname, '..', '..', 'packs', 'demo');
const keys = await makeTestKeys();

describe('the home rows made for you on the demo catalogue', () => {
  let work: string;
  let app: FastifyInstance;
  let favorites: FavoritesStore;
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'for-you-demo-'));
    const config = { databaseUrl: undefined, dataDir: work };
    favorites = await createFavoritesStore(config);
    app = await buildApp({
      catalog: await createOfflineCatalog(DEMO_PACK, path.join(work, 'catalog')),
      library: await createLibraryStore(config),
      favorites,
      auth: testAuth(keys),
    });
  });
  afterAll(async () => {
    await app.close();
    await rm(work, { recursive: true, force: true });
  });

  const call = async (method: 'GET' | 'PUT' | 'POST', url: string, body?: object) => {
    const response = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${await keys.sign({ sub: 'newcomer' })}` },
      ...(method === 'GET' ? {} : { payload: body ?? {} }),
    });
    expect(response.statusCode).toBeLessThan(300);
    return response;
  };

  it('fills Up Next and three varied rows without anything already seen', async () => {
    await call('PUT', '/api/me/history/tv/1396/seasons/1/episodes/1');
    await call('PUT', '/api/me/history/tv/1396/seasons/1/episodes/2');
    await call('POST', '/api/me/history/movie/28');
    await call('PUT', '/api/me/ratings/movie/240', { rating: 5 });
    await call('PUT', '/api/me/ratings/movie/238', { rating: 5 });
    await favorites.add(`${TEST_ISSUER}|newcomer`, {
      mediaType: 'movie',
      mediaId: '603',
      mediaTitle: 'The Matrix',
      mediaImageUrl: '',
    });

    const upNext = (await call('GET', '/api/me/up-next')).json<{
      results: { seriesName: string; seasonNumber: number; episodeNumber: number }[];
    }>();
    expect(upNext.results).toMatchObject([
      { seriesName: 'Breaking Bad', seasonNumber: 1, episodeNumber: 3 },
    ]);

    const { rows } = (await call('GET', '/api/me/because-you-liked')).json<{
      rows: { seed: { title: string }; results: { mediaType: string; id: number }[] }[];
    }>();
    // The Godfather seeds a row, its sequel (the same collection) none, and Apocalypse Now
    // (another crime drama film) gives way to the favourite and the show being watched.
    expect(rows.map((row) => row.seed.title)).toEqual([
      'The Godfather',
      'The Matrix',
      'Breaking Bad',
    ]);
    const seen = new Set(['movie:28', 'movie:238', 'movie:240', 'movie:603', 'tv:1396']);
    const shown = rows.flatMap((row) => row.results.map((card) => `${card.mediaType}:${card.id}`));
    expect(shown.filter((key) => seen.has(key))).toEqual([]);
    expect(new Set(shown).size).toBe(shown.length);
    for (const row of rows) expect(row.results.length).toBeGreaterThan(0);
  });
});
