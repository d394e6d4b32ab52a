import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PackPuller } from '../../scripts/catalog-pull.ts';
import { createOfflineCatalog } from '../../src/catalog/create-catalog.ts';
import { RateLimiter } from '../../src/catalog/tmdb/rate-limiter.ts';
import { TmdbHttp } from '../../src/catalog/tmdb/tmdb-http.ts';
import { FAKE_TMDB_TOKEN, FakeTmdb } from '../fake-tmdb.ts';

let tmdb: FakeTmdb;
let work: string;
let out: string;

const pull = async () => {
  const http = new TmdbHttp({
    baseUrl: tmdb.baseUrl,
    token: FAKE_TMDB_TOKEN,
    limiter: new RateLimiter({ requestsPerSecond: 40, burst: 10 }),
    attemptTimeoutMs: 1000,
    deadlineMs: 3000,
    maxRetries: 1,
    retryBaseDelayMs: 10,
    maxRetryAfterMs: 1000,
  });
  try {
    return await new PackPuller({ http, out, pages: 1 }).pull();
  } finally {
    await http.close();
  }
};

beforeAll(async () => {
  tmdb = await FakeTmdb.start();
  work = await mkdtemp(path.join(tmpdir(), 'pull-'));
  out = path.join(work, 'pack');
});
afterAll(async () => {
  await tmdb.stop();
  await rm(work, { recursive: true, force: true });
});

describe('npm run catalog:pull', () => {
  it('writes the lists’ titles, every season of each show and the people their casts name', async () => {
    const counts = await pull();
    expect(counts).toMatchObject({ movies: 2, tvShows: 1 });
    for (const file of [
      'pack.json',
      'movies/101.json',
      'movies/102.json',
      'tv/201.json',
      'tv/201/season-1.json',
      'people/301.json',
    ]) {
      expect(existsSync(path.join(out, file)), file).toBe(true);
    }
    expect(tmdb.requestsFor('/tv/201/season/2')).toHaveLength(1);
    expect(tmdb.requestsFor('/person/304')).toHaveLength(1);
  });

  it('drops TMDB image paths, which an offline pack cannot reach', async () => {
    const movie = await readFile(path.join(out, 'movies/101.json'), 'utf8');
    expect(movie).not.toMatch(/"\/[\w-]+\.(jpg|png)"/);
    expect(JSON.parse(movie).title).toBe('Orbit of Ash');
  });

  it('resumes: a second run fetches only the lists again', async () => {
    tmdb.reset();
    await pull();
    const detailCalls = tmdb.requests.filter((request) =>
      /^\/(movie|tv|person)\/\d+/.test(request.path),
    );
    expect(detailCalls.map((request) => request.path).sort()).toEqual(
      // Only what 404ed the first time is asked for again.
      expect.arrayContaining(['/person/302']),
    );
    expect(detailCalls.some((request) => request.path === '/movie/101')).toBe(false);
  });

  it('makes a pack the offline catalogue serves', async () => {
    const catalog = await createOfflineCatalog(out, path.join(work, 'data'));
    const movie = await catalog.movie(101);
    expect(movie.movieDetails.posterPath).toBe('/movie/101/poster.svg');
    expect((await catalog.search('multi', 'orbit', 1)).results[0]?.id).toBe(101);
    expect((await catalog.season({ seriesId: 201, seasonNumber: 1 })).episodes).toHaveLength(3);
    await catalog.close();
  });
});
