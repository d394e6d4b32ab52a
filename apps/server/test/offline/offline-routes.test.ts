/** Every catalogue route against the demo pack, through HTTP inject, as the web app calls them. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createOfflineCatalog } from '../../src/catalog/create-catalog.ts';

let dataDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'offline-routes-'));
  const catalog = await createOfflineCatalog(
    path.join(import.meta.dirname, '..', '..', 'packs', 'demo'),
    dataDir,
  );
  app = await buildApp({ catalog });
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- bodies are probed by the assertions
const get = async (url: string): Promise<any> => {
  const response = await app.inject(url);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
  return response.json();
};

describe('the offline catalogue over /api', () => {
  it('says it is offline and where its artwork lives', async () => {
    expect(await get('/api/configuration')).toEqual({
      catalog: 'offline',
      imageBaseUrl: '/api/art/w500',
      auth: null,
    });
  });

  it.each([
    ['/api/movie/popular', 'searchResults', 'movie'],
    ['/api/movie/trending', 'searchResults', 'movie'],
    ['/api/tvshow/popular', 'results', 'tv'],
    ['/api/tvshow/trending', 'results', 'tv'],
    ['/api/actor/popular', 'results', 'person'],
    ['/api/actor/trending', 'results', 'person'],
  ])('%s fills a first page of 20 in %s', async (url, key, mediaType) => {
    const body = await get(url);
    expect(body.page).toBe(1);
    expect(body[key]).toHaveLength(mediaType === 'tv' ? Math.min(20, body.totalResults) : 20);
    expect(body[key].every((item: { mediaType: string }) => item.mediaType === mediaType)).toBe(
      true,
    );
  });

  it('pages a list like TMDB: 20 a page, no repeats across pages', async () => {
    const first = await get('/api/actor/popular?page=1');
    const second = await get('/api/actor/popular?page=2');
    expect(first.totalPages).toBe(Math.ceil(first.totalResults / 20));
    const ids = [...first.results, ...second.results].map((person: { id: number }) => person.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers a movie with details, cast and US providers, and draws its poster', async () => {
    const body = await get('/api/movie/603');
    expect(body.movieDetails).toMatchObject({
      id: 603,
      title: 'The Matrix',
      posterPath: '/movie/603/poster.svg',
    });
    expect(body.castAndCrew.cast.length).toBeGreaterThan(3);
    expect(body.watchProviders.results.us).toHaveProperty('flatrate');
    const poster = await app.inject(`/api/art/w500${body.movieDetails.posterPath}`);
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toContain('image/svg+xml');
    expect(poster.body).toContain('The Matrix');
  });

  it('walks a TV show down to an episode and a guest star', async () => {
    const show = await get('/api/tvshow/1399');
    expect(show).toMatchObject({
      name: 'Game of Thrones',
      numberOfSeasons: show.seasons.filter((s: { seasonNumber: number }) => s.seasonNumber > 0)
        .length,
    });
    const season = await get('/api/tvshow/1399/seasons/1');
    expect(season).toMatchObject({ tvShowTitle: 'Game of Thrones', seasonNumber: 1 });
    expect(season.episodes.length).toBeGreaterThan(5);
    const episode = await get(
      `/api/tvshow/1399/seasons/1/episode/${season.episodes[0].episodeNumber}`,
    );
    expect(episode).toMatchObject({
      tvShowTitle: 'Game of Thrones',
      seasonNumber: 1,
      episodeNumber: 1,
    });
    expect(episode.name).toBe(season.episodes[0].name);
  });

  it('answers a listed season the pack has no episodes for with an empty list', async () => {
    const show = await get('/api/tvshow/1399');
    const last = show.seasons.at(-1).seasonNumber;
    const season = await get(`/api/tvshow/1399/seasons/${last}`);
    expect(season.episodes).toEqual([]);
  });

  it('answers a person with credits from movies and TV', async () => {
    const body = await get('/api/actor/17419');
    expect(body.name).toBe('Bryan Cranston');
    expect(
      body.combinedCredits.cast.some((credit: { mediaType: string }) => credit.mediaType === 'tv'),
    ).toBe(true);
  });

  it('searches all three media types at once', async () => {
    const body = await get('/api/search/the');
    expect(
      new Set(body.results.map((item: { mediaType: string }) => item.mediaType)).size,
    ).toBeGreaterThan(1);
    expect((await get('/api/search/movie/matrix')).searchResults[0].title).toBe('The Matrix');
    expect((await get('/api/search/tvshow/thrones')).results[0].name).toBe('Game of Thrones');
    expect((await get('/api/search/actor/cranston')).results[0].name).toBe('Bryan Cranston');
  });

  it.each([
    ['/api/movie/999999999', 404],
    ['/api/tvshow/999999999', 404],
    ['/api/tvshow/1399/seasons/99', 404],
    ['/api/tvshow/1399/seasons/1/episode/99', 404],
    ['/api/actor/999999999', 404],
    ['/api/art/w500/movie/999999999/poster.svg', 404],
    ['/api/movie/popular?page=501', 400],
  ])('%s answers %i in the error shape', async (url, status) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ statusCode: status });
  });
});
