/**
 * The server's render of a page's screen (apps/server/src/pages/drawn-screens.ts): the
 * app itself, on a history of its own, from the answers the page carries, so the page shows the
 * screen before any of the app's code has arrived. The browser's app then takes the drawn
 * screen over (main.tsx): its first render must come out the same, so it starts from the same
 * answers, language, watch region and viewport guess.
 */
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
import { createQueryClient } from './lib/query-client.ts';
import { drawForUserAgent } from './lib/viewport-guess.ts';
import { drawForLanguages } from './lib/watch-region.ts';

export interface ScreenRequest {
  /** The page's absolute address. */
  href: string;
  /** The JSON the page carries for the app (the configuration and the page's answer). */
  seedJson: string;
  /** The UI's language, one of the app's (languages.ts). */
  language: string;
  /** The browser's languages, most wanted first (from its Accept-Language). */
  browserLanguages: readonly string[];
  /** The browser's user agent (for a screen whose layout depends on the viewport). */
  userAgent: string;
}

/**
 * One render at a time: the UI's language and the request's languages are the app's module
 * state (as in the browser, where there is one visitor), which a second render would change
 * under the first while it waits for a screen's code.
 */
let queue: Promise<unknown> = Promise.resolve();

/** The screen's HTML, or nothing for a language the app does not have. */
export function renderScreen(request: ScreenRequest): Promise<string | undefined> {
  const render = queue.then(() => draw(request));
  queue = render.catch(() => undefined);
  return render;
}

async function draw({ href, seedJson, language, browserLanguages, userAgent }: ScreenRequest) {
  if (!isLanguage(language)) return undefined;
  const url = new URL(href);
  setUpApiClient(url);
  drawOnServer();
  drawForLanguages(browserLanguages);
  drawForUserAgent(userAgent);
  await activateLanguage(language);
  const queryClient = createQueryClient();
  seedQueriesFromText(queryClient, seedJson, language, url.href);
  const router = createAppRouter(
    queryClient,
    createMemoryHistory({ initialEntries: [url.pathname + url.search] }),
  );
  // The router's script that restores a scroll position on reload is an inline script, which
  // the site's CSP refuses; and a page drawn whole is one the browser restores by itself.
  router.update({ ...router.options, scrollRestoration: false });
  await router.load();
  const { prelude } = await prerender(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
    // Every part in place in the HTML, none moved there later by an inline script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
