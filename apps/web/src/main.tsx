import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppRouter, type AppRouter } from './app/router.tsx';
import { seedQueries } from './app/seed-queries.ts';
import { hasStoredSession } from './features/auth/auth-provider.tsx';
import { setUpApiClient } from './lib/api.ts';
import { configurationQueryOptions } from './lib/configuration.ts';
import { pressEarlyPressesAgain } from './lib/early-presses.ts';
import { takeOverDrawnScreen } from './lib/first-screen.ts';
import { initialLanguage, startInLanguage } from './lib/i18n/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { registerServiceWorkerWhenIdle } from './lib/service-worker.ts';

// First: the generated query keys hold the API's base URL, the seeded ones included.
setUpApiClient(window.location);
const queryClient = createQueryClient();
const language = initialLanguage();
const tookPageAnswer = seedQueries(queryClient, document, language);

/**
 * The server drew the screen into the page (apps/server/src/pages/drawn-screens.ts). The app
 * takes it over as it is (hydration) when its own first render comes out the same: from the
 * answer the page carries, in the language it was drawn in, and with nobody to sign back in
 * (whose state would show at once). Else it draws the screen afresh over it.
 */
function drawnScreenMatches(): boolean {
  const auth = queryClient.getQueryData(configurationQueryOptions.queryKey)?.auth;
  return tookPageAnswer && !(auth && hasStoredSession(auth));
}

type AppElement = (router?: AppRouter) => ReactNode;

/** Calls `then` once the app's first screen has committed: its effect runs after its children's. */
function Committed({ children, then }: { children: ReactNode; then: () => void }) {
  useEffect(then, [then]);
  return children;
}

/**
 * The router puts a page at its top, or at a place it recorded, as its first screen renders.
 * A drawn screen is already where the reader is: where they scrolled it to before the app came,
 * or, after a reload or back/forward, where the browser put it back (it can, as the page comes
 * whole). Taking it over leaves them there. The router cannot know better: it records a place
 * only for a page scrolled while it runs, so a reader who scrolled the drawn page alone and
 * then reloaded was sent to the top.
 */
function keepReadersPlace(router: AppRouter) {
  let takingOver = true;
  router.update({
    ...router.options,
    scrollRestoration: () => {
      const restore = !takingOver;
      takingOver = false;
      return restore;
    },
  });
}

function drawAfresh(root: HTMLElement, app: AppElement) {
  const reactRoot = createRoot(root);
  // A transition: React draws the app in short slices rather than in one long task.
  startTransition(() => reactRoot.render(app()));
}

function start(root: HTMLElement, app: AppElement) {
  if (!root.firstElementChild) return drawAfresh(root, app);
  // Whichever way, the drawn screen is not taken away part by part (lib/first-screen.ts).
  takeOverDrawnScreen();
  if (!drawnScreenMatches()) return drawAfresh(root, app);
  const router = createAppRouter(queryClient);
  // The server's tree: the router leaves out what it adds around a screen it draws itself.
  router.ssr = { manifest: undefined };
  keepReadersPlace(router);
  // The screen's code and data first, so that its first render is the drawn screen; then in a
  // transition, which React works through in short slices.
  void router.load().then(() => startTransition(() => void hydrateRoot(root, app(router))));
}

// English is ready at once; another language's catalogues load first, so the first render is
// already in it (no flash of English, nor of IDs). Not a top-level await: the language's chunk
// imports from this one, which must have finished evaluating first (else neither ever does).
void startInLanguage(language).then(() => {
  const root = document.getElementById('root');
  if (root) {
    // In a task of its own: pressed from inside React's commit, a button in a part not yet
    // hydrated would not get the press (React hydrates a part at once for a press, but not then).
    const started = () => void setTimeout(() => pressEarlyPressesAgain(root));
    start(root, (router) => (
      <StrictMode>
        <Committed then={started}>
          <App queryClient={queryClient} router={router} />
        </Committed>
      </StrictMode>
    ));
  }
});

// Offline, the app opens from what the worker kept; it starts once the first screen is up.
registerServiceWorkerWhenIdle();
