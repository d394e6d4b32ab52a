/**
 * Details pages, the home page and Discover with their screen drawn by the web app's server render (the build's
 * ssr/entry-server.js; here a stand-in that draws what it was given): the screen is in the
 * page, the app's code is asked for after the first paint by a script the CSP allows, and a
 * render that fails, or a page that is not a details page, goes out as before.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Catalog } from '../../src/catalog/catalog.ts';
import { createOfflineCatalog, createTmdbCatalog } from '../../src/catalog/create-catalog.ts';
import { loadConfig } from '../../src/config.ts';
import { APP_LOADER_SCRIPT } from '../../src/pages/app-loader.ts';
import { DRAW_WAIT_MS, MAX_WAITING_DRAWS } from '../../src/pages/drawn-screens.ts';
import { listScreenAt, loadHomeRows } from '../../src/pages/screen-data.ts';
import { pageUrl } from '../../src/pages/web-pages.ts';
import { BadRequestError } from '../../src/errors.ts';
import { FAKE_TMDB_TOKEN, FakeTmdb } from '../fake-tmdb.ts';
import { writeBuiltWebApp } from './built-web-app.ts';

/** The style elements the fake render gives, with "$&" (a special pattern in String.replace). */
const DRAWN_STYLES = '<style data-emotion="css a1">.css-a1::after{content:"$&"}</style>';

/**
 * Draws the page's title, or its first list's first title, from the answers it was given, and
 * keeps each request it had.
 */
const SERVER_RENDER = `
const DRAWN_STYLES = ${JSON.stringify(DRAWN_STYLES)};
export async function renderScreen(request) {
  globalThis.drawnRequests.push(request);
  if (globalThis.drawingFails) throw new Error('the screen cannot be drawn');
  await globalThis.drawing;
  const { page, lists } = JSON.parse(request.seedJson);
  const first = lists && Object.values(lists.pages)[0].results[0];
  const title = page ? page.data.movieDetails?.title : first.title;
  return { root: '<main><h1>' + (title ?? 'drawn') + '</h1></main>', head: DRAWN_STYLES };
}
export function routeStatus(pathname) {
  return pathname.startsWith('/no-route') || pathname === '/index.html' ? 404 : 200;
}
`;

interface DrawnRequest {
  href: string;
  seedJson: string;
  language: string;
  watchRegion: string;
}
const state = globalThis as unknown as {
  drawnRequests: DrawnRequest[];
  drawingFails: boolean;
  /** What each draw waits for before it is done. */
  drawing: Promise<void>;
};

let tmdb: FakeTmdb;
let work: string;
let app: FastifyInstance;
let catalog: Catalog;

beforeAll(async () => {
  tmdb = await FakeTmdb.start();
  work = await writeBuiltWebApp('drawn-pages', { 'ssr/entry-server.js': SERVER_RENDER });
  const config = loadConfig({ TMDB_API_TOKEN: FAKE_TMDB_TOKEN, TMDB_BASE_URL: tmdb.baseUrl });
  catalog = createTmdbCatalog(config.tmdb);
  app = await buildApp({ catalog, webDistDir: work });
});
afterAll(async () => {
  await app.close();
  await tmdb.stop();
  await rm(work, { recursive: true, force: true });
});
beforeEach(() => {
  tmdb.reset();
  state.drawnRequests = [];
  state.drawingFails = false;
  state.drawing = Promise.resolve();
});

/** Holds every draw from now until the returned function is called. */
function holdDraws(): () => void {
  let release = () => undefined as void;
  state.drawing = new Promise((resolve) => (release = resolve));
  return release;
}

const isDrawn = (html: string) => html.includes('<div id="root"><main>');

/** Resolves once `check` holds, looking every 10 ms; fails after 5 s. */
async function until(check: () => boolean): Promise<void> {
  const deadline = performance.now() + 5000;
  while (!check()) {
    if (performance.now() > deadline) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const page = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { host: 'films.test', ...headers } });

/** The answers the page carries for the app. */
function seedOf(html: string): unknown {
  const opening = '<script type="application/json" id="initial-queries">';
  const start = html.indexOf(opening) + opening.length;
  return JSON.parse(html.slice(start, html.indexOf('</script>', start)));
}

function appCode(html: string): unknown {
  const opening = '<script type="application/json" id="app-code">';
  const start = html.indexOf(opening);
  if (start < 0) return undefined;
  return JSON.parse(html.slice(start + opening.length, html.indexOf('</script>', start)));
}

describe('a details page the build can draw', () => {
  it('has the screen in its root, and starts the app after its first paint', async () => {
    const html = (await page('/movie/101', { 'accept-language': 'en-GB,en;q=0.8' })).body;
    expect(html).toContain('<div id="root"><main><h1>Orbit of Ash</h1></main></div>');
    // No module script or preloads that the first paint would wait on or share the line with.
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    // The entry first, then what the movie screen imports, in English.
    expect(appCode(html)).toEqual([
      '/assets/index-abc.js',
      '/assets/en-screens-x1.js',
      '/assets/movie.lazy-m1.js',
    ]);
    expect(html).toContain(`<script>${APP_LOADER_SCRIPT}</script>`);
    // Its styles at the end of the head, as drawn.
    expect(html).toContain(`${DRAWN_STYLES}</head>`);
  });

  it('is drawn from the answer the page carries, in its language and for the browser’s languages', async () => {
    const html = (await page('/movie/101', { 'accept-language': 'de-AT, fr;q=0.5' })).body;
    expect(state.drawnRequests).toHaveLength(1);
    const [request] = state.drawnRequests;
    expect(request?.href).toBe('http://films.test/movie/101');
    expect(request?.language).toBe('de');
    expect(request?.watchRegion).toBe('AT');
    expect(JSON.parse(request?.seedJson ?? '')).toEqual(seedOf(html));
  });

  it('lets the CSP run the loader by its hash, and no other inline script', async () => {
    const response = await page('/movie/101');
    const scriptSources = /script-src ([^;]*)/.exec(
      String(response.headers['content-security-policy']),
    )?.[1];
    const hash = createHash('sha256').update(APP_LOADER_SCRIPT, 'utf8').digest('base64');
    expect(scriptSources).toBe(`'self' 'sha256-${hash}'`);
  });

  it('goes out undrawn, as before, when the render fails', async () => {
    state.drawingFails = true;
    const response = await page('/movie/102');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain(
      '<script type="module" crossorigin src="/assets/index-abc.js">',
    );
    expect(response.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/movie.lazy-m1.js" />',
    );
    expect(appCode(response.body)).toBeUndefined();
    // Not kept undrawn: once the render works, the next visitor gets the page drawn.
    state.drawingFails = false;
    expect(isDrawn((await page('/movie/102')).body)).toBe(true);
  });
});

describe('the home page, with nothing searched', () => {
  const listPreload = '<link rel="preload" as="fetch"';
  // The lists in the catalogue's cache, as on a site that is up: a first visit that finds the
  // cache cold may not get them within the page's budget (its page then goes out undrawn).
  beforeAll(() => loadHomeRows(catalog, 'en'));

  it('is drawn with its rows, from the four lists it carries', async () => {
    const html = (await page('/')).body;
    expect(html).toContain('<div id="root"><main><h1>Orbit of Embers</h1></main></div>');
    const { lists } = seedOf(html) as {
      lists: { language: string; pages: Record<string, { results: { title: string }[] }> };
    };
    expect(lists.language).toBe('en');
    expect(Object.keys(lists.pages).toSorted()).toEqual([
      'popularMovies',
      'popularTvShows',
      'trendingMovies',
      'trendingTvShows',
    ]);
    expect(lists.pages.popularMovies?.results[0]?.title).toBe('Orbit of Ash');
    // The rows' code comes with the app's, after the first paint; the lists are in the page.
    expect(appCode(html)).toEqual(['/assets/index-abc.js', '/assets/home-rows-h1.js']);
    expect(html).not.toContain(listPreload);
  });

  it('leaves the API’s own answers for the lists as they were', async () => {
    await page('/');
    const movies = (await page('/api/movie/popular?page=1')).json<Record<string, unknown>>();
    expect(movies).toHaveProperty('searchResults');
    expect(movies).not.toHaveProperty('results');
    const shows = (await page('/api/tvshow/popular?page=1')).json<Record<string, unknown>>();
    expect(shows).toHaveProperty('results');
  });

  it('is drawn once while its lists stay the same', async () => {
    const first = await page('/');
    const second = await page('/');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(state.drawnRequests.length).toBeLessThanOrEqual(1);
  });

  it('goes out undrawn, naming its lists to fetch, when one of them is late', async () => {
    tmdb.fail('/trending/tv/day', { kind: 'hang' });
    // Another language: the English lists are in the catalogue's cache already.
    const html = (await page('/', { 'accept-language': 'fr' })).body;
    expect(state.drawnRequests).toEqual([]);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain(
      `${listPreload} crossorigin href="/api/movie/popular?page=1&amp;language=fr" />`,
    );
    expect(seedOf(html)).not.toHaveProperty('lists');
  });

  it('with a search is not drawn: the app shows the results', async () => {
    const html = (await page('/?q=orbit')).body;
    expect(state.drawnRequests).toEqual([]);
    expect(html).toContain('<div id="root"></div>');
  });
});

describe('many pages at once', () => {
  it('draw at most four; the others go out undrawn rather than wait in line', async () => {
    // The first four are held until the others have gone out, so no draw ends early and makes
    // room for a page whose data came late.
    // Their answers in the catalogue's cache, so all six pages reach the render at once: a page
    // whose answer came late could find a draw finished and be drawn too.
    await Promise.all([
      catalog.tvShow(201, 'US', 'en'),
      catalog.tvShow(202, 'US', 'en'),
      catalog.person(301, 'en'),
      ...[103, 104, 105].map((id) => catalog.movie(id, 'US', 'en')),
    ]);
    const release = holdDraws();
    const urls = ['/tv/201', '/person/301', '/tv/202', '/movie/105', '/movie/103', '/movie/104'];
    const answered: string[] = [];
    const pages = Promise.all(
      urls.map((url) =>
        page(url).then((response) => {
          answered.push(response.body);
          return response;
        }),
      ),
    );
    await until(() => answered.length === urls.length - MAX_WAITING_DRAWS);
    expect(answered.filter(isDrawn)).toEqual([]);
    release();
    const all = await pages;
    expect(all.map((response) => response.statusCode)).toEqual(urls.map(() => 200));
    expect(all.filter((response) => isDrawn(response.body))).toHaveLength(MAX_WAITING_DRAWS);
    expect(state.drawnRequests).toHaveLength(MAX_WAITING_DRAWS);
  });

  it('go out undrawn when the render is stuck, and stuck renders do not hold the line', async () => {
    holdDraws(); // never released: every draw from here hangs
    // Addresses not drawn before, so no page kept from an earlier test answers.
    const urls = ['/movie/101', '/movie/102', '/movie/103', '/movie/104'].map((url) => `${url}?s`);
    const started = performance.now();
    const stuck = await Promise.all(urls.map((url) => page(url)));
    const waited = performance.now() - started;
    expect(stuck.map((response) => isDrawn(response.body))).toEqual(urls.map(() => false));
    expect(stuck.map((response) => response.statusCode)).toEqual(urls.map(() => 200));
    expect(waited).toBeGreaterThanOrEqual(DRAW_WAIT_MS - 50);
    // The four stuck draws have given up their places: the next page is drawn.
    state.drawing = Promise.resolve();
    expect(isDrawn((await page('/movie/105?s')).body)).toBe(true);
  });
});

describe('what a page is drawn with', () => {
  it('comes from the site’s origin, never from the request target', () => {
    const origin = 'https://media.example';
    expect(pageUrl(origin, '/movie/12?x=//evil.example').href).toBe(
      'https://media.example/movie/12?x=//evil.example',
    );
    for (const target of [
      '//evil.example/movie/105',
      '/\\evil.example/movie/1',
      'http://evil.example/movie/12',
      '*',
      '',
    ]) {
      expect(() => pageUrl(origin, target), target).toThrow(BadRequestError);
    }
  });

  it('is all in the key of the page kept: each address and region is drawn for itself', async () => {
    await page('/person/301', { 'accept-language': 'en-GB' });
    await page('/person/301?media=tv', { 'accept-language': 'en-GB' });
    await page('/person/301?media=tv', { 'accept-language': 'en-GB' });
    await page('/person/301', { 'accept-language': 'en-IE' });
    expect(state.drawnRequests.map(({ href, watchRegion }) => [href, watchRegion])).toEqual([
      ['http://films.test/person/301', 'GB'],
      ['http://films.test/person/301?media=tv', 'GB'],
      ['http://films.test/person/301', 'IE'],
    ]);
  });
});

describe('Discover, with no filter chosen', () => {
  // As for the home page: its results in the catalogue's cache.
  beforeAll(() => listScreenAt(new URL('http://films.test/discover/movies'))?.(catalog, 'en'));

  it('is drawn with its first page of results, one page for every device', async () => {
    const phone =
      'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';
    const response = await page('/discover/movies', { 'user-agent': phone });
    expect(response.body).toContain('<div id="root"><main><h1>Orbit of Ash</h1></main></div>');
    const { lists } = seedOf(response.body) as { lists: { pages: Record<string, unknown> } };
    expect(lists.pages.discoverMovies).toMatchObject({ page: 1, totalResults: expect.any(Number) });
    // CSS lays the page out for the window (apps/web's discover-screen.tsx): a phone's user
    // agent and a desktop's get the same page, drawn once.
    expect(response.headers.vary).toBe('Accept-Encoding, Accept-Language');
    const desktop = await page('/discover/movies', {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0',
    });
    expect(desktop.body).toBe(response.body);
    expect(state.drawnRequests).toHaveLength(1);
  });

  it('is drawn for each watch region, and kept for each', async () => {
    for (const language of ['en-GB', 'de-DE', 'en-GB', 'de-DE'])
      await page('/discover/movies', { 'accept-language': language });
    expect(state.drawnRequests.map((request) => request.watchRegion)).toEqual(['GB', 'DE']);
  });

  it('with filters chosen is not drawn: the app asks for those', async () => {
    const html = (await page('/discover/tv?genres=18')).body;
    expect(state.drawnRequests).toEqual([]);
    expect(html).toContain('<div id="root"></div>');
  });
});

describe('on the offline catalogue, which builds its answers afresh for each call', () => {
  let offline: FastifyInstance;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'drawn-offline-'));
    const packDir = path.join(import.meta.dirname, '..', '..', 'packs', 'demo');
    offline = await buildApp({
      catalog: await createOfflineCatalog(packDir, dataDir),
      webDistDir: work,
    });
  });
  afterAll(async () => {
    await offline.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('Discover is drawn once while its results stay the same', async () => {
    const get = () => offline.inject({ url: '/discover/movies', headers: { host: 'films.test' } });
    const first = await get();
    const second = await get();
    expect(isDrawn(first.body)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(state.drawnRequests).toHaveLength(1);
  });
});

describe('other pages', () => {
  it('are not drawn: the app draws them', async () => {
    const response = await page('/about');
    expect(state.drawnRequests).toEqual([]);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain(
      '<script type="module" crossorigin src="/assets/index-abc.js">',
    );
    expect(response.headers.vary).toBe('Accept-Encoding, Accept-Language');
  });

  it('answer 404 where the app has no route, as its render says, and never 304', async () => {
    const missing = await page('/no-route/here');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
    const again = await page('/no-route/here', { 'if-none-match': String(missing.headers.etag) });
    expect(again.statusCode).toBe(404);
    expect((await page('/about')).statusCode).toBe(200);
  });

  it('answer 200 for the shell the service worker keeps, though it is no route', async () => {
    expect((await page('/index.html')).statusCode).toBe(200);
  });
});

describe('the build’s own files', () => {
  it('are not served: the server render and the manifest are the server’s to read', async () => {
    for (const url of ['/ssr/entry-server.js', '/.vite/manifest.json']) {
      const response = await page(url);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).not.toContain('renderScreen');
      expect(response.body).not.toContain('movie.lazy-m1.js"');
    }
  });
});
