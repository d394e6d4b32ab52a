/**
 * The web app's server render (apps/web/src/entry-server.tsx, which the web build writes to its
 * `ssr/` folder): its router renders a page's screen and head from the API's answers, which its
 * loaders ask this server for in-process (`app.inject`, never over the network, and only
 * addresses on the site's own origin). Without that file (an older build, or the API alone)
 * pages go out as the app's shell, and the browser renders the screen.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type {
  PageRequest,
  RedirectedPage,
  RenderedPage,
  ServerRenderModule,
  ViteManifest,
} from '@media-search/page-render';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** What a render gives, with how long its answers may be kept (the API's shortest max-age). */
export type RenderResult = (RenderedPage | RedirectedPage) & { maxAgeSeconds: number };

const isServerRenderModule = (value: unknown): value is ServerRenderModule =>
  typeof value === 'object' &&
  value !== null &&
  ['configureServerRender', 'renderPage', 'routeStatus'].every(
    (name) => typeof (value as Record<string, unknown>)[name] === 'function',
  );

/** Where the web build writes the server's render, under its output folder. */
const SERVER_RENDER_FILE = path.join('ssr', 'entry-server.js');

/**
 * How long a render's API request may take before the render gives up on it: a page is never
 * held for a slow upstream; it goes out as the shell, and the answer, still on its way, warms
 * the cache for the app's own request.
 */
export const API_BUDGET_MS = 300;

/**
 * Renders in progress at most: they run at once (20–30 ms each once warm, sharing the process's
 * one thread), and a page beyond this goes out as the shell rather than add to the wait.
 */
export const MAX_WAITING_RENDERS = 4;

/**
 * Longest a page waits for its render, in line and rendering. A warm render takes 20–30 ms; the
 * first of a kind on a busy two-core machine took up to 3 s (its code compiled on first use). A
 * page past it goes out as the shell and frees its place in line.
 */
export const RENDER_WAIT_MS = 3000;

/** The build's render, as the pages use it. */
export interface ServerRender {
  /** The page, or nothing when it could not be rendered in time (it then goes out as the shell). */
  render(request: PageRequest, clientIp: string): Promise<RenderResult | undefined>;
  /** 404 where none of the app's routes answers the path, else 200. */
  routeStatus(pathname: string): 200 | 404;
}

/** What one render's API requests found: the shortest time their answers may be kept. */
interface RenderRecord {
  clientIp: string;
  maxAgeSeconds: number;
}

/** The build's render, if it has one, pointed at `app`'s API on `origin`. */
export async function loadServerRender(
  distDir: string,
  app: FastifyInstance,
  origin: string,
): Promise<ServerRender | undefined> {
  const file = path.join(distDir, SERVER_RENDER_FILE);
  if (!existsSync(file)) return undefined;
  const module: unknown = await import(pathToFileURL(file).href);
  if (!isServerRenderModule(module)) {
    throw new Error(`${file} does not export configureServerRender, renderPage and routeStatus`);
  }
  const records = new AsyncLocalStorage<RenderRecord>();
  // The client build's manifest names each screen's files, which the render lists for the page.
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  // Written by the same build as the render module, in Vite's own format.
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest)
    : {};
  await module.configureServerRender({
    origin,
    fetch: apiInProcess(app, origin, records),
    manifest,
  });
  const render = limitRenders(module.renderPage, app.log);
  return {
    render: (request, clientIp) => {
      const record: RenderRecord = { clientIp, maxAgeSeconds: Number.POSITIVE_INFINITY };
      return records.run(record, async () => {
        const page = await render(request);
        return page && { ...page, maxAgeSeconds: record.maxAgeSeconds };
      });
    },
    routeStatus: module.routeStatus,
  };
}

/**
 * A `fetch` for the render's API requests: answered by `app` itself, as the visitor's own
 * requests (their address, so their API limit counts them), within the budget. Anything but a
 * GET of the API on the site's own origin is refused.
 */
function apiInProcess(
  app: FastifyInstance,
  origin: string,
  records: AsyncLocalStorage<RenderRecord>,
): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (request.method !== 'GET' || url.origin !== origin || !url.pathname.startsWith('/api/')) {
      throw new TypeError(`the server render may only read the API: ${request.method} ${url.href}`);
    }
    const record = records.getStore();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`${url.pathname}: no answer within ${API_BUDGET_MS} ms`)),
        API_BUDGET_MS,
      );
    });
    try {
      const answer = await Promise.race([
        app.inject({
          method: 'GET',
          url: url.pathname + url.search,
          headers: { accept: 'application/json' },
          remoteAddress: record?.clientIp,
        }),
        late,
      ]);
      if (record) record.maxAgeSeconds = Math.min(record.maxAgeSeconds, maxAge(answer.headers));
      const headers = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (typeof value === 'string') headers.set(name, value);
        else if (typeof value === 'number') headers.set(name, String(value));
      }
      // The API answers JSON text (uncompressed: the request names no encoding).
      return new Response(answer.statusCode === 304 ? null : answer.body, {
        status: answer.statusCode,
        headers,
      });
    } finally {
      clearTimeout(timer);
    }
  };
}

/** An answer's `max-age`, 0 when it may not be shared or kept. */
function maxAge(headers: Record<string, unknown>): number {
  const value = headers['cache-control'];
  const cacheControl = typeof value === 'string' ? value : '';
  if (/\b(?:private|no-store|no-cache)\b/.test(cacheControl)) return 0;
  const seconds = /\bmax-age=(\d+)/.exec(cacheControl)?.[1];
  return seconds === undefined ? 0 : Number(seconds);
}

type RenderPage = ServerRenderModule['renderPage'];

/** `renderPage` with the limits above: a page never waits long, nor in a long line. */
function limitRenders(
  renderPage: RenderPage,
  log: FastifyBaseLogger,
): (request: PageRequest) => Promise<RenderedPage | RedirectedPage | undefined> {
  let waiting = 0;
  return async (request) => {
    if (waiting >= MAX_WAITING_RENDERS) return undefined;
    waiting += 1;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), RENDER_WAIT_MS);
    });
    try {
      const page = await Promise.race([renderPage(request), late]);
      if (page !== 'late') return page;
      log.warn({ url: request.url }, `no render within ${RENDER_WAIT_MS} ms; sent the shell`);
      return undefined;
    } catch (error) {
      log.info({ err: error, url: request.url }, 'could not render the page; sent the shell');
      return undefined;
    } finally {
      clearTimeout(timer);
      waiting -= 1;
    }
  };
}
