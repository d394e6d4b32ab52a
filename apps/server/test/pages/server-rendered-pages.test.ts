/**
 * Pages made by the web app's server render (the build's ssr/entry-server.js; here a stand-in
 * that reads the API the way the router's loaders do, through the fetch it was given): the
 * screen and head go in the page, the page is kept while its answers may be, the render reads
 * nothing but this server's API on the site's origin, and a render that fails or is late sends
 * the app's shell at once.
 */
import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createTmdbCatalog } from '../../src/catalog/create-catalog.ts';
import { loadConfig } from '../../src/config.ts';
import { BadRequestError } from '../../src/errors.ts';
import { inlineScriptHashes } from '../../src/pages/inline-scripts.ts';
import { MAX_WAITING_RENDERS, RENDER_WAIT_MS } from '../../src/pages/server-render.ts';
import { pageUrl } from '../../src/pages/web-pages.ts';
import { FAKE_TMDB_TOKEN, FakeTmdb } from '../fake-tmdb.ts';
import { writeBuiltWebApp } from './built-web-app.ts';

const ORIGIN = 'https://films.test';
/** The styles the stand-in gives, with "$&" (a special pattern in String.replace). */
const STYLES = '<style data-emotion="css a1">.css-a1::after{content:"$&"}</style>';
/** The router's state, as an inline script of the page's own. */
const STATE = '<script>self.$_TSR={}</script>';
/** How the render says the page starts the app, instead of the template's module script. */
const START = '<script>startTheApp("/assets/index-abc.js")</script>';

/**
 * Renders the page's movie from the API (`/movie/{id}`), or the configuration's catalogue for
 * any other address; `/moved` redirects. Keeps each request it had, and what the API said.
 */
const SERVER_RENDER = `
let site;
export async function configureServerRender(options) { site = options; globalThis.renderSite = options; }
export function routeStatus(pathname) {
  return pathname.startsWith('/no-route') || pathname === '/index.html' ? 404 : 200;
}
export async function renderPage(request) {
  globalThis.renderRequests.push(request);
  if (globalThis.renderFails) throw new Error('the page cannot be rendered');
  await globalThis.rendering;
  const url = new URL(request.url);
  if (url.pathname === '/moved') return { kind: 'redirect', status: 307, location: '/about' };
  const id = /^\\/movie\\/(\\d+)$/.exec(url.pathname)?.[1];
  const answer = await site.fetch(new Request(site.origin + (id ? '/api/movie/' + id : '/api/configuration')));
  if (answer.status === 404) {
    return { kind: 'page', status: 404, head: '<title>Movie not found</title>', assets: '', root: '<main></main>', start: '', freshForSeconds: 60 };
  }
  const data = await answer.json();
  const name = id ? data.movieDetails.title : data.catalog;
  return {
    kind: 'page',
    status: 200,
    head: '<title>' + name + ' | Media Search</title>',
    assets: ${JSON.stringify(STYLES)},
    root: '<main><h1>' + name + '</h1></main>' + ${JSON.stringify(STATE)},
    start: ${JSON.stringify(START)},
    freshForSeconds: 60,
  };
}
`;

interface RenderRequest {
  url: string;
  language: string;
  watchRegion: string;
}
interface RenderOptions {
  origin: string;
  fetch: typeof fetch;
}
const state = globalThis as unknown as {
  /** What the server configured the render with. */
  renderSite: RenderOptions;
  renderRequests: RenderRequest[];
  renderFails: boolean;
  /** What each render waits for before it is done. */
  rendering: Promise<void>;
};

let tmdb: FakeTmdb;
let work: string;
let app: FastifyInstance;

beforeAll(async () => {
  tmdb = await FakeTmdb.start();
  work = await writeBuiltWebApp('rendered-pages', { 'ssr/entry-server.js': SERVER_RENDER });
  const config = loadConfig({ TMDB_API_TOKEN: FAKE_TMDB_TOKEN, TMDB_BASE_URL: tmdb.baseUrl });
  app = await buildApp({
    catalog: createTmdbCatalog(config.tmdb),
    webDistDir: work,
    publicOrigin: ORIGIN,
  });
  // A first TMDB request (a new connection, code run for the first time) can take longer than
  // a render may wait for it on a busy machine; the tests' pages come after it.
  await app.inject('/api/tvshow/201');
});
afterAll(async () => {
  await app.close();
  await tmdb.stop();
  await rm(work, { recursive: true, force: true });
});
beforeEach(() => {
  tmdb.reset();
  state.renderRequests = [];
  state.renderFails = false;
  state.rendering = Promise.resolve();
});

/** Holds every render from now until the returned function is called. */
function holdRenders(): () => void {
  let release = () => undefined as void;
  state.rendering = new Promise((resolve) => (release = resolve));
  return release;
}

const isRendered = (html: string) => html.includes('<div id="root"><main>');

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

describe('a page the build renders', () => {
  it('has the screen in its root, the route’s head, and starts the app as the render says', async () => {
    const response = await page('/movie/101');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<div id="root"><main><h1>Orbit of Ash</h1></main><script>self.$_TSR={}</script></div>',
    );
    expect(response.body).toContain('<title>Orbit of Ash | Media Search</title>');
    expect(response.body).not.toContain('<meta name="description" content="Search and browse');
    expect(response.body).toContain(`${STYLES}${START}</head>`);
    expect(response.body).not.toContain('<script type="module" crossorigin');
  });

  it('lets the CSP run its own inline scripts by their hashes, and no others', async () => {
    const response = await page('/movie/101?csp');
    const csp = String(response.headers['content-security-policy']);
    const [stateHash] = inlineScriptHashes(STATE);
    const [startHash] = inlineScriptHashes(START);
    expect(csp).toContain(`script-src 'self'`);
    expect(csp).toContain(stateHash);
    expect(csp).toContain(startHash);
    expect(csp).not.toContain("'unsafe-inline'; script");
    // The shell carries no such script, and its policy allows none.
    state.renderFails = true;
    const shell = await page('/about?shell');
    expect(String(shell.headers['content-security-policy'])).not.toContain(stateHash);
    expect(String(shell.headers['content-security-policy'])).not.toContain(startHash);
  });

  it('is asked for on the site’s origin, in the browser’s language and watch region', async () => {
    await page('/movie/102?x=1', { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' });
    expect(state.renderRequests).toEqual([
      { url: `${ORIGIN}/movie/102?x=1`, language: 'fr', watchRegion: 'CA' },
    ]);
  });

  it('answers with the render’s status and redirects', async () => {
    // A movie TMDB does not know: the fake has no fixture for it.
    expect((await page('/movie/9404')).statusCode).toBe(404);
    const moved = await page('/moved');
    expect(moved.statusCode).toBe(307);
    expect(moved.headers.location).toBe('/about');
  });

  it('is revalidated, and unchanged costs nothing: 304 with no body', async () => {
    const first = await page('/movie/104');
    const again = await page('/movie/104', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('a rendered page kept', () => {
  it('is rendered once for each address, language and region while its answers may be kept', async () => {
    const rendered = await page('/movie/105');
    expect(rendered.headers['server-timing']).toMatch(/^render;dur=\d+\.\d$/);
    const kept = await page('/movie/105');
    // Developer tools (and the browser tests) can tell a kept page from a render.
    expect(kept.headers['server-timing']).toBe('page-cache;desc=hit');
    expect(kept.body).toBe(rendered.body);
    await page('/movie/105', { 'accept-language': 'en-GB' });
    await page('/movie/105', { 'accept-language': 'de' });
    expect(
      state.renderRequests.map(({ language, watchRegion }) => [language, watchRegion]),
    ).toEqual([
      ['en', 'US'],
      ['en', 'GB'],
      ['de', 'US'],
    ]);
  });
});

describe('what the render may read', () => {
  it('is the API of this server on the site’s origin, in-process, nothing else', async () => {
    const { fetch: renderFetch } = state.renderSite;
    expect((await renderFetch(`${ORIGIN}/api/configuration`)).status).toBe(200);
    for (const [input, init] of [
      ['https://evil.example/api/configuration', undefined],
      [`${ORIGIN}/oidc/token`, undefined],
      [`${ORIGIN}/api/favorites`, { method: 'POST' }],
    ] as const) {
      await expect(renderFetch(input, init), input).rejects.toThrow(/may only read the API/);
    }
  });

  it('fails a render whose answer is late: the shell goes out within the budget', async () => {
    tmdb.fail('/movie/107', { kind: 'hang' });
    const started = performance.now();
    const response = await page('/movie/107');
    expect(performance.now() - started).toBeLessThan(RENDER_WAIT_MS);
    expect(response.statusCode).toBe(200);
    expect(isRendered(response.body)).toBe(false);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain(
      '<script type="module" crossorigin src="/assets/index-abc.js">',
    );
  });
});

describe('pages the build cannot render', () => {
  it('go out as the shell when the render fails, with the router’s status', async () => {
    state.renderFails = true;
    const response = await page('/movie/103');
    expect(response.statusCode).toBe(200);
    expect(response.headers['server-timing']).toBe('shell');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<title>Media Search</title>');
    const missing = await page('/no-route/here');
    expect(missing.statusCode).toBe(404);
    const again = await page('/no-route/here', { 'if-none-match': String(missing.headers.etag) });
    expect(again.statusCode).toBe(404);
  });

  it('render at most four at once; the others go out as the shell rather than wait', async () => {
    const release = holdRenders();
    const urls = ['/a1', '/a2', '/a3', '/a4', '/a5', '/a6'];
    const answered: string[] = [];
    const pages = Promise.all(
      urls.map((url) =>
        page(url).then((response) => {
          answered.push(response.body);
          return response;
        }),
      ),
    );
    await until(() => answered.length === urls.length - MAX_WAITING_RENDERS);
    expect(answered.filter(isRendered)).toEqual([]);
    release();
    const all = await pages;
    expect(all.filter((response) => isRendered(response.body))).toHaveLength(MAX_WAITING_RENDERS);
  });

  it('go out as the shell when the render is stuck, and stuck renders do not hold the line', async () => {
    holdRenders(); // never released: every render from here hangs
    const urls = ['/b1', '/b2', '/b3', '/b4'];
    const started = performance.now();
    const stuck = await Promise.all(urls.map((url) => page(url)));
    expect(performance.now() - started).toBeGreaterThanOrEqual(RENDER_WAIT_MS - 50);
    expect(stuck.map((response) => isRendered(response.body))).toEqual(urls.map(() => false));
    state.rendering = Promise.resolve();
    expect(isRendered((await page('/b5')).body)).toBe(true);
  });

  it('the shell the service worker keeps answers 200, though it is no route', async () => {
    expect((await page('/index.html')).statusCode).toBe(200);
  });
});

describe('the address a page is rendered for', () => {
  it('comes from the site’s origin, never from the request target', () => {
    expect(pageUrl(ORIGIN, '/movie/12?x=//evil.example').href).toBe(
      `${ORIGIN}/movie/12?x=//evil.example`,
    );
    for (const target of [
      '//evil.example/movie/1',
      '/\\evil.example/movie/1',
      'http://evil.example/',
    ]) {
      expect(() => pageUrl(ORIGIN, target), target).toThrow(BadRequestError);
    }
  });
});

describe('the build’s own files', () => {
  it('are not served: the server render and the manifest are the server’s to read', async () => {
    for (const url of ['/ssr/entry-server.js', '/.vite/manifest.json']) {
      const response = await page(url);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).not.toContain('renderPage');
    }
  });
});
