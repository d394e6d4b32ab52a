/**
 * Offline discover benchmark: latency p50/p95 of `discover` on a synthetic pack for a mix of
 * filter combinations a visitor would choose, beside SQLite's own time for the bare page query
 * (the same WHERE and ORDER BY, LIMIT 20, no count and no JSON), measured in the same run.
 */
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { StatementSync } from 'node:sqlite';
import type { TitleType } from '../src/catalog/catalog.ts';
import type { DiscoverFilters } from '../src/catalog/discover-models.ts';
import { discoverQuery } from '../src/catalog/offline/discover-query.ts';
import { OfflineCatalog } from '../src/catalog/offline/offline-catalog.ts';
import { openPackDatabase } from '../src/catalog/offline/pack-database.ts';
import { PackReader } from '../src/catalog/offline/pack-files.ts';
import { seededRandom } from '../scripts/catalog-synth.ts';
import { percentile, timeEach } from './stats.ts';
import { syntheticPack } from './synthetic-pack.ts';

export interface OfflineDiscoverResult {
  titles: number;
  queries: number;
  /** The first discovery of a process, which reads the columns and the order it needs. */
  firstMs: number;
  /** What the columns, the orders, the offer lists and the bitsets used hold in typed arrays. */
  heapMb: number;
  discoverP50: number;
  discoverP95: number;
  floorP50: number;
  floorP95: number;
  /** The slowest mix and its p95, to see which combination the tail comes from. */
  slowest: { name: string; p95: number };
}

// Collected before each reading, so a run after another pack does not count what that one freed.
v8.setFlagsFromString('--expose_gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

type Discovery = { name: string; type: TitleType; filters: DiscoverFilters };

const MOVIE_GENRES = [28, 12, 16, 35, 80, 99, 18, 10751, 14, 36, 27, 10402, 9648, 10749, 878, 53];
const TV_GENRES = [10759, 16, 35, 80, 99, 18, 10751, 10765, 9648];
const LANGUAGES = ['fr', 'es', 'de', 'ja', 'ko', 'it'];
const REGIONS = ['US', 'GB', 'DE', 'FR'];
const PROVIDERS = [8, 9, 337, 350, 15, 1899];

/** The kinds of discovery people make, each drawn many times with different values. */
function sampleDiscoveries(count: number): Discovery[] {
  const random = seededRandom(7);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const decade = () => 1950 + 10 * Math.floor(random() * 7);
  const base: DiscoverFilters = {
    genres: [],
    providers: [],
    monetization: [],
    sortBy: 'popularity',
    page: 1,
  };
  const mixes: (() => Discovery)[] = [
    () => ({
      name: 'one genre, by popularity',
      type: 'movie',
      filters: { ...base, genres: [pick(MOVIE_GENRES)] },
    }),
    () => {
      const from = decade();
      return {
        name: 'genre, decade, ≥ 4 stars, on a service in a region, by rating',
        type: 'movie',
        filters: {
          ...base,
          genres: [pick(MOVIE_GENRES)],
          yearFrom: from,
          yearTo: from + 9,
          minRating: 4,
          providers: [pick(PROVIDERS)],
          region: pick(REGIONS),
          sortBy: 'rating',
        },
      };
    },
    () => ({
      name: 'two services, subscription, by popularity (TV)',
      type: 'tv',
      filters: {
        ...base,
        providers: [pick(PROVIDERS), pick(PROVIDERS)].sort((a, b) => a - b),
        region: pick(REGIONS),
        monetization: ['flatrate'],
      },
    }),
    () => ({
      name: 'original language, newest first',
      type: 'movie',
      filters: { ...base, language: pick(LANGUAGES), sortBy: 'releaseDate' },
    }),
    () => {
      const from = decade();
      return {
        name: 'years and runtime, by title',
        type: 'movie',
        filters: {
          ...base,
          yearFrom: from,
          yearTo: from + 19,
          runtimeMin: 90,
          runtimeMax: 120,
          sortBy: 'title',
        },
      };
    },
    () => ({
      name: 'genre, at most PG-13, by revenue',
      type: 'movie',
      filters: { ...base, genres: [pick(MOVIE_GENRES)], certification: 'PG-13', sortBy: 'revenue' },
    }),
    () => ({
      name: 'everything, by rating',
      type: 'movie',
      filters: { ...base, sortBy: 'rating' },
    }),
    () => ({
      name: 'two genres, ≥ 500 votes, 3.5 stars (TV)',
      type: 'tv',
      filters: {
        ...base,
        genres: [pick(TV_GENRES), pick(TV_GENRES)].sort((a, b) => a - b),
        minVotes: 500,
        minRating: 3.5,
      },
    }),
  ];
  return Array.from({ length: count }, (_, index) => {
    const discovery = (mixes[index % mixes.length] as () => Discovery)();
    // Most people stay on the first page; some scroll on.
    const page = random() < 0.7 ? 1 : 2 + Math.floor(random() * 4);
    return { ...discovery, filters: { ...discovery.filters, page } };
  });
}

export async function benchOfflineDiscover(
  titles: number,
  cacheDir: string,
): Promise<OfflineDiscoverResult> {
  const packDir = await syntheticPack(titles, cacheDir);
  const { db } = await openPackDatabase(
    new PackReader(packDir),
    path.join(cacheDir, `db-${titles}`),
  );
  const catalog = new OfflineCatalog(db);
  const discoveries = sampleDiscoveries(400);
  const memory = () => {
    collectGarbage();
    return process.memoryUsage().arrayBuffers;
  };
  const heapBefore = memory();
  const [first] = discoveries;
  const started = performance.now();
  if (first) await catalog.discover(first.type, first.filters);
  const firstMs = performance.now() - started;
  for (const { type, filters } of discoveries.slice(0, 40)) await catalog.discover(type, filters);
  const heapMb = (memory() - heapBefore) / 1024 / 1024;
  const times = await timeEach(discoveries, ({ type, filters }) => catalog.discover(type, filters));
  const statements = new Map<string, StatementSync>();
  const floorTimes = await timeEach(discoveries, async ({ type, filters }) => {
    const { where, params, orderBy } = discoverQuery(type, filters);
    const sql = `SELECT t.rowid FROM titles t WHERE ${where} ORDER BY ${orderBy} LIMIT 20 OFFSET ?`;
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = db.prepare(sql)));
    statement.all(...params, (filters.page - 1) * 20);
  });
  const byMix = new Map<string, number[]>();
  discoveries.forEach(({ name }, index) =>
    byMix.set(name, [...(byMix.get(name) ?? []), times[index] ?? 0]),
  );
  const slowest = [...byMix]
    .map(([name, mixTimes]) => ({ name, p95: percentile(mixTimes, 95) }))
    .sort((a, b) => b.p95 - a.p95)[0] ?? { name: '', p95: 0 };
  await catalog.close();
  return {
    titles,
    queries: discoveries.length,
    firstMs,
    heapMb,
    discoverP50: percentile(times, 50),
    discoverP95: percentile(times, 95),
    floorP50: percentile(floorTimes, 50),
    floorP95: percentile(floorTimes, 95),
    slowest,
  };
}
