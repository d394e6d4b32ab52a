/**
 * The server's render of a page's screen (apps/server/src/pages/drawn-screens.ts): the
 * app itself, on a history of its own, from the answers the page carries, so the page shows the
 * screen before any of the app's code has arrived. The browser's app then takes the drawn
 * screen over (main.tsx): its first render must come out the same, so it starts from the same
 * answers, language and watch region.
 *
 * A render never asks the network: everything it shows is in the answers the page carries.
 * Should a screen want anything else, the render fails at once (the page then goes out without
 * it, and the app renders the screen in the browser) instead of fetching from the server (which
 * may not reach itself, or count the request against a client's limit) or waiting to retry.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/router.tsx';
import { seedQueriesFromText } from './app/seed-queries.ts';
import { setUpApiClient } from './lib/api.ts';
import { drawOnServer } from './lib/first-screen.ts';
import { activateLanguage } from './lib/i18n/i18n.ts';
import { isLanguage } from './lib/i18n/languages.ts';
import { OneAtATime } from './lib/one-at-a-time.ts';
import { createQueryClient } from './lib/query-client.ts';
import { renderForRegion } from './lib/watch-region.ts';

export interface ScreenRequest {
  /** The page's absolute address. */
  href: string;
  /** The JSON the page carries for the app (the configuration and the page's answer). */
  seedJson: string;
  /** The UI's language, one of the app's (languages.ts). */
  language: string;
  /** The watch region the browser's languages name (lib/watch-region.ts), e.g. `GB`. */
  watchRegion: string;
}

/**
 * Longest a render may take: 20–30 ms once warm, up to a few seconds the first time on a busy
 * machine. The server gives up waiting sooner (its own limit); this frees the line.
 */
const RENDER_DEADLINE_MS = 5000;

/**
 * One render at a time: the UI's language and the request's region are the app's module state
 * (as in the browser, where there is one visitor), which a second render would change under the
 * first while it waits for a screen's code.
 */
const renders = new OneAtATime(RENDER_DEADLINE_MS);

/** The addresses the current render asked for: any at all means it lacks its data. */
let asked: string[] = [];

// Configured once for every render, with no address of the request's: a render sends nothing.
setUpApiClient(new URL('http://server-render.invalid'), (input) => {
  asked.push(input instanceof Request ? new URL(input.url).pathname : String(input));
  return Promise.reject(new Error('the server render does not fetch'));
});

/** A render gave up: the data it needed was not in the page's answers. */
class MissingDataError extends Error {
  constructor(paths: readonly string[]) {
    super(`the page's answers lack what the screen asked for: ${paths.join(', ')}`);
    this.name = 'MissingDataError';
  }
}

/** A drawn screen: its elements and the styles they need. */
export interface DrawnScreenHtml {
  /** The screen's elements, for the page's root element. */
  root: string;
  /** The preloads and style elements those elements need, for the end of the page's head. */
  head: string;
}

/**
 * The app's routes, to match addresses against: a router that never loads anything. Whether an
 * address is the app's is the router's to say, not a list the server keeps of its own.
 */
const routes = createAppRouter(createQueryClient(), createMemoryHistory());

/**
 * The status of the page at `pathname`: 404 where no route of the app answers (it shows its
 * not-found screen there; a 200 would be a "soft 404" to search engines), else 200. A route
 * whose item does not exist is the server's to find out, from the catalogue.
 */
export function routeStatus(pathname: string): 200 | 404 {
  // The router matches loosely: a route that answers the start of the path leaves the rest in
  // `**` (so `/movie/550/crew` "matches" `/movie/$id`); the app shows its not-found screen then.
  const [, rest, route] = routes.getMatchedRoutes(pathname);
  return route && rest['**'] === undefined ? 200 : 404;
}

/** The screen's HTML, or nothing for a language the app does not have or a redirect. */
export function renderScreen(request: ScreenRequest): Promise<DrawnScreenHtml | undefined> {
  return renders.run((signal) => draw(request, signal));
}

async function draw({ href, seedJson, language, watchRegion }: ScreenRequest, signal: AbortSignal) {
  if (!isLanguage(language)) return undefined;
  const url = new URL(href);
  asked = [];
  drawOnServer();
  renderForRegion(watchRegion);
  await activateLanguage(language);
  signal.throwIfAborted();
  const queryClient = createQueryClient();
  // A query the page's answers do not hold fails once, at once: Node is never "online" to
  // TanStack Query (no `navigator.onLine`), so a retry would wait for ever.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false, networkMode: 'always' },
  });
  seedQueriesFromText(queryClient, seedJson, language, url.href);
  const router = createAppRouter(
    queryClient,
    createMemoryHistory({ initialEntries: [url.pathname + url.search] }),
  );
  // The router's script that restores a scroll position on reload is an inline script, which
  // the site's CSP refuses; and a page drawn whole is one the browser restores by itself.
  router.update({ ...router.options, scrollRestoration: false });
  await router.load();
  signal.throwIfAborted();
  if (asked.length > 0) throw new MissingDataError(asked);
  // The styles go in the head, not before each element as emotion writes them by default: a
  // page painted while it is still arriving then never shows an element before its styles,
  // and the browser's emotion, which would first move ninety-odd style elements into the head,
  // finds them there in one. In compat mode emotion keeps each rule's text in `inserted`.
  const styleCache = createCache({ key: 'css' });
  styleCache.compat = true;
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={styleCache}>
        <App queryClient={queryClient} router={router} />
      </CacheProvider>
    </StrictMode>,
    // Every part in place in the HTML, none moved there later by an inline script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY, signal },
  );
  // A component that asked during the render would show its error or loading state.
  if (asked.length > 0) throw new MissingDataError(asked);
  const { preloads, elements } = splitPreloads(await new Response(prelude).text());
  // Nothing to show: the router answered with a redirect (an address whose search it rewrites,
  // `?media=books` on a person), which renders as nothing. Such a page must start the app at
  // once (a rendered page starts it after its first paint, which an empty page never has).
  if (!elements) return undefined;
  return { root: elements, head: preloads + styleElement(styleCache) };
}

/**
 * React writes the preloads a screen asks for (its first pictures, fetched early) before its
 * elements. They go in the head: the root then holds what the app renders there and nothing
 * else, so a press kept from before the app came is found again by its place among the root's
 * elements on a screen the app draws afresh (apps/web/src/lib/early-presses.ts).
 */
function splitPreloads(html: string): { preloads: string; elements: string } {
  const preloads = /^(?:<link [^>]*>)*/.exec(html)?.[0] ?? '';
  return { preloads, elements: html.slice(preloads.length) };
}

/**
 * Every rule the render made, as one style element the browser's emotion counts as its own
 * (by the names it lists). Every one, not just those the drawn elements use: the app's first
 * render in the browser goes the same way as the server's, through the parts that are drawn
 * again before the screen settles, and would otherwise make theirs (70-odd rules) while it
 * takes the screen over.
 */
function styleElement(cache: EmotionCache): string {
  const rules = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const names = rules.map(([name]) => name).join(' ');
  return `<style data-emotion="${cache.key} ${names}">${rules.map(([, css]) => css).join('')}</style>`;
}
