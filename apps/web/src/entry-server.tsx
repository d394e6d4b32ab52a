/**
 * The server render, with TanStack Router's SSR entry points: the router matches the address,
 * runs the routes' loaders (which fetch what the screen shows through the API client, which the
 * server points at its own API in-process), renders the screen and each route's `head()`, and
 * dehydrates its state and the query cache into the page for the browser's router
 * (`RouterClient`, main.tsx) to hydrate from. The server knows none of the app's routes: it asks
 * for a page and sends what it gets (apps/server/src/web-render/).
 *
 * The render itself never fetches: a screen asking for data its loaders did not load fails the
 * render (the server then sends the app's shell, and the browser renders the screen).
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import type { I18n } from '@lingui/core';
import { CacheProvider } from '@emotion/react';
import {
  HeadContent,
  RouterContextProvider,
  createMemoryHistory,
  type AnyRoute,
} from '@tanstack/react-router';
import {
  RouterServer,
  createRequestHandler,
  renderSsrHtmlResponse,
} from '@tanstack/react-router/ssr/server';
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import type {
  PageRequest,
  RedirectedPage,
  RenderedPage,
  ServerRenderModule,
  ServerRenderOptions,
} from '@media-search/page-render';
import { AppProviders } from './app/app.tsx';
import { createAppRouter, type AppRouter } from './app/router.tsx';
import { screenFiles } from './app/screen-files.ts';
import { startTags } from './app/start-after-paint.ts';
import { setUpApiClient } from './lib/api.ts';
import { instanceIn } from './lib/i18n/i18n.ts';
import { isLanguage, type Language } from './lib/i18n/languages.ts';
import { createQueryClient } from './lib/query-client.ts';
import { RequestRegion } from './lib/watch-region.ts';

/**
 * Longest a render may take: 20–30 ms once warm, up to a few seconds the first time on a busy
 * machine. The server gives up waiting sooner (its own limit); this ends the render's work.
 */
const RENDER_DEADLINE_MS = 5000;

/** A render gave up: a route's data did not load (the catalogue failed or was late). */
export class MissingDataError extends Error {
  constructor(routes: readonly string[]) {
    super(`the data of ${routes.join(', ')} did not load`);
    this.name = 'MissingDataError';
  }
}

let site: ServerRenderOptions | undefined;

/**
 * What each render is doing, for the API client's requests, which it makes from its own async
 * context: its routes' loaders may ask the API; the render of its screen may not. Renders run
 * at once, each with its own.
 */
const phases = new AsyncLocalStorage<{ loading: boolean }>();

/**
 * Points the API client at the server's own API, once, before any render, and loads every
 * screen's code. Loaded on a page's first render instead, a screen's code compiled while its
 * loaders waited for the API, which then answered too late for the page (2.4 s, measured on the
 * first details page of an end-to-end run), so that page went out without its screen.
 */
export const configureServerRender: ServerRenderModule['configureServerRender'] = async (
  options: ServerRenderOptions,
) => {
  site = options;
  setUpApiClient(new URL(options.origin), (input, init) => {
    if (!phases.getStore()?.loading) {
      return Promise.reject(new Error('the server render does not fetch'));
    }
    return options.fetch(input, init);
  });
  const screens: readonly AnyRoute[] = Object.values<AnyRoute>({ ...routes.routesById });
  await Promise.all(screens.map((route) => routes.loadRouteChunk(route) ?? Promise.resolve()));
};

/**
 * The app's routes, to match addresses against: a router that never loads anything. Whether an
 * address is the app's is the router's to say, not a list the server keeps of its own.
 */
const routes = createAppRouter({
  queryClient: createQueryClient(),
  history: createMemoryHistory(),
  origin: 'http://routes.invalid',
});

/**
 * The status of the page at `pathname` when it cannot be rendered: 404 where no route of the
 * app answers (it shows its not-found screen there; a 200 would be a "soft 404"), else 200.
 */
export const routeStatus: ServerRenderModule['routeStatus'] = (pathname) => {
  // The router matches loosely: a route that answers the start of the path leaves the rest in
  // `**` (so `/movie/550/crew` "matches" `/movie/$id`); the app shows its not-found screen then.
  const [, rest, route] = routes.getMatchedRoutes(pathname);
  return route && rest['**'] === undefined ? 200 : 404;
};

/** Renders a page: any number at once, each in its own language, region and query cache. */
export const renderPage: ServerRenderModule['renderPage'] = (request) => {
  const signal = AbortSignal.timeout(site?.deadlineMs ?? RENDER_DEADLINE_MS);
  return phases.run({ loading: true }, () => render(request, signal));
};

async function render(
  { url, language, watchRegion }: PageRequest,
  signal: AbortSignal,
): Promise<RenderedPage | RedirectedPage> {
  if (!site) throw new Error('configureServerRender was not called');
  const origin = site.origin;
  const uiLanguage: Language = isLanguage(language) ? language : 'en';
  const phase = phases.getStore();
  const i18n = await instanceIn(uiLanguage);
  const queryClient = createQueryClient();
  // A failed load fails at once: Node is never "online" to TanStack Query (no
  // `navigator.onLine`), so a retry would wait for ever.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false, networkMode: 'always' },
  });
  const handler = createRequestHandler({
    request: new Request(url, { signal }),
    createRouter: () => {
      const router = createAppRouter({
        queryClient,
        origin,
        i18n,
        watchRegion: () => watchRegion,
      });
      // The router's scroll restoring script is inline JavaScript the page need not carry: a
      // page rendered whole is one the browser puts back where the reader was by itself.
      router.update({ ...router.options, scrollRestoration: false });
      return router;
    },
  });
  let parts: Omit<RenderedPage, 'kind' | 'status' | 'root' | 'freshForSeconds'> | undefined;
  /** Whether every query the screen made had its data when it was rendered. */
  let whole = false;
  const { manifest = {} } = site;
  let response: Response;
  try {
    response = await handler(async ({ router, responseHeaders }) => {
      if (phase) phase.loading = false;
      throwIfDataMissing(router);
      const styleCache = createCache({ key: 'css' });
      styleCache.compat = true;
      return renderSsrHtmlResponse({
        router,
        responseHeaders,
        render: async () => {
          const html = await renderScreen(router, { i18n, watchRegion, styleCache, signal });
          // Read now: once the response is made, the router's query integration empties the
          // cache. A query that never ran (one a signed-out visitor does not make) lacks nothing.
          whole = queryClient
            .getQueryCache()
            .getAll()
            .every(({ state }) => state.status !== 'error' && state.fetchStatus !== 'fetching');
          parts = {
            head: renderToStaticMarkup(
              <RouterContextProvider router={router}>
                <HeadContent />
              </RouterContextProvider>,
            ),
            assets: html.preloads + styleElement(styleCache),
            start: startTags(
              screenFiles(
                manifest,
                router.state.matches,
                router.state.location.pathname,
                uiLanguage,
              ),
            ),
          };
          return html.elements;
        },
      });
    });
  } finally {
    if (phase) phase.loading = false;
  }
  const location = response.headers.get('location');
  if (response.status >= 300 && response.status < 400 && location) {
    return { kind: 'redirect', status: response.status, location };
  }
  if (!parts || response.status >= 500) throw new Error(`the render answered ${response.status}`);
  const root = (await response.text()).replace(/^<!DOCTYPE html>/, '');
  const { staleTime } = queryClient.getDefaultOptions().queries ?? {};
  const freshForSeconds = whole && typeof staleTime === 'number' ? Math.floor(staleTime / 1000) : 0;
  return { kind: 'page', status: response.status, root, freshForSeconds, ...parts };
}

/** A route whose loader failed would render its error screen: the page goes out without it. */
function throwIfDataMissing(router: AppRouter): void {
  const failed = router.state.matches.filter((match) => match.status === 'error');
  if (failed.length > 0) throw new MissingDataError(failed.map((match) => match.routeId));
}

/** The screen's HTML, every part in place (no Suspense boundary left to fill in later). */
interface ScreenRender {
  i18n: I18n;
  watchRegion: string;
  styleCache: EmotionCache;
  signal: AbortSignal;
}

async function renderScreen(
  router: AppRouter,
  { i18n, watchRegion, styleCache, signal }: ScreenRender,
) {
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={styleCache}>
        <RequestRegion value={watchRegion}>
          <AppProviders queryClient={router.options.context.queryClient} i18n={i18n}>
            <RouterServer router={router} />
          </AppProviders>
        </RequestRegion>
      </CacheProvider>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY, signal },
  );
  return splitPreloads(await new Response(prelude).text());
}

/**
 * React writes the preloads a screen asks for (its first pictures, fetched early) before its
 * elements. They go in the head: the root then holds what the app renders there and nothing
 * else, so a press held before the app came is found again by its place among the root's
 * elements (app/start-after-paint.ts).
 */
function splitPreloads(html: string): { preloads: string; elements: string } {
  const preloads = /^(?:<link [^>]*>)*/.exec(html)?.[0] ?? '';
  return { preloads, elements: html.slice(preloads.length) };
}

/**
 * Every rule the render made, as one style element the browser's emotion counts as its own
 * (by the names it lists). Every one, not just those the rendered elements use: the app's
 * first render in the browser goes the same way as the server's, and would otherwise make
 * theirs (70-odd rules) while it hydrates the screen.
 */
function styleElement(cache: EmotionCache): string {
  const rules = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const names = rules.map(([name]) => name).join(' ');
  return `<style data-emotion="${cache.key} ${names}">${rules.map(([, css]) => css).join('')}</style>`;
}
