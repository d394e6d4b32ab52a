/**
 * Each personal screen's first render with about 1,000 items, in Debian's Chromium (headless,
 * through playwright-core), on the built app served by the real server on the offline demo
 * catalogue with a fresh DATA_DIR. One demo account is signed in through the embedded
 * provider's popup and filled through the API: watchlist, history, ratings, one list, and its
 * favourites as the baseline screen. Then every screen is loaded in turn, round after round (the
 * first `--warmup` rounds unmeasured), each load in a fresh browser context that holds only the
 * kept session: a cold HTTP cache, as a visitor opening the screen. Prints Markdown. Never exits
 * non-zero: a benchmark reports, it does not fail.
 *
 *   npm run bench:screens -w @media-search/web              (builds first)
 *   node apps/web/bench/personal-screens.ts --dist /tmp/dist --rounds 10 --warmup 2
 *   node apps/web/bench/personal-screens.ts --pack /some/pack   (another offline pack)
 *
 * Per load: the time from navigation to the first item row painted (seen by a
 * MutationObserver, stamped after the next animation frame), the long tasks' total
 * (PerformanceObserver 'longtask') and the requests to /api (data apart from poster art), both
 * until the network is idle.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

const webDir = path.resolve(import.meta.dirname, '..');
const serverDir = path.resolve(webDir, '../server');
const CHROMIUM = '/usr/bin/chromium';
const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
const VIEWPORT = { width: 1280, height: 800 };
const ACCOUNT = { username: 'ada', password: 'ada-demo-password' };
/** What each screen is filled to, where the catalogue has enough titles. */
const TARGET_ITEMS = 1_000;
/** Signed in again when the kept access token (10 minutes) has less than this left. */
const TOKEN_MARGIN_MS = 3 * 60_000;
/** A row of any of the screens: a list item of the main area linking to a title or episode. */
const ROW_SELECTOR = 'main li:has(a[href^="/movie/"], a[href^="/tv"])';

/**
 * Runs in every document before its scripts. Plain JavaScript in a string: this file is
 * type-checked without the DOM's types.
 */
const IN_PAGE = `(() => {
  const bench = { longTaskMs: 0, longTasks: 0, firstRowMs: null };
  window.__screenBench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      bench.longTaskMs += entry.duration;
      bench.longTasks += 1;
    }
  }).observe({ type: 'longtask', buffered: true });
  const observer = new MutationObserver(() => {
    const row = document.querySelector(${JSON.stringify(ROW_SELECTOR)});
    if (!row || row.getBoundingClientRect().height === 0) return;
    observer.disconnect();
    // In the DOM now; the frame that paints it is drawn after the next animation frame.
    requestAnimationFrame(() => setTimeout(() => { bench.firstRowMs = performance.now(); }, 0));
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

interface InPageBench {
  longTaskMs: number;
  longTasks: number;
  firstRowMs: number | null;
}

interface Load {
  firstRowMs: number;
  longTaskMs: number;
  apiRequests: number;
  artRequests: number;
  apiPaths: string[];
}

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function startServer(
  origin: string,
  dataDir: string,
  distDir: string,
  packDir: string | undefined,
): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: new URL(origin).port,
      PUBLIC_ORIGIN: origin,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: distDir,
      TMDB_API_TOKEN: '',
      CATALOG: 'offline',
      ...(packDir ? { CATALOG_PACK_DIR: path.resolve(packDir) } : {}),
      LOG_LEVEL: 'warn',
      // One client fills the account with a few thousand requests, then loads screens in a loop.
      RATE_LIMIT_PER_MINUTE: '1000000',
      PAGES_PER_MINUTE: '1000000',
      PAGE_MISSES_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error('the server did not start within 60 s');
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface Session {
  state: StorageState;
  token: string;
  expiresAtMs: number;
}

/** Signs in through the app's own popup and the provider's form; the session it keeps. */
async function signIn(browser: Browser, origin: string): Promise<Session> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/watchlist`);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Log in' }).click();
    const popup = await popupOpened;
    await popup.getByLabel('Username').fill(ACCOUNT.username);
    await popup.getByLabel('Password').fill(ACCOUNT.password);
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await closed;
    await page.getByRole('button', { name: 'Your profile' }).waitFor();
    const state = await context.storageState();
    const kept = state.origins
      .flatMap((entry) => entry.localStorage)
      .find((item) => item.name.startsWith('oidc.user:'));
    if (!kept) throw new Error('no session was kept after signing in');
    const user = JSON.parse(kept.value) as { access_token: string; expires_at: number };
    return { state, token: user.access_token, expiresAtMs: user.expires_at * 1000 };
  } finally {
    await context.close();
  }
}

/** The API as the signed-in account; any answer but `expected` stops the bench. */
function apiAs(origin: string, token: string) {
  return async <T>(
    method: string,
    url: string,
    body?: object,
    expected: number[] = [200, 201],
  ): Promise<T> => {
    const response = await fetch(`${origin}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    if (!expected.includes(response.status))
      throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 300)}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
}

interface Title {
  mediaType: 'movie' | 'tv';
  id: number;
  name: string;
  posterPath: string | null;
}

interface Episode {
  showId: number;
  season: number;
  episode: number;
}

interface CardPage {
  totalPages: number;
  totalResults: number;
  searchResults?: CardResult[];
  results?: CardResult[];
}

interface CardResult {
  id: number;
  title: string | null;
  name: string | null;
  posterPath: string | null;
}

/** Every movie and show of the offline catalogue, and every aired episode of its shows. */
async function catalogue(origin: string) {
  const read = async (kind: 'movie' | 'tv') => {
    const titles: Title[] = [];
    for (let page = 1; ; page++) {
      const answer = (await (
        await fetch(`${origin}/api/discover/${kind}?page=${page}`)
      ).json()) as CardPage;
      for (const card of answer.searchResults ?? answer.results ?? [])
        titles.push({
          mediaType: kind,
          id: card.id,
          name: card.title ?? card.name ?? String(card.id),
          posterPath: card.posterPath,
        });
      if (page >= answer.totalPages) return titles;
    }
  };
  const movies = await read('movie');
  const shows = await read('tv');
  const today = new Date().toISOString().slice(0, 10);
  const episodes: Episode[] = [];
  for (const show of shows) {
    const details = (await (await fetch(`${origin}/api/tvshow/${show.id}`)).json()) as {
      seasons: { seasonNumber: number }[];
    };
    for (const { seasonNumber } of details.seasons) {
      if (seasonNumber === 0) continue;
      const season = (await (
        await fetch(`${origin}/api/tvshow/${show.id}/seasons/${seasonNumber}`)
      ).json()) as { episodes: { episodeNumber: number; airDate: string | null }[] };
      for (const { episodeNumber, airDate } of season.episodes)
        if (airDate && airDate <= today)
          episodes.push({ showId: show.id, season: seasonNumber, episode: episodeNumber });
    }
  }
  return { movies, shows, episodes };
}

/** The day `back` days before today, as the history takes it. */
const daysAgo = (back: number) =>
  new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);

interface Filled {
  titles: number;
  episodes: number;
  watchlist: number;
  history: number;
  ratings: number;
  listItems: number;
  favorites: number;
  listId: string;
}

/**
 * Fills the account through the API. The history goes first: a watch takes its title off the
 * watchlist. A list, the watchlist and the ratings of titles hold each title once, so they are
 * as long as the catalogue allows; episode ratings fill the ratings up, rewatches the history.
 */
async function fill(origin: string, token: string): Promise<Filled> {
  const api = apiAs(origin, token);
  const { movies, shows, episodes } = await catalogue(origin);
  const titles = [...movies, ...shows];

  // Four watches a day, back from today: every episode and movie once, then the movies again
  // (a movie on another day is a rewatch; an episode is kept once, whenever watched).
  let history = 0;
  let day = 0;
  const watchedOn = () => ({ watchedOn: daysAgo(Math.floor(day++ / 4)) });
  for (const episode of episodes.slice(0, TARGET_ITEMS)) {
    const { marked } = await api<{ marked: unknown[] }>(
      'PUT',
      `/api/me/history/tv/${episode.showId}/seasons/${episode.season}/episodes/${episode.episode}`,
      watchedOn(),
    );
    history += marked.length;
  }
  if (movies.length === 0 && history < TARGET_ITEMS) throw new Error('too few titles to watch');
  for (let index = 0; history < TARGET_ITEMS; index++) {
    const movie = movies[index % movies.length] as Title;
    await api('POST', `/api/me/history/movie/${movie.id}`, watchedOn());
    history += 1;
  }

  for (const title of titles.slice(0, TARGET_ITEMS))
    await api('PUT', `/api/me/watchlist/${title.mediaType}/${title.id}`, {});

  const stars = (index: number) => ((index % 10) + 1) / 2;
  let ratings = 0;
  for (const title of titles.slice(0, TARGET_ITEMS))
    await api('PUT', `/api/me/ratings/${title.mediaType}/${title.id}`, {
      rating: stars(ratings++),
    });
  for (const episode of episodes.slice(0, Math.max(0, TARGET_ITEMS - ratings)))
    await api(
      'PUT',
      `/api/me/ratings/tv/${episode.showId}/seasons/${episode.season}/episodes/${episode.episode}`,
      { rating: stars(ratings++) },
    );

  const list = await api<{ id: string }>('POST', '/api/me/lists', { name: 'Everything' });
  const listed = titles.slice(0, TARGET_ITEMS);
  for (const title of listed)
    await api('PUT', `/api/me/lists/${list.id}/items/${title.mediaType}/${title.id}`);

  // Favourites are not read from the catalogue: the catalogue's titles, then made-up films.
  const favorites = Array.from({ length: TARGET_ITEMS }, (_, index) => {
    const title = titles[index];
    return title
      ? {
          mediaId: String(title.id),
          mediaType: title.mediaType,
          mediaTitle: title.name,
          mediaImageUrl: title.posterPath ?? '',
        }
      : {
          mediaId: String(9_000_000 + index),
          mediaType: 'movie' as const,
          mediaTitle: `Film ${index}`,
          mediaImageUrl: '',
        };
  });
  await api('POST', '/api/favorites/import', { items: favorites });

  const count = async (url: string) =>
    (await api<{ totalResults: number }>('GET', url)).totalResults;
  return {
    titles: titles.length,
    episodes: episodes.length,
    watchlist: await count('/api/me/watchlist?pageSize=1'),
    history: await count('/api/me/history?pageSize=1'),
    ratings: await count('/api/me/ratings?pageSize=1'),
    listItems: listed.length,
    favorites: (await api<unknown[]>('GET', '/api/favorites')).length,
    listId: list.id,
  };
}

/** One load of `url` in a fresh context holding only the session. */
async function load(browser: Browser, session: Session, url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: VIEWPORT, storageState: session.state });
  try {
    await context.addInitScript({ content: IN_PAGE });
    const apiPaths: string[] = [];
    let artRequests = 0;
    context.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (pathname.startsWith('/api/art/')) artRequests += 1;
      else if (pathname.startsWith('/api/')) apiPaths.push(pathname + search);
    });
    const page = await context.newPage();
    await page.goto(url);
    // Functions, not strings, run in the page: the app's Content Security Policy forbids eval.
    // Each is sent on its own, so each names what IN_PAGE keeps itself.
    await page
      .waitForFunction(
        () =>
          (globalThis as unknown as { __screenBench: InPageBench }).__screenBench.firstRowMs !==
          null,
        undefined,
        { timeout: 60_000 },
      )
      .catch(async (error: unknown) => {
        // A screen broken (or changed) shows no row: say what it shows instead.
        const shown = await page
          .getByRole('main')
          .innerText({ timeout: 1_000 })
          .catch(() => '');
        throw new Error(`${url} showed no item row; its main area read: ${shown.slice(0, 400)}`, {
          cause: error,
        });
      });
    await page.waitForLoadState('networkidle');
    const bench = await page.evaluate(
      () => (globalThis as unknown as { __screenBench: InPageBench }).__screenBench,
    );
    return {
      firstRowMs: bench.firstRowMs ?? Number.NaN,
      longTaskMs: bench.longTaskMs,
      apiRequests: apiPaths.length,
      artRequests,
      apiPaths,
    };
  } finally {
    await context.close();
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', default: path.join(webDir, 'dist') },
      pack: { type: 'string' },
      warmup: { type: 'string', default: '2' },
      rounds: { type: 'string', default: '10' },
    },
  });
  const distDir = path.resolve(values.dist);
  const warmup = Math.max(0, Number.parseInt(values.warmup, 10) || 0);
  const rounds = Math.max(1, Number.parseInt(values.rounds, 10) || 10);
  if (!existsSync(path.join(distDir, 'index.html'))) {
    console.error('No built web app: run `npm run build -w @media-search/web` first.');
    return;
  }
  const loadAtStart = loadAverage();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'media-search-screens-'));
  const origin = `http://127.0.0.1:${await freePort()}`;
  const server = await startServer(origin, dataDir, distDir, values.pack);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_ARGS });
  try {
    let session = await signIn(browser, origin);
    const filling = performance.now();
    const filled = await fill(origin, session.token);
    const fillSeconds = (performance.now() - filling) / 1000;
    const screens = [
      { name: 'Favourites (baseline)', path: '/favorites', items: filled.favorites },
      { name: 'Watchlist', path: '/watchlist', items: filled.watchlist },
      { name: 'History', path: '/history', items: filled.history },
      { name: 'Ratings', path: '/ratings', items: filled.ratings },
      { name: 'List', path: `/lists/${filled.listId}`, items: filled.listItems },
    ];
    const loads = new Map(screens.map((screen) => [screen.path, [] as Load[]]));
    // Round after round of every screen, so a change in the machine's load falls on all alike.
    for (let round = 0; round < warmup + rounds; round++) {
      if (session.expiresAtMs - Date.now() < TOKEN_MARGIN_MS)
        session = await signIn(browser, origin);
      for (const screen of screens) {
        const measured = await load(browser, session, `${origin}${screen.path}`);
        if (round >= warmup) loads.get(screen.path)?.push(measured);
      }
    }
    const loadAtEnd = loadAverage();

    const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
    const counts = (values: number[]) => {
      const low = Math.min(...values);
      const high = Math.max(...values);
      return low === high ? String(low) : `${low}–${high}`;
    };
    console.log(
      [
        `## Personal screens, first render (Chromium, ${rounds} loads each after ${warmup} unmeasured)`,
        '',
        `Catalogue: ${filled.titles} titles (movies and shows), ${filled.episodes} aired episodes. ` +
          `Filled through the API in ${fillSeconds.toFixed(0)} s. Load average (1 / 5 / 15 min): ` +
          `${loadAtStart} at the start, ${loadAtEnd} at the end.`,
        '',
        '| Screen | Items kept | First row p50 | First row p95 | Long tasks p50 | Long tasks p95 | /api data requests | /api/art posters |',
        '| ------ | ---------: | ------------: | ------------: | -------------: | -------------: | -----------------: | ---------------: |',
        ...screens.map((screen) => {
          const measured = loads.get(screen.path) ?? [];
          const first = measured.map((entry) => entry.firstRowMs);
          const long = measured.map((entry) => entry.longTaskMs);
          return (
            `| ${screen.name} | ${screen.items.toLocaleString('en-US')} | ${ms(percentile(first, 50))} | ` +
            `${ms(percentile(first, 95))} | ${ms(percentile(long, 50))} | ${ms(percentile(long, 95))} | ` +
            `${counts(measured.map((entry) => entry.apiRequests))} | ${counts(measured.map((entry) => entry.artRequests))} |`
          );
        }),
        '',
        'The /api data requests of the last load of each screen:',
        '',
        ...screens.map(
          (screen) =>
            `- ${screen.name}: ${(loads.get(screen.path)?.at(-1)?.apiPaths ?? []).map((url) => `\`${url}\``).join(', ')}`,
        ),
      ].join('\n'),
    );
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await once(server, 'exit');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  console.error('The personal screens benchmark could not run:', error);
}
process.exitCode = 0;
