/**
 * A built web app as the server finds it in `WEB_DIST_DIR`, cut down: `index.html` in the shape
 * `vite build` writes it (apps/web/index.html), and the manifest (`build.manifest`) naming the
 * movie screen, the home rows, and the English and French messages.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const BUILT_INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Search and browse movies, TV shows and people." />
    <title>Media Search</title>
    <style>body{margin:0}</style>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

export const BUILT_MANIFEST = {
  'index.html': { file: 'assets/index-abc.js' },
  'src/routes/movie.$id.tsx?tsr-split=component': {
    file: 'assets/movie.lazy-m1.js',
    imports: ['index.html'],
  },
  'src/features/lists/components/home-rows.tsx': {
    file: 'assets/home-rows-h1.js',
    imports: ['index.html'],
  },
  'src/lib/i18n/messages/en-screens.ts': { file: 'assets/en-screens-x1.js' },
  'src/lib/i18n/messages/fr.ts': { file: 'assets/fr-f1.js' },
};

/**
 * A stand-in for the build's server render (ssr/entry-server.js), for tests of what stays the
 * server's job around it: it reads the API as the router's loaders do (through the fetch the
 * server gave it, on the site's origin, in the page's language and watch region) and answers
 * with the status the app would. `/movie/{id}` is the movie (an id it cannot read is asked for
 * as 0, as the app does), 404 when the API has no such movie; `/`, `/about` and `/search` are
 * screens without data; any other address is no route (404). The page carries the API's answer
 * as data, as the router's state does. Each request it had is in `globalThis.renderRequests`.
 */
export const API_READING_RENDER = `
let site;
const escape = (text) => String(text).replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
export async function configureServerRender(options) { site = options; }
export function routeStatus(pathname) {
  return /^\\/(movie\\/[^/]+|about|search)?$/.test(pathname) ? 200 : 404;
}
function page(status, title, data) {
  const state = data === undefined ? '' :
    '<script type="application/json" id="state">' + JSON.stringify(data).replace(/</g, '\\\\u003c') + '</script>';
  return {
    kind: 'page', status, head: '<title>' + escape(title) + ' | Media Search</title>', assets: '',
    root: '<main><h1>' + escape(title) + '</h1></main>' + state, start: '', freshForSeconds: 60,
  };
}
export async function renderPage(request) {
  (globalThis.renderRequests ??= []).push(request);
  const { pathname } = new URL(request.url);
  if (routeStatus(pathname) === 404) return page(404, 'Page not found');
  const id = /^\\/movie\\/(.+)$/.exec(pathname)?.[1];
  if (id === undefined) return page(200, 'Screen');
  const query = new URLSearchParams({ region: request.watchRegion });
  if (request.language !== 'en') query.set('language', request.language);
  const address = site.origin + '/api/movie/' + (/^\\d+$/.test(id) ? id : '0') + '?' + query;
  const answer = await site.fetch(address);
  if (answer.status === 404 || answer.status === 400) return page(404, 'Movie not found');
  if (!answer.ok) throw new Error(address + ' answered ' + answer.status);
  const data = await answer.json();
  return page(200, data.movieDetails.title, data);
}
`;

/** What the stand-in render was asked for. */
export interface RenderRequest {
  url: string;
  language: string;
  watchRegion: string;
}

/** The requests the stand-in render had since the last call. */
export function takeRenderRequests(): RenderRequest[] {
  const state = globalThis as unknown as { renderRequests?: RenderRequest[] };
  const requests = state.renderRequests ?? [];
  state.renderRequests = [];
  return requests;
}

/** The API's answer a page made by the stand-in render carries, if any. */
export function pageData(html: string): unknown {
  const data = /<script type="application\/json" id="state">([^<]*)<\/script>/.exec(html)?.[1];
  return data === undefined ? undefined : JSON.parse(data);
}

/** Writes the build into a new temporary folder, with `files` (path → text) added; its path. */
export async function writeBuiltWebApp(
  name: string,
  files: Record<string, string> = {},
): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `${name}-`));
  const all = {
    'index.html': BUILT_INDEX_HTML,
    '.vite/manifest.json': JSON.stringify(BUILT_MANIFEST),
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  return dir;
}
