/** The top bar's suggestions, `/api/suggestions/:searchText`, on live TMDB (the fake) and offline. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createOfflineCatalog } from '../../src/catalog/create-catalog.ts';
import { LIST_CACHE } from '../../src/http/cache-policy.ts';
import { useFakeTmdbApp } from '../helpers.ts';

const fake = useFakeTmdbApp();

describe('GET /api/suggestions/:searchText on TMDB', () => {
  it('answers the mixed search’s best matches in a line’s worth of fields each', async () => {
    const response = await fake.app.inject('/api/suggestions/orbit');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      results: [
        {
          id: 101,
          mediaType: 'movie',
          name: 'Orbit of Ash',
          year: 1999,
          imagePath: '/orbit-poster.jpg',
        },
        { id: 202, mediaType: 'tv', name: 'Orbiters', year: null, imagePath: null },
        { id: 306, mediaType: 'person', name: 'Orla Bittner', year: null, imagePath: null },
      ],
    });
    const calls = fake.tmdb.requestsFor('/search/multi');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query.get('query')).toBe('orbit');
    expect(calls[0]?.query.get('page')).toBe('1');
  });

  it('is cached like the lists, and shares its TMDB answer with the full results', async () => {
    const first = await fake.app.inject('/api/suggestions/comet');
    expect(first.headers['cache-control']).toBe(LIST_CACHE);
    expect(first.headers.etag).toBeTruthy();
    const again = await fake.app.inject({
      url: '/api/suggestions/comet',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // Enter on the text opens the full results: their first page is the same TMDB answer.
    expect((await fake.app.inject('/api/search/comet')).statusCode).toBe(200);
    expect(fake.tmdb.requestsFor('/search/multi')).toHaveLength(1);
  });

  it('asks TMDB in the language asked for', async () => {
    await fake.app.inject('/api/suggestions/orbit?language=de');
    expect(fake.tmdb.requestsFor('/search/multi')[0]?.query.get('language')).toBe('de-DE');
  });

  it('answers an empty list when nothing matches', async () => {
    expect((await fake.app.inject('/api/suggestions/zzzz')).json()).toEqual({ results: [] });
  });

  it.each([
    ['only spaces', '%20%20'],
    ['over 200 characters', 'a'.repeat(201)],
    ['a control character', 'orb%07it'],
  ])('answers 400 in the error shape, never cached, for text of %s', async (_label, text) => {
    const response = await fake.app.inject(`/api/suggestions/${text}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(fake.tmdb.requests).toHaveLength(0);
  });

  it('answers 400 for a language the app does not speak', async () => {
    const response = await fake.app.inject('/api/suggestions/orbit?language=it');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
  });
});

describe('GET /api/suggestions/:searchText on the offline demo pack', () => {
  let dataDir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'suggestions-'));
    const packDir = path.join(import.meta.dirname, '..', '..', 'packs', 'demo');
    app = await buildApp({ catalog: await createOfflineCatalog(packDir, dataDir) });
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- bodies are probed by the assertions
  const get = async (url: string): Promise<any> => {
    const response = await app.inject(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe(LIST_CACHE);
    return response.json();
  };

  it('answers from the search index, in the full search’s order, at most eight', async () => {
    const { results } = await get('/api/suggestions/the');
    expect(results).toHaveLength(8);
    const full = await get('/api/search/the');
    expect(results.map((r: { id: number }) => r.id)).toEqual(
      full.results.slice(0, 8).map((r: { id: number }) => r.id),
    );
  });

  it('gives titles their year and poster, and people their portrait', async () => {
    expect((await get('/api/suggestions/lord%20of')).results[0]).toEqual({
      id: 120,
      mediaType: 'movie',
      name: 'The Lord of the Rings: The Fellowship of the Ring',
      year: 2001,
      imagePath: '/movie/120/poster.svg',
    });
    expect((await get('/api/suggestions/brad%20pi')).results[0]).toEqual({
      id: 287,
      mediaType: 'person',
      name: 'Brad Pitt',
      year: null,
      imagePath: '/person/287/profile.svg',
    });
  });

  it('answers an empty list for text with no words to search', async () => {
    expect(await get('/api/suggestions/%E2%80%94')).toEqual({ results: [] });
  });

  it('answers 400 in the error shape for blank text', async () => {
    const response = await app.inject('/api/suggestions/%20');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });
});
