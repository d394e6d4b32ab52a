/**
 * The home's personal rows (Up Next and "Because you liked") for an owner with 5,000 history
 * entries, on SQLite and on PostgreSQL (a throwaway cluster, fsync on), on the offline demo
 * catalogue: every demo show watched but for its last aired episode (so every one is in
 * progress), half the demo movies watched on as many days as it takes to reach 5,000 entries
 * (the other half is left to recommend), and 50 ratings and 10 watchlist items beside them.
 * Each request through the whole app (`app.inject`), and the store's reads alone, measured in
 * the same run.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { Catalog } from '../src/catalog/catalog.ts';
import { createOfflineCatalog } from '../src/catalog/create-catalog.ts';
import { createLibraryStore, type LibraryStore } from '../src/library/library-store.ts';
import { airedInShow } from '../src/library/show-episodes.ts';
import { titleFacts } from '../src/library/title-facts.ts';
import type { PostgresServer } from '../test/support/postgres-server.ts';
import { makeTestKeys, TEST_ISSUER, testAuth } from '../test/support/test-tokens.ts';
import { onBothDatabases, type Database } from './both-databases.ts';
import { percentile } from './stats.ts';

export const FOR_YOU_HISTORY = 5_000;
export const FOR_YOU_TARGET_P95 = 150;
const DEMO_PACK = path.join(import.meta.dirname, '..', 'packs', 'demo');
const WARMUP = 10;
const ROUNDS = 60;

export interface ForYouBenchRun {
  database: Database;
  shows: number;
  measures: {
    name: string;
    app: { p50: number; p95: number };
    store: { p50: number; p95: number };
  }[];
}

const idsIn = (folder: string) =>
  readdirSync(path.join(DEMO_PACK, folder))
    .filter((name) => name.endsWith('.json'))
    .map((name) => Number(name.replace('.json', '')))
    .toSorted((a, b) => a - b);

const dayOf = (index: number) =>
  new Date(Date.UTC(2015, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);

/** The owner's library, written through the stores as the routes would write it. */
async function fill(store: LibraryStore, catalog: Catalog, owner: string): Promise<number> {
  const showIds = idsIn('tv');
  let entries = 0;
  for (const [index, showId] of showIds.entries()) {
    const show = await titleFacts(catalog, 'tv', showId);
    const episodes = (await airedInShow(catalog, showId)).slice(0, -1);
    if (episodes.length === 0) continue;
    const { marked } = await store.history.markEpisodes(owner, show, episodes, dayOf(index));
    entries += marked.length;
  }
  const movies = await Promise.all(idsIn('movies').map((id) => titleFacts(catalog, 'movie', id)));
  // Half the movies watched, again and again, so the other half is left to recommend.
  const watched = movies.filter((_, index) => index % 2 === 0);
  const unseen = movies.filter((_, index) => index % 2 === 1);
  for (let day = 0; entries < FOR_YOU_HISTORY; day++)
    for (const movie of watched) {
      if (entries === FOR_YOU_HISTORY) break;
      await store.history.addMovieWatch(owner, movie, dayOf(day));
      entries++;
    }
  for (const [index, movie] of watched.slice(0, 50).entries())
    await store.ratings.put(owner, { title: movie }, 6 + (index % 5));
  for (const movie of unseen.slice(0, 10)) await store.watchlist.add(owner, movie);
  return showIds.length;
}

async function rounds(task: () => Promise<unknown>) {
  const times: number[] = [];
  for (let round = 0; round < WARMUP + ROUNDS; round++) {
    const started = performance.now();
    await task();
    if (round >= WARMUP) times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function benchOne(
  database: ForYouBenchRun['database'],
  work: string,
  postgres: PostgresServer | undefined,
): Promise<ForYouBenchRun> {
  const keys = await makeTestKeys();
  const store = await createLibraryStore({
    databaseUrl: postgres?.url,
    dataDir: path.join(work, database),
  });
  const catalog = await createOfflineCatalog(DEMO_PACK, path.join(work, `catalog-${database}`));
  const owner = `${TEST_ISSUER}|for-you`;
  const shows = await fill(store, catalog, owner);
  const app: FastifyInstance = await buildApp({
    catalog,
    library: store,
    auth: testAuth(keys),
    rateLimit: { perMinute: 1_000_000 },
  });
  const token = await keys.sign({ sub: 'for-you' });
  const get = async (url: string) => {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
    return response.json<{ results?: unknown[]; rows?: unknown[] }>();
  };
  try {
    // A bench that measured empty rows would measure nothing.
    if ((await get('/api/me/up-next')).results?.length === 0) throw new Error('no Up Next');
    if ((await get('/api/me/because-you-liked')).rows?.length === 0) throw new Error('no rows');
    const upNext = () => get('/api/me/up-next');
    const liked = () => get('/api/me/because-you-liked');
    return {
      database,
      shows,
      measures: [
        {
          name: 'Up Next',
          app: await rounds(upNext),
          store: await rounds(() => store.forYou.showsWatched(owner)),
        },
        {
          name: '"Because you liked" rows',
          app: await rounds(liked),
          store: await rounds(() =>
            Promise.all([store.forYou.seedCandidates(owner), store.forYou.knownTitles(owner)]),
          ),
        },
        {
          name: 'both, as the home asks for them (at once)',
          app: await rounds(() => Promise.all([upNext(), liked()])),
          store: await rounds(() =>
            Promise.all([
              store.forYou.showsWatched(owner),
              store.forYou.seedCandidates(owner),
              store.forYou.knownTitles(owner),
            ]),
          ),
        },
      ],
    };
  } finally {
    await app.close();
  }
}

export function benchForYou(): Promise<ForYouBenchRun[]> {
  return onBothDatabases('for-you', benchOne);
}
