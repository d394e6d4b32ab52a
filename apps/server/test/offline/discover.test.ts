/**
 * Offline discovery on a small pack written here (its dates relative to today): each filter,
 * each sort, the in-memory pass against the same discovery in SQL, the more lists, and the
 * genres, regions, providers and languages the pack has; then the same through the HTTP routes.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { DiscoverFilters } from '../../src/catalog/discover-models.ts';
import { discoverQuery } from '../../src/catalog/offline/discover-query.ts';
import { OfflineCatalog } from '../../src/catalog/offline/offline-catalog.ts';
import { openPackDatabase } from '../../src/catalog/offline/pack-database.ts';
import { PackReader } from '../../src/catalog/offline/pack-files.ts';

const DAY = 24 * 60 * 60 * 1000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

const ACTION = { id: 28, name: 'Action' };
const DRAMA = { id: 18, name: 'Drama' };
const COMEDY = { id: 35, name: 'Comedy' };
const CRIME = { id: 80, name: 'Crime' };
const netflix = { provider_id: 8, provider_name: 'Netflix', display_priority: 3 };
const prime = { provider_id: 9, provider_name: 'Amazon Prime Video', display_priority: 1 };
const store = { provider_id: 2, provider_name: 'Apple TV', display_priority: 7 };

const certified = (certification: string) => ({
  results: [{ iso_3166_1: 'US', release_dates: [{ type: 3, certification }] }],
});

interface MovieSpec {
  id: number;
  title: string;
  released: string | null;
  popularity: number;
  rating: number;
  votes: number;
  runtime: number;
  language: string;
  genres: { id: number; name: string }[];
  certification?: string;
  revenue?: number;
  offers?: Record<string, Record<string, unknown>>;
}

const movie = (spec: MovieSpec) => ({
  id: spec.id,
  title: spec.title,
  original_title: spec.title,
  release_date: spec.released,
  popularity: spec.popularity,
  vote_average: spec.rating,
  vote_count: spec.votes,
  runtime: spec.runtime,
  original_language: spec.language,
  genres: spec.genres,
  revenue: spec.revenue ?? 0,
  release_dates: spec.certification ? certified(spec.certification) : undefined,
  'watch/providers': { results: spec.offers ?? {} },
});

const MOVIES = [
  movie({
    id: 1,
    title: 'Blast Radius',
    released: '1994-06-01',
    popularity: 90,
    rating: 8.6,
    votes: 5000,
    runtime: 118,
    language: 'en',
    genres: [ACTION, DRAMA],
    certification: 'R',
    revenue: 300_000_000,
    offers: {
      DE: { link: 'https://example.test/de/1', flatrate: [netflix] },
      US: { rent: [store] },
    },
  }),
  movie({
    id: 2,
    title: 'Acre of Sky',
    released: '1997-03-01',
    popularity: 40,
    rating: 7.2,
    votes: 900,
    runtime: 95,
    language: 'en',
    genres: [ACTION],
    certification: 'PG',
    revenue: 80_000_000,
    offers: { DE: { flatrate: [prime], buy: [store] } },
  }),
  movie({
    id: 3,
    title: 'Zero Hour',
    released: '2008-09-09',
    popularity: 70,
    rating: 9.4,
    votes: 12,
    runtime: 150,
    language: 'de',
    genres: [DRAMA],
    certification: 'PG-13',
  }),
  movie({
    id: 4,
    title: 'Chuckle Street',
    released: day(-10),
    popularity: 60,
    rating: 6,
    votes: 300,
    runtime: 88,
    language: 'fr',
    genres: [COMEDY],
    certification: 'G',
  }),
  movie({
    id: 5,
    title: 'Coming Soon',
    released: day(20),
    popularity: 30,
    rating: 0,
    votes: 0,
    runtime: 101,
    language: 'en',
    genres: [ACTION],
  }),
  movie({
    id: 6,
    title: 'Next Week',
    released: day(5),
    popularity: 20,
    rating: 0,
    votes: 0,
    runtime: 99,
    language: 'en',
    genres: [COMEDY],
  }),
];

const SHOWS = [
  {
    id: 10,
    name: 'Night Desk',
    original_name: 'Night Desk',
    first_air_date: '2015-01-01',
    popularity: 50,
    vote_average: 8.2,
    vote_count: 400,
    original_language: 'en',
    episode_run_time: [45],
    genres: [CRIME, DRAMA],
    status: 'Returning Series',
    seasons: [{ id: 100, season_number: 1, name: 'Season 1', episode_count: 2 }],
    next_episode_to_air: { id: 1002, season_number: 1, episode_number: 2, air_date: day(3) },
    'watch/providers': { results: { DE: { flatrate: [netflix] } } },
  },
  {
    id: 11,
    name: 'Bake Off Street',
    original_name: 'Bake Off Street',
    first_air_date: '2020-05-05',
    popularity: 80,
    vote_average: 7,
    vote_count: 50,
    original_language: 'en',
    episode_run_time: [30],
    genres: [COMEDY],
    status: 'Ended',
    seasons: [{ id: 110, season_number: 1, name: 'Season 1', episode_count: 1 }],
  },
];

const SEASONS = [
  {
    show_id: 11,
    id: 110,
    season_number: 1,
    name: 'Season 1',
    episodes: [{ id: 1101, season_number: 1, episode_number: 1, name: 'Pilot', air_date: day(0) }],
  },
  {
    show_id: 10,
    id: 100,
    season_number: 1,
    name: 'Season 1',
    episodes: [
      { id: 1001, season_number: 1, episode_number: 1, name: 'Intake', air_date: day(-4) },
      { id: 1002, season_number: 1, episode_number: 2, name: 'Shift', air_date: day(3) },
    ],
  },
];

const jsonLines = (records: unknown[]) => records.map((r) => JSON.stringify(r)).join('\n') + '\n';

let work: string;
let file: string;
let catalog: OfflineCatalog;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'offline-discover-'));
  const pack = path.join(work, 'pack');
  await mkdir(pack);
  await writeFile(path.join(pack, 'pack.json'), JSON.stringify({ name: 'discover', version: 1 }));
  await writeFile(path.join(pack, 'movies.jsonl'), jsonLines(MOVIES));
  await writeFile(path.join(pack, 'tv.jsonl'), jsonLines(SHOWS));
  await writeFile(path.join(pack, 'seasons.jsonl'), jsonLines(SEASONS));
  const opened = await openPackDatabase(new PackReader(pack), path.join(work, 'data'));
  file = opened.file;
  catalog = new OfflineCatalog(opened.db);
});

afterAll(async () => {
  await catalog.close();
  await rm(work, { recursive: true, force: true });
});

const ANY: DiscoverFilters = {
  genres: [],
  providers: [],
  monetization: [],
  sortBy: 'popularity',
  page: 1,
};

async function movieTitles(filters: Partial<DiscoverFilters>): Promise<(string | null)[]> {
  const page = await catalog.discover('movie', { ...ANY, ...filters });
  expect(page.totalResults).toBe(page.results.length);
  return page.results.map((result) => result.title);
}

describe('offline discover: filters', () => {
  it.each<[string, Partial<DiscoverFilters>, string[]]>([
    [
      'no filter',
      {},
      ['Blast Radius', 'Zero Hour', 'Chuckle Street', 'Acre of Sky', 'Coming Soon', 'Next Week'],
    ],
    ['one genre', { genres: [28] }, ['Blast Radius', 'Acre of Sky', 'Coming Soon']],
    ['every genre asked for', { genres: [18, 28] }, ['Blast Radius']],
    ['years', { yearFrom: 1990, yearTo: 1999 }, ['Blast Radius', 'Acre of Sky']],
    [
      'from a year',
      { yearFrom: 2008 },
      ['Zero Hour', 'Chuckle Street', 'Coming Soon', 'Next Week'],
    ],
    ['stars', { minRating: 4 }, ['Blast Radius', 'Zero Hour']],
    ['votes', { minVotes: 900 }, ['Blast Radius', 'Acre of Sky']],
    [
      'runtime',
      { runtimeMin: 90, runtimeMax: 120 },
      ['Blast Radius', 'Acre of Sky', 'Coming Soon', 'Next Week'],
    ],
    ['language', { language: 'de' }, ['Zero Hour']],
    ['at most PG-13', { certification: 'PG-13' }, ['Zero Hour', 'Chuckle Street', 'Acre of Sky']],
    ['a provider in a region', { providers: [8], region: 'DE' }, ['Blast Radius']],
    ['any of the providers', { providers: [8, 9], region: 'DE' }, ['Blast Radius', 'Acre of Sky']],
    ['a kind of offer', { monetization: ['buy'], region: 'DE' }, ['Acre of Sky']],
    [
      'provider and kind',
      { providers: [2], monetization: ['rent'], region: 'US' },
      ['Blast Radius'],
    ],
    ['a region without offers', { providers: [8], region: 'GB' }, []],
  ])('%s', async (_name, filters, expected) => {
    expect(await movieTitles(filters)).toEqual(expected);
  });

  it('finds the 1990s action film rated four stars or more on Netflix in Germany', async () => {
    const filters: Partial<DiscoverFilters> = {
      genres: [28],
      yearFrom: 1990,
      yearTo: 1999,
      minRating: 4,
      providers: [8],
      region: 'DE',
      sortBy: 'rating',
    };
    expect(await movieTitles({ ...filters, minVotes: 0 })).toEqual(['Blast Radius']);
  });

  it('filters TV by genre, first-air year, runtime and provider', async () => {
    const titles = async (filters: Partial<DiscoverFilters>) =>
      (await catalog.discover('tv', { ...ANY, ...filters })).results.map((r) => r.name);
    expect(await titles({})).toEqual(['Bake Off Street', 'Night Desk']);
    expect(await titles({ genres: [80] })).toEqual(['Night Desk']);
    expect(await titles({ yearFrom: 2016 })).toEqual(['Bake Off Street']);
    expect(await titles({ runtimeMax: 40 })).toEqual(['Bake Off Street']);
    expect(await titles({ providers: [8], region: 'DE' })).toEqual(['Night Desk']);
  });
});

describe('offline discover: the in-memory pass agrees with SQL', () => {
  const single: Partial<DiscoverFilters>[] = [
    {},
    { genres: [28] },
    { genres: [18, 28] },
    { yearFrom: 1995 },
    { yearTo: 2008 },
    { minRating: 3.6 },
    { minVotes: 0 },
    { runtimeMin: 95 },
    { runtimeMax: 100 },
    { language: 'en' },
    { language: 'xx' },
    { certification: 'PG' },
    { providers: [8, 2], region: 'DE' },
    { monetization: ['rent', 'buy'], region: 'US' },
    { providers: [9], monetization: ['flatrate'], region: 'DE' },
  ];
  const combinations = single.flatMap((first) => single.map((second) => ({ ...first, ...second })));
  const sorts = ['popularity', 'rating', 'releaseDate', 'title', 'revenue'] as const;

  it.each(sorts)('sorted by %s, for every pair of filters', async (sortBy) => {
    const sql = new DatabaseSync(file, { readOnly: true });
    try {
      for (const type of ['movie', 'tv'] as const) {
        for (const combination of combinations) {
          const filters = { ...ANY, ...combination, sortBy };
          const { where, params, orderBy } = discoverQuery(type, filters);
          const expected = sql
            .prepare(`SELECT t.id FROM titles t WHERE ${where} ORDER BY ${orderBy}`)
            .all(...params)
            .map((row) => Number(row.id));
          const page = await catalog.discover(type, filters);
          expect(
            page.results.map((result) => result.id),
            JSON.stringify(filters),
          ).toEqual(expected);
          expect(page.totalResults).toBe(expected.length);
        }
      }
    } finally {
      sql.close();
    }
  });
});

describe('offline discover: sorts', () => {
  it.each<[DiscoverFilters['sortBy'], string[]]>([
    [
      'popularity',
      ['Blast Radius', 'Zero Hour', 'Chuckle Street', 'Acre of Sky', 'Coming Soon', 'Next Week'],
    ],
    // Rated by enough voters only (Zero Hour's 9.4 comes from 12 votes).
    ['rating', ['Blast Radius', 'Acre of Sky', 'Chuckle Street']],
    [
      'releaseDate',
      ['Coming Soon', 'Next Week', 'Chuckle Street', 'Zero Hour', 'Acre of Sky', 'Blast Radius'],
    ],
    [
      'title',
      ['Acre of Sky', 'Blast Radius', 'Chuckle Street', 'Coming Soon', 'Next Week', 'Zero Hour'],
    ],
    [
      'revenue',
      ['Blast Radius', 'Acre of Sky', 'Zero Hour', 'Chuckle Street', 'Coming Soon', 'Next Week'],
    ],
  ])('%s', async (sortBy, expected) => {
    expect(await movieTitles({ sortBy })).toEqual(expected);
  });

  it('pages twenty at a time', async () => {
    const second = await catalog.discover('movie', { ...ANY, page: 2 });
    expect(second).toMatchObject({ page: 2, totalResults: 6, totalPages: 1, results: [] });
  });
});

describe('offline: the more lists', () => {
  const titles = async (type: 'movie' | 'tv', kind: Parameters<OfflineCatalog['list']>[1]) =>
    (await catalog.list(type, kind, 1)).results.map((r) => r.title ?? r.name);

  it('top rated: by rating among titles with enough votes', async () => {
    expect(await titles('movie', 'top-rated')).toEqual([
      'Blast Radius',
      'Acre of Sky',
      'Chuckle Street',
    ]);
    expect(await titles('tv', 'top-rated')).toEqual(['Night Desk']);
  });

  it('upcoming: released after today, soonest first', async () => {
    expect(await titles('movie', 'upcoming')).toEqual(['Next Week', 'Coming Soon']);
  });

  it('now playing: released in the last six weeks', async () => {
    expect(await titles('movie', 'now-playing')).toEqual(['Chuckle Street']);
  });

  it('airing today and on the air: by the air dates of the episodes', async () => {
    expect(await titles('tv', 'airing-today')).toEqual(['Bake Off Street']);
    expect(await titles('tv', 'on-the-air')).toEqual(['Bake Off Street', 'Night Desk']);
  });

  it('trending today is the pack’s trending', async () => {
    expect(await titles('movie', 'trending-day')).toEqual(await titles('movie', 'trending'));
  });
});

describe('offline reference lists', () => {
  it('genres of each media type, by name', async () => {
    expect((await catalog.genres('movie')).genres).toEqual([ACTION, COMEDY, DRAMA]);
    expect((await catalog.genres('tv')).genres).toEqual([COMEDY, CRIME, DRAMA]);
  });

  it('regions the pack has offers in, by English name', async () => {
    expect((await catalog.regions()).regions).toEqual([
      { code: 'DE', name: 'Germany' },
      { code: 'US', name: 'United States' },
    ]);
  });

  it("a region's providers, most prominent first, with drawn logos", async () => {
    const { providers } = await catalog.watchProviders('movie', 'DE');
    expect(providers.map((p) => [p.providerName, p.displayPriority])).toEqual([
      ['Amazon Prime Video', 1],
      ['Netflix', 3],
      ['Apple TV', 7],
    ]);
    expect(providers[0]?.logoPath).toBe('/provider/9/logo.svg');
    expect((await catalog.watchProviders('tv', 'DE')).providers.map((p) => p.providerId)).toEqual([
      8,
    ]);
    expect((await catalog.watchProviders('movie', 'JP')).providers).toEqual([]);
  });

  it('original languages, by English name', async () => {
    expect((await catalog.languages()).languages).toEqual([
      { code: 'en', name: 'English' },
      { code: 'fr', name: 'French' },
      { code: 'de', name: 'German' },
    ]);
  });

  it("a title's offers in the region asked for", async () => {
    const details = await catalog.movie(1, 'DE');
    expect(details.watchProviders.region).toMatchObject({
      code: 'DE',
      link: 'https://example.test/de/1',
      flatrate: [{ providerId: 8, providerName: 'Netflix' }],
    });
    expect((await catalog.movie(1)).watchProviders.region).toBeNull();
  });
});

describe('offline discover over HTTP', () => {
  it('answers the routes from the pack', async () => {
    // The app closes its catalogue when it closes: it gets one of its own on the same file.
    const app = await buildApp({
      catalog: new OfflineCatalog(new DatabaseSync(file, { readOnly: true })),
    });
    try {
      const movies = await app.inject(
        '/api/discover/movie?genres=28&yearFrom=1990&yearTo=1999&minRating=4&providers=8&region=DE&sortBy=rating&minVotes=0',
      );
      expect(movies.json()).toMatchObject({ totalResults: 1, searchResults: [{ id: 1 }] });
      const shows = await app.inject('/api/discover/tv?genres=80');
      expect(shows.json()).toMatchObject({ totalResults: 1, results: [{ id: 10 }] });
      expect((await app.inject('/api/movie/upcoming')).json().searchResults).toHaveLength(2);
      expect((await app.inject('/api/genres/tv')).json().genres).toHaveLength(3);
    } finally {
      await app.close();
    }
  });
});
