/**
 * Importing a Letterboxd history through the whole app (issue 31), on SQLite and PostgreSQL: a
 * Letterboxd export zip of `rows` CSV rows (watched.csv, diary.csv, ratings.csv and
 * watchlist.csv over about three in ten of that many distinct films) uploaded to
 * `POST /api/me/imports` as user A, its job followed with `GET /api/me/imports/{id}` until it is
 * ready (the titles matched in the background against the fake TMDB over HTTP, at the TMDB rate
 * the configuration sets: TMDB_REQUESTS_PER_SECOND, 30 unless set), then imported with
 * `POST /api/me/imports/{id}/apply` (one transaction). Of the films, 85 % are in TMDB under the
 * file's year (one search and one details request: a sure match), 10 % under the year before
 * (three searches: candidates to choose from), and 5 % not at all (three searches: unmatched).
 *
 * The second run is the same file uploaded by user B after a restart: a new app and catalogue
 * with nothing kept in memory, the same database, so every title comes from the match cache.
 */
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { strToU8, zipSync } from 'fflate';
import { buildApp } from '../src/app.ts';
import { localKeys, TokenVerifier } from '../src/auth/token-verifier.ts';
import { createTmdbCatalog } from '../src/catalog/create-catalog.ts';
import { loadConfig } from '../src/config.ts';
import { createLibraryStore, type LibraryStore } from '../src/library/library-store.ts';
import { FAKE_TMDB_TOKEN, FakeTmdb } from '../test/fake-tmdb.ts';
import type { PostgresServer } from '../test/support/postgres-server.ts';
import { makeTestKeys, TEST_AUDIENCE, TEST_ISSUER } from '../test/support/test-tokens.ts';
import { onBothDatabases, type Database } from './both-databases.ts';

const DISTINCT_SHARE = 0.3;
const FIRST_ID = 900_000;
/** How often the bench reads the job, as the page follows its progress bar. */
const POLL_MS = 100;
/** Of the watched films, those rated in ratings.csv (7 in 10), and diary entries with stars. */
const RATED_SHARE = 0.7;
const DIARY_RATED_SHARE = 0.5;

const ADJECTIVES = ['Quiet', 'Burning', 'Last', 'Hidden', 'Northern', 'Paper', 'Silver', 'Lost'];
const NOUNS = ['Harbour', 'Lantern', 'Summer', 'River', 'Garden', 'Café', 'Kingdom', 'Letters'];

export interface ImportPass {
  /** From the upload's answer to the job read as ready. */
  secondsToReady: number;
  /** The file's CSV rows per second to ready. */
  rowsPerSecond: number;
  tmdbRequests: number;
  /** Items of the job by how they matched. */
  outcomes: { matched: number; ambiguous: number; unmatched: number };
  /** The apply request: the one transaction writing everything. */
  applySeconds: number;
  /** Rows the import wrote into the owner's history, ratings and watchlist. */
  written: { history: number; ratings: number; watchlist: number };
}

export interface ImportBenchRun {
  database: Database;
  first: ImportPass;
  second: ImportPass;
}

export interface ImportBenchResult {
  /** CSV rows in the zip, all four files together. */
  rows: number;
  /** Rows of each file. */
  files: Record<string, number>;
  /** Items the job matches (diary watches, undated watches, ratings, watchlist). */
  items: number;
  titles: number;
  zipBytes: number;
  requestsPerSecond: number;
  runs: ImportBenchRun[];
}

/**
 * A small deterministic generator (mulberry32), so every run imports the same file. Its integer
 * arithmetic keeps a period of 2³², far beyond the file's few tens of thousands of draws: a
 * short-cycled one would repeat diary entries exactly, and those count once.
 */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 2 ** 32;
  };
}

interface BenchTitle {
  id: number;
  title: string;
  year: number;
  place: 'exact' | 'year-before' | 'absent';
  /** On the watchlist, not watched: every fifth run of 20 films, so it holds the same mix. */
  watchlisted: boolean;
}

/**
 * Title `index`: a name with a word of its own (`Kx00412`), which is what the fake's search
 * fixtures are found by; every third with "The", every eighth with "&".
 */
function benchTitle(index: number): BenchTitle {
  const code = `Kx${String(index).padStart(5, '0')}`;
  const adjective = ADJECTIVES[index % ADJECTIVES.length] ?? '';
  const noun = NOUNS[Math.floor(index / ADJECTIVES.length) % NOUNS.length] ?? '';
  const lead = index % 3 === 0 ? 'The ' : '';
  const title =
    index % 8 === 0
      ? `${lead}${adjective} & ${noun} ${code}`
      : `${lead}${adjective} ${noun} ${code}`;
  const share = index % 20;
  const place = share < 17 ? 'exact' : share < 19 ? 'year-before' : 'absent';
  return {
    id: FIRST_ID + index,
    title,
    year: 1950 + (index % 75),
    place,
    watchlisted: Math.floor(index / 20) % 5 === 4,
  };
}

/** What TMDB knows of the titles: details, and a search page for each it has. */
function serveTitles(tmdb: FakeTmdb, titles: BenchTitle[]): void {
  for (const { id, title, year, place } of titles) {
    if (place === 'absent') continue;
    const releaseDate = `${place === 'exact' ? year : year - 1}-06-01`;
    const item = { id, title, release_date: releaseDate, poster_path: `/p${id}.jpg` };
    tmdb.serve(`movie-${id}`, {
      ...item,
      runtime: 90 + (id % 60),
      vote_average: 6.5,
      genres: [{ id: 18, name: 'Drama' }],
    });
    const code = title.split(' ').at(-1)?.toLowerCase() ?? '';
    tmdb.serve(`search-movie-${code}`, {
      page: 1,
      total_pages: 1,
      total_results: 1,
      results: [item],
    });
  }
}

const csv = (header: string, rows: string[][]) =>
  [header, ...rows.map((cells) => cells.join(','))].join('\r\n') + '\r\n';

const FILM_HEADER = 'Date,Name,Year,Letterboxd URI';
const filmCells = (date: string, film: BenchTitle) => [
  date,
  film.title,
  String(film.year),
  `https://boxd.it/${film.id.toString(36)}`,
];

/** A day between 2012 and 2024, and the day after it (when the entry was logged). */
function days(random: () => number): { watched: string; logged: string } {
  const day = Date.UTC(2012, 0, 1) + Math.floor(random() * 13 * 365) * 86_400_000;
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { watched: iso(day), logged: iso(day + 86_400_000) };
}

const stars = (random: () => number) => String((1 + Math.floor(random() * 10)) / 2);

/**
 * The four CSVs of a Letterboxd export holding `rows` rows between them: every watched film in
 * watched.csv, seven in ten of them in ratings.csv, the watchlisted films in watchlist.csv, and
 * the rest of the rows in the diary (watches of the watched films, rewatches among them).
 */
function letterboxdFiles(titles: BenchTitle[], rows: number): Record<string, string[][]> {
  const random = seeded(31);
  const watched = titles.filter((film) => !film.watchlisted);
  const watchedRows = watched.map((film) => filmCells(days(random).logged, film));
  const ratingRows = watched
    .filter(() => random() < RATED_SHARE)
    .map((film) => [...filmCells(days(random).logged, film), stars(random)]);
  const watchlistRows = titles
    .filter((film) => film.watchlisted)
    .map((film) => filmCells(days(random).logged, film));
  const diaryCount = rows - watchedRows.length - ratingRows.length - watchlistRows.length;
  const seen = new Set<number>();
  const diaryRows = Array.from({ length: Math.max(0, diaryCount) }, () => {
    const film = watched[Math.floor(random() * watched.length)] as BenchTitle;
    const { watched: on, logged } = days(random);
    const rewatch = seen.has(film.id) ? 'Yes' : '';
    seen.add(film.id);
    const rating = random() < DIARY_RATED_SHARE ? stars(random) : '';
    return [...filmCells(logged, film), rating, rewatch, '', on];
  });
  return {
    'watched.csv': watchedRows,
    'diary.csv': diaryRows,
    'ratings.csv': ratingRows,
    'watchlist.csv': watchlistRows,
  };
}

const HEADERS: Record<string, string> = {
  'watched.csv': FILM_HEADER,
  'diary.csv': `${FILM_HEADER},Rating,Rewatch,Tags,Watched Date`,
  'ratings.csv': `${FILM_HEADER},Rating`,
  'watchlist.csv': FILM_HEADER,
};

function letterboxdZip(files: Record<string, string[][]>): Uint8Array {
  return zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, rows]) => [name, strToU8(csv(HEADERS[name] ?? '', rows))]),
    ),
  );
}

function multipart(fileName: string, bytes: Uint8Array) {
  const boundary = `----bench-import-${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/zip\r\n\r\n',
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

interface Job {
  id: string;
  status: string;
  error: string | null;
  progress: { matched: number; total: number };
}

/** One replica of the app on the bench's database, with a catalogue of its own (a restart). */
async function startApp(
  config: { databaseUrl: string | undefined; dataDir: string },
  tmdbConfig: ReturnType<typeof loadConfig>['tmdb'],
  verifier: TokenVerifier,
): Promise<{ app: FastifyInstance; store: LibraryStore }> {
  const store = await createLibraryStore(config);
  const app = await buildApp({
    catalog: createTmdbCatalog(tmdbConfig),
    library: store,
    auth: { verifier, embedded: undefined, close: async () => undefined },
    // The bench follows its job ten times a second, more than a visitor's limit allows.
    rateLimit: { perMinute: 1_000_000 },
  });
  return { app, store };
}

/** Uploads the zip as `token`'s user, follows the job until ready, and imports it. */
async function importAs(
  app: FastifyInstance,
  store: LibraryStore,
  token: string,
  owner: string,
  zip: Uint8Array,
  fileRows: number,
  tmdb: FakeTmdb,
): Promise<ImportPass> {
  const authorization = `Bearer ${token}`;
  const call = async (method: 'GET' | 'POST', url: string, expected: number, body?: object) => {
    const response = await app.inject({
      method,
      url,
      headers: { authorization },
      ...(body ? { payload: body } : {}),
    });
    if (response.statusCode !== expected)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response;
  };
  const requestsBefore = tmdb.requests.length;
  const { payload, contentType } = multipart('letterboxd-bench-export.zip', zip);
  const started = performance.now();
  const uploaded = await app.inject({
    method: 'POST',
    url: '/api/me/imports',
    payload,
    headers: { authorization, 'content-type': contentType },
  });
  if (uploaded.statusCode !== 202)
    throw new Error(`upload: ${uploaded.statusCode} ${uploaded.body}`);
  const { id } = uploaded.json<Job>();
  let job: Job;
  for (;;) {
    job = (await call('GET', `/api/me/imports/${id}`, 200)).json<Job>();
    if (job.status !== 'matching') break;
    await sleep(POLL_MS);
  }
  const secondsToReady = (performance.now() - started) / 1000;
  if (job.status !== 'ready') throw new Error(`the import ended ${job.status}: ${job.error}`);
  const tmdbRequests = tmdb.requests.length - requestsBefore;
  const undecided = async (outcome: 'ambiguous' | 'unmatched') =>
    (await call('GET', `/api/me/imports/${id}/rows?outcome=${outcome}&pageSize=1`, 200)).json<{
      totalResults: number;
    }>().totalResults;
  const ambiguous = await undecided('ambiguous');
  const unmatched = await undecided('unmatched');

  const applying = performance.now();
  await call('POST', `/api/me/imports/${id}/apply`, 200, {});
  const applySeconds = (performance.now() - applying) / 1000;
  const countOf = async (table: string) =>
    Number(
      (
        await store.db.get<{ n: number | string }>(
          `SELECT count(*) AS n FROM ${table} WHERE owner = ?`,
          [owner],
        )
      )?.n,
    );
  return {
    secondsToReady,
    rowsPerSecond: fileRows / secondsToReady,
    tmdbRequests,
    outcomes: {
      matched: job.progress.total - ambiguous - unmatched,
      ambiguous,
      unmatched,
    },
    applySeconds,
    written: {
      history: await countOf('watch_history'),
      ratings: await countOf('ratings'),
      watchlist: await countOf('watchlist'),
    },
  };
}

export async function benchImportMatching(rows = 10_000): Promise<ImportBenchResult> {
  const titles = Array.from({ length: Math.ceil(rows * DISTINCT_SHARE) }, (_, index) =>
    benchTitle(index),
  );
  const files = letterboxdFiles(titles, rows);
  const zip = letterboxdZip(files);
  const fileRows = Object.values(files).reduce((sum, file) => sum + file.length, 0);
  const keys = await makeTestKeys();
  const verifier = new TokenVerifier({
    issuer: TEST_ISSUER,
    audience: TEST_AUDIENCE,
    keys: localKeys(keys.jwks),
  });
  const users = { first: 'import-a', second: 'import-b' };
  let items = 0;
  let requestsPerSecond = 0;

  const benchOne = async (
    database: Database,
    work: string,
    postgres: PostgresServer | undefined,
  ): Promise<ImportBenchRun> => {
    const tmdb = await FakeTmdb.start();
    try {
      serveTitles(tmdb, titles);
      const { tmdb: tmdbConfig } = loadConfig({
        TMDB_API_TOKEN: FAKE_TMDB_TOKEN,
        TMDB_BASE_URL: tmdb.baseUrl,
        ...(process.env.TMDB_REQUESTS_PER_SECOND
          ? { TMDB_REQUESTS_PER_SECOND: process.env.TMDB_REQUESTS_PER_SECOND }
          : {}),
      });
      requestsPerSecond = tmdbConfig.requestsPerSecond;
      const config = { databaseUrl: postgres?.url, dataDir: path.join(work, database) };
      const pass = async (user: string) => {
        const { app, store } = await startApp(config, tmdbConfig, verifier);
        try {
          const token = await keys.sign({ sub: user });
          return await importAs(app, store, token, `${TEST_ISSUER}|${user}`, zip, fileRows, tmdb);
        } finally {
          await app.close();
        }
      };
      const first = await pass(users.first);
      const second = await pass(users.second);
      items = first.outcomes.matched + first.outcomes.ambiguous + first.outcomes.unmatched;
      return { database, first, second };
    } finally {
      await tmdb.stop();
    }
  };

  const runs = await onBothDatabases('import', benchOne);
  return {
    rows: fileRows,
    files: Object.fromEntries(Object.entries(files).map(([name, file]) => [name, file.length])),
    items,
    titles: titles.length,
    zipBytes: zip.byteLength,
    requestsPerSecond,
    runs,
  };
}
