/**
 * The watchlist, history, ratings and lists at their sizes, on SQLite and on PostgreSQL (a
 * throwaway cluster, fsync on): a history page of an owner with 50,000 entries, marking a
 * 73-episode show watched in one request, reading a 1,000-item watchlist, ratings list and list
 * (the owner's and the public one), adding a title to a list near its cap and moving a title in
 * a 1,000-item list. Each through the whole app (`app.inject`: token check, validation,
 * serialisation) beside the store's own call for the same rows, measured in the same run, so the
 * app's share is visible.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { createOfflineCatalog } from '../src/catalog/create-catalog.ts';
import { createLibraryStore, type LibraryStore } from '../src/library/library-store.ts';
import type { EpisodeFacts, TitleFacts } from '../src/library/title-facts.ts';
import type { PostgresServer } from '../test/support/postgres-server.ts';
import { makeTestKeys, TEST_ISSUER, testAuth } from '../test/support/test-tokens.ts';
import { onBothDatabases, type Database } from './both-databases.ts';
import { percentile } from './stats.ts';

export const HISTORY_ENTRIES = 50_000;
export const LIST_ITEMS = 1_000;
/** One short of a list's cap (5,000): the add measured is the last one the list takes. */
export const NEAR_FULL_LIST_ITEMS = 4_999;
/** Game of Thrones' count; eight seasons, as it had. */
const SEASON_SIZES = [10, 10, 10, 10, 10, 10, 7, 6];
export const SHOW_EPISODES = SEASON_SIZES.reduce((sum, size) => sum + size, 0);
/** Shows marked in turn, each un-marked before it comes round again. */
const SHOWS = Array.from({ length: 5 }, (_, index) => 7000 + index);
const WARMUP = 10;
const ROUNDS = 60;
/** The largest page the API serves: a 1,000-item list is five of them. */
const LIST_PAGE = 200;
export const TARGETS = { historyPageP95: 30, markShowP95: 100 };

export interface Measured {
  /** Through `app.inject`. */
  app: { p50: number; p95: number };
  /** The store's call alone, for the same rows. */
  store: { p50: number; p95: number };
}

export interface LibraryBenchRun {
  database: Database;
  fillMs: number;
  measures: { name: string; measured: Measured }[];
}

const summary = (times: number[]) => ({ p50: percentile(times, 50), p95: percentile(times, 95) });

/** A pack holding only the shows marked: eight seasons each, every episode aired years ago. */
async function writeShowPack(dir: string) {
  await mkdir(dir, { recursive: true });
  const shows = SHOWS.map((id) => ({
    id,
    name: `Long Show ${id}`,
    original_name: `Long Show ${id}`,
    first_air_date: '2011-04-17',
    last_air_date: '2019-05-19',
    popularity: 50,
    vote_average: 8.4,
    vote_count: 100,
    status: 'Ended',
    number_of_seasons: SEASON_SIZES.length,
    number_of_episodes: SHOW_EPISODES,
    seasons: SEASON_SIZES.map((size, index) => ({
      id: id * 100 + index + 1,
      season_number: index + 1,
      name: `Season ${index + 1}`,
      episode_count: size,
      air_date: `${2011 + index}-04-17`,
    })),
  }));
  const seasons = shows.flatMap((show) =>
    show.seasons.map((season) => ({
      id: season.id,
      show_id: show.id,
      season_number: season.season_number,
      name: season.name,
      air_date: season.air_date,
      episodes: Array.from({ length: season.episode_count }, (_, index) => ({
        id: season.id * 100 + index + 1,
        episode_number: index + 1,
        season_number: season.season_number,
        name: `Episode ${index + 1}`,
        air_date: season.air_date,
        runtime: 55,
        guest_stars: [],
        crew: [],
      })),
    })),
  );
  const jsonl = (rows: object[]) => rows.map((row) => JSON.stringify(row)).join('\n') + '\n';
  await writeFile(
    path.join(dir, 'pack.json'),
    JSON.stringify({ name: 'library-bench', description: 'Shows to mark watched', version: 1 }),
  );
  await writeFile(path.join(dir, 'tv.jsonl'), jsonl(shows));
  await writeFile(path.join(dir, 'seasons.jsonl'), jsonl(seasons));
  await writeFile(path.join(dir, 'movies.jsonl'), '');
  await writeFile(path.join(dir, 'people.jsonl'), '');
}

const title = (mediaType: 'movie' | 'tv', mediaId: number): TitleFacts => ({
  mediaType,
  mediaId,
  title: `Title ${mediaId}`,
  releaseDate: `${1950 + (mediaId % 70)}-06-01`,
  posterPath: `/poster-${mediaId}.jpg`,
  voteAverage: (mediaId % 100) / 10,
  runtime: mediaType === 'movie' ? 100 : null,
  genreIds: [18],
});

/** The lists measured: one of LIST_ITEMS titles (public) and one of NEAR_FULL_LIST_ITEMS. */
interface BenchLists {
  full: string;
  nearFull: string;
}

/**
 * 50,000 episodes over 100 days (one owner's cap), 1,000 each of watchlist and ratings, and
 * another owner's two lists.
 */
async function fill(
  store: LibraryStore,
  owners: { history: string; lists: string; listOwner: string },
): Promise<BenchLists> {
  const show = title('tv', 9);
  for (let day = 1; day <= 100; day++) {
    const episodes = Array.from({ length: HISTORY_ENTRIES / 100 }, (_, index) => ({
      seasonNumber: day,
      episodeNumber: index + 1,
      name: `Episode ${index + 1}`,
      airDate: '1990-01-01',
      runtime: 30,
    }));
    const watchedOn = new Date(Date.UTC(1990, 0, day)).toISOString().slice(0, 10);
    await store.history.markEpisodes(owners.history, show, episodes, watchedOn);
  }
  for (let index = 1; index <= LIST_ITEMS; index++) {
    const kind = index % 3 === 0 ? 'tv' : 'movie';
    await store.watchlist.add(owners.lists, title(kind, index));
    await store.ratings.put(owners.lists, { title: title(kind, index) }, (index % 10) + 1);
  }
  const makeList = async (name: string, items: number) => {
    const { list } = await store.lists.create(owners.listOwner, { name, public: true });
    for (let index = 1; index <= items; index++)
      await store.listItems.add(
        owners.listOwner,
        list.id,
        title(index % 3 === 0 ? 'tv' : 'movie', index),
      );
    return list.id;
  };
  return {
    full: await makeList('A thousand titles', LIST_ITEMS),
    nearFull: await makeList('Nearly full', NEAR_FULL_LIST_ITEMS),
  };
}

/**
 * What autovacuum does within a minute of this many inserts: the statistics, and the visibility
 * map an index-only scan needs. Without it, a page deep in the history (and its count) reads
 * every row it passes from the table, not the index alone: docs/benchmarks.md shows by how much.
 */
async function vacuum(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('VACUUM ANALYZE watch_history, watchlist, ratings, lists, list_items');
  } finally {
    await client.end();
  }
}

/** The episodes of a bench show, as the store is handed them. */
const episodesOf = (): EpisodeFacts[] =>
  SEASON_SIZES.flatMap((size, season) =>
    Array.from({ length: size }, (_, index) => ({
      seasonNumber: season + 1,
      episodeNumber: index + 1,
      name: `Episode ${index + 1}`,
      airDate: `${2011 + season}-04-17`,
      runtime: 55,
    })),
  );

/**
 * Runs `task` WARMUP times unmeasured, then ROUNDS times measured; `prepare` runs before each,
 * outside the clock.
 */
async function rounds(
  task: (round: number) => Promise<unknown>,
  prepare: (round: number) => Promise<unknown> = async () => undefined,
): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < WARMUP + ROUNDS; round++) {
    await prepare(round);
    const started = performance.now();
    await task(round);
    if (round >= WARMUP) times.push(performance.now() - started);
  }
  return times;
}

async function benchOne(
  database: LibraryBenchRun['database'],
  work: string,
  postgres: PostgresServer | undefined,
): Promise<LibraryBenchRun> {
  const keys = await makeTestKeys();
  const config = { databaseUrl: postgres?.url, dataDir: path.join(work, database) };
  const store = await createLibraryStore(config);
  const owners = {
    history: `${TEST_ISSUER}|history`,
    lists: `${TEST_ISSUER}|lists`,
    marker: `${TEST_ISSUER}|marker`,
    listOwner: `${TEST_ISSUER}|list-owner`,
  };
  const filling = performance.now();
  const lists = await fill(store, owners);
  const fillMs = performance.now() - filling;
  if (postgres) await vacuum(postgres.url);
  const packDir = path.join(work, 'pack');
  const app: FastifyInstance = await buildApp({
    catalog: await createOfflineCatalog(packDir, path.join(work, `catalog-${database}`)),
    library: store,
    auth: testAuth(keys),
    rateLimit: { perMinute: 1_000_000 },
  });
  const tokens = {
    history: await keys.sign({ sub: 'history' }),
    lists: await keys.sign({ sub: 'lists' }),
    marker: await keys.sign({ sub: 'marker' }),
    listOwner: await keys.sign({ sub: 'list-owner' }),
  };
  /** `token` undefined: a request without sign-in, as anyone opening a public list. */
  const call = async (
    token: string | undefined,
    method: 'GET' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    expected: number,
    options: { payload?: object; headers?: Record<string, string> } = {},
  ) => {
    const response = await app.inject({
      method,
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...options.headers },
      ...(options.payload ? { payload: options.payload } : method === 'PUT' ? { payload: {} } : {}),
    });
    if (response.statusCode !== expected)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response;
  };
  const measures: LibraryBenchRun['measures'] = [];
  const measure = async (
    name: string,
    viaApp: (round: number) => Promise<unknown>,
    viaStore: (round: number) => Promise<unknown>,
    prepare?: (round: number) => Promise<unknown>,
  ) => {
    const appTimes = await rounds(viaApp, prepare);
    const storeTimes = await rounds(viaStore, prepare);
    measures.push({ name, measured: { app: summary(appTimes), store: summary(storeTimes) } });
  };

  try {
    for (const [where, page] of [
      ['first', 1],
      ['middle', HISTORY_ENTRIES / 50 / 2],
      ['last', HISTORY_ENTRIES / 50],
    ] as const)
      await measure(
        `history of ${HISTORY_ENTRIES.toLocaleString('en-US')}: the ${where} page of 50`,
        () => call(tokens.history, 'GET', `/api/me/history?page=${page}&pageSize=50`, 200),
        () => store.history.list(owners.history, { type: 'all', page, pageSize: 50 }),
      );

    // Each round marks the next show watched, having un-marked the one before it (unmeasured),
    // so every mark writes all 73 episodes into the table already holding the 50,000 rows.
    const episodes = episodesOf();
    const showOf = (round: number) => SHOWS[round % SHOWS.length] as number;
    const unmarkPrevious = (round: number) =>
      store.history.unmarkEpisodes(owners.marker, showOf(round + SHOWS.length - 1));
    await measure(
      `mark a ${SHOW_EPISODES}-episode show watched`,
      async (round) => {
        const response = await call(
          tokens.marker,
          'PUT',
          `/api/me/history/tv/${showOf(round)}`,
          200,
        );
        if (response.json<{ marked: unknown[] }>().marked.length !== SHOW_EPISODES)
          throw new Error('the show was not marked whole');
      },
      (round) =>
        store.history.markEpisodes(
          owners.marker,
          title('tv', showOf(round)),
          episodes,
          '2020-01-01',
        ),
      unmarkPrevious,
    );

    for (const [list, url, read] of [
      [
        'watchlist',
        (page: number) => `/api/me/watchlist?page=${page}&pageSize=${LIST_PAGE}`,
        (page: number) =>
          store.watchlist.list(owners.lists, {
            type: 'all',
            sort: 'added',
            page,
            pageSize: LIST_PAGE,
          }),
      ],
      [
        'ratings',
        (page: number) => `/api/me/ratings?page=${page}&pageSize=${LIST_PAGE}`,
        (page: number) =>
          store.ratings.list(owners.lists, {
            type: 'all',
            sort: 'date',
            page,
            pageSize: LIST_PAGE,
          }),
      ],
    ] as const) {
      const pages = Array.from({ length: LIST_ITEMS / LIST_PAGE }, (_, index) => index + 1);
      await measure(
        `${list} of ${LIST_ITEMS.toLocaleString('en-US')}: the first page of ${LIST_PAGE}`,
        () => call(tokens.lists, 'GET', url(1), 200),
        () => read(1),
      );
      await measure(
        `${list} of ${LIST_ITEMS.toLocaleString('en-US')}: all ${pages.length} pages, one after another`,
        async () => {
          for (const page of pages) await call(tokens.lists, 'GET', url(page), 200);
        },
        async () => {
          for (const page of pages) await read(page);
        },
      );
    }

    await measure(
      "a movie's own state (watchlist, rating, watches), beside 1,000 of each",
      () => call(tokens.lists, 'GET', '/api/me/titles/movie/500', 200),
      () =>
        Promise.all([
          store.watchlist.has(owners.lists, 'movie', 500),
          store.ratings.ratingOf(owners.lists, 'movie:500'),
          store.history.movieWatches(owners.lists, 500),
        ]),
    );

    const thousand = LIST_ITEMS.toLocaleString('en-US');
    const listPages = Array.from({ length: LIST_ITEMS / LIST_PAGE }, (_, index) => index + 1);
    const listUrl = (page: number) =>
      `/api/me/lists/${lists.full}?page=${page}&pageSize=${LIST_PAGE}`;
    const readList = (page: number) =>
      store.lists.details(owners.listOwner, lists.full, { page, pageSize: LIST_PAGE });
    await measure(
      `list of ${thousand}: the first page of ${LIST_PAGE}`,
      () => call(tokens.listOwner, 'GET', listUrl(1), 200),
      () => readList(1),
    );
    // What the list screen asks for: it reads every page before it shows the list.
    await measure(
      `list of ${thousand}: all ${listPages.length} pages, one after another`,
      async () => {
        for (const page of listPages) await call(tokens.listOwner, 'GET', listUrl(page), 200);
      },
      async () => {
        for (const page of listPages) await readList(page);
      },
    );
    const publicUrl = `/api/lists/${lists.full}?page=1&pageSize=${LIST_PAGE}`;
    const readPublic = () => store.lists.publicList(lists.full, { page: 1, pageSize: LIST_PAGE });
    await measure(
      `public list of ${thousand}, no sign-in: the first page of ${LIST_PAGE}`,
      () => call(undefined, 'GET', publicUrl, 200),
      readPublic,
    );
    // As a browser asks for it: the answer is hashed for its ETag and compressed each time.
    await measure(
      `public list of ${thousand}, no sign-in: the first page of ${LIST_PAGE}, brotli`,
      () =>
        call(undefined, 'GET', publicUrl, 200, {
          headers: { 'accept-encoding': 'gzip, deflate, br' },
        }),
      readPublic,
    );

    // A title from the bench's pack, so the app reads it from the catalogue as it would. Each
    // round takes it off again first (unmeasured): it is then the list's last title, so the
    // removal shifts nothing.
    const added = title('tv', SHOWS[0] as number);
    await measure(
      `add a title to a list of ${NEAR_FULL_LIST_ITEMS.toLocaleString('en-US')} (its cap is 5,000)`,
      () =>
        call(
          tokens.listOwner,
          'PUT',
          `/api/me/lists/${lists.nearFull}/items/tv/${added.mediaId}`,
          201,
        ),
      () => store.listItems.add(owners.listOwner, lists.nearFull, added),
      async () => {
        const holding = await store.listItems.listsHolding(owners.listOwner, 'tv', added.mediaId);
        if (holding.includes(lists.nearFull))
          await store.listItems.remove(owners.listOwner, lists.nearFull, 'tv', added.mediaId);
      },
    );

    // The title found at `from` before each round (unmeasured) is moved to `to`.
    const itemAt = async (position: number) => {
      const { items } = await store.lists.details(owners.listOwner, lists.full, {
        page: position + 1,
        pageSize: 1,
      });
      const item = items.results[0];
      if (!item) throw new Error(`the list has no title at ${position}`);
      return item;
    };
    for (const [name, from, to] of [
      [
        `move the last title of a list of ${thousand} to the first place (all shift)`,
        LIST_ITEMS - 1,
        0,
      ],
      [
        `move a title of a list of ${thousand} one place up (the keyboard's move)`,
        LIST_ITEMS / 2,
        LIST_ITEMS / 2 - 1,
      ],
    ] as const) {
      let moving = await itemAt(from);
      await measure(
        name,
        () =>
          call(
            tokens.listOwner,
            'PATCH',
            `/api/me/lists/${lists.full}/items/${moving.mediaType}/${moving.mediaId}`,
            200,
            { payload: { position: to } },
          ),
        () =>
          store.listItems.move(owners.listOwner, lists.full, moving.mediaType, moving.mediaId, to),
        async () => {
          moving = await itemAt(from);
        },
      );
    }
  } finally {
    await app.close();
  }
  return { database, fillMs, measures };
}

export function benchLibrary(): Promise<LibraryBenchRun[]> {
  return onBothDatabases('library', benchOne, (work) => writeShowPack(path.join(work, 'pack')));
}
