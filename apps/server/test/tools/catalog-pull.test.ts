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
    expect(counts).toMatchObject({ movies: 2, tvShows: 1, collections: 1 });
    for (const file of [
      'pack.json',
      'movies/101.json',
      'movies/102.json',
      'tv/201.json',
      'tv/201/season-1.json',
      'people/301.json',
      'collections/501.json',
    ]) {
      expect(existsSync(path.join(out, file)), file).toBe(true);
    }
    expect(tmdb.requestsFor('/tv/201/season/2')).toHaveLength(1);
    // The key crew (director, writers, novelist) and the show's creators become people too.
    for (const person of [304, 306, 307])
      expect(tmdb.requestsFor(`/person/${person}`)).toHaveLength(1);
    expect(tmdb.requestsFor('/person/310')).toHaveLength(0);
  });

  it('asks for the appends the pack format carries', async () => {
    const appends = (tmdbPath: string) =>
      tmdb.requestsFor(tmdbPath)[0]?.query.get('append_to_response');
    expect(appends('/movie/101')).toBe('videos,credits,watch/providers,external_ids,release_dates');
    expect(appends('/tv/201')).toBe(
      'videos,aggregate_credits,watch/providers,external_ids,content_ratings',
    );
    expect(appends('/person/301')).toBeNull();
    const movie = JSON.parse(await readFile(path.join(out, 'movies/101.json'), 'utf8'));
    expect(movie.release_dates.results).toContainEqual(
      expect.objectContaining({ iso_3166_1: 'US' }),
    );
    expect(movie.belongs_to_collection).toMatchObject({ id: 501, poster_path: null });
    const show = JSON.parse(await readFile(path.join(out, 'tv/201.json'), 'utf8'));
    expect(show.content_ratings.results).toContainEqual(
      expect.objectContaining({ iso_3166_1: 'US', rating: 'TV-14' }),
    );
    expect(show.created_by).toHaveLength(2);
  });

  it("writes each movie's collection as TMDB sends it, without image paths", async () => {
    const collection = JSON.parse(await readFile(path.join(out, 'collections/501.json'), 'utf8'));
    expect(collection).toMatchObject({ id: 501, name: 'The Orbit Saga', poster_path: null });
    expect(collection.parts.map((part: { id: number }) => part.id).sort()).toEqual([101, 104, 105]);
    expect(collection.parts[0].poster_path).toBeNull();
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
    expect(tmdb.requestsFor('/collection/501')).toHaveLength(0);
  });

  it('makes a pack the offline catalogue serves', async () => {
    const catalog = await createOfflineCatalog(out, path.join(work, 'data'));
    const movie = await catalog.movie(101);
    expect(movie.movieDetails.posterPath).toBe('/movie/101/poster.svg');
    expect((await catalog.search('multi', 'orbit', 1)).results[0]?.id).toBe(101);
    expect((await catalog.season({ seriesId: 201, seasonNumber: 1 })).episodes).toHaveLength(3);
    expect(movie.movieDetails).toMatchObject({
      certification: 'R',
      collection: { id: 501, name: 'The Orbit Saga' },
    });
    expect(movie.keyCrew.map((person) => person.name)).toEqual([
      'Aurel Wick',
      'Juno Brisk',
      'Odile Fenn',
    ]);
    // Only the parts the pack holds: 104 and 105 were in no list.
    const collection = await catalog.collection(501);
    expect(collection.parts.map((part) => part.id)).toEqual([101]);
    expect((await catalog.tvShow(201)).contentRating).toBe('TV-14');
    await catalog.close();
  });
});
