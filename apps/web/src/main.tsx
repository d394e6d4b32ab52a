/**
 * The browser's entry. A page the server rendered (entry-server.tsx) is hydrated by the router's
 * `RouterClient`, from the state and query cache the page carries; any other page (the app's
 * shell, a page the server could not render) is rendered here.
 */
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app/app.tsx';
import { createAppRouter, type AppRouter } from './app/router.tsx';
import { pressHeldPressesAgain } from './app/start-after-paint.ts';
import { hasAnyStoredSession } from './features/auth/auth-provider.tsx';
import { setUpApiClient } from './lib/api.ts';
import { initialLanguage, loadMessagesFor, startInLanguage } from './lib/i18n/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { registerServiceWorkerWhenIdle } from './lib/service-worker.ts';

// First: the generated query keys hold the API's base URL, the server's render's included.
setUpApiClient(window.location);
const queryClient = createQueryClient();
const router = createAppRouter({ queryClient });
const language = initialLanguage();
/** The language the server rendered the page in (the app's own language changes it later). */
const pageLanguage = document.documentElement.lang;

/**
 * Whether the app's first render comes out as the server's did, so it can hydrate the page: in
 * the language the page was rendered in, and with nobody to sign back in (whose state would
 * show at once). Else it renders the screen afresh over it.
 */
function canHydrate(root: HTMLElement): boolean {
  return (
    root.firstElementChild !== null &&
    '$_TSR' in window &&
    pageLanguage === language &&
    !hasAnyStoredSession()
  );
}

/** Calls `then` once the app's first screen has committed: its effect runs after its children's. */
function Committed({ children, then }: { children: ReactNode; then: () => void }) {
  useEffect(then, [then]);
  return children;
}

/**
 * The router puts a page at its top, or at a place it recorded, as its first screen renders.
 * A server-rendered screen is already where the reader is: where they scrolled it to before the
 * app came, or, after a reload or back/forward, where the browser put it back. Hydrating it
 * leaves them there; later moves restore as usual.
 */
function keepReadersPlace(appRouter: AppRouter) {
  let hydrating = true;
  appRouter.update({
    ...appRouter.options,
    scrollRestoration: () => {
      const restore = !hydrating;
      hydrating = false;
      return restore;
    },
  });
}

function start(root: HTMLElement, app: (router: ReactNode) => ReactNode) {
  if (!canHydrate(root)) {
    const reactRoot = createRoot(root);
    // A transition: React renders the app in short slices rather than in one long task.
    startTransition(() => reactRoot.render(app(<RouterProvider router={router} />)));
    return;
  }
  keepReadersPlace(router);
  // The screen's messages, which the server's render had (its router's `beforeLoad`, which the
  // hydrating router does not run again).
  void Promise.resolve(loadMessagesFor(window.location.pathname)).then(() =>
    startTransition(() => void hydrateRoot(root, app(<RouterClient router={router} />))),
  );
}

// English is ready at once; another language's catalogues load first, so the first render is
// already in it (no flash of English, nor of IDs). Not a top-level await: the language's chunk
// imports from this one, which must have finished evaluating first (else neither ever does).
void startInLanguage(language).then(() => {
  const root = document.getElementById('root');
  if (root) {
    // In a task of its own: pressed from inside React's commit, a button in a part not yet
    // hydrated would not get the press (React hydrates a part at once for a press, but not then).
    const started = () => void setTimeout(() => pressHeldPressesAgain(root));
    start(root, (routerElement) => (
      <StrictMode>
        <Committed then={started}>
          <AppProviders queryClient={queryClient}>{routerElement}</AppProviders>
        </Committed>
      </StrictMode>
    ));
  }
});

// Offline, the app opens from what the worker kept; it starts once the first screen is up.
registerServiceWorkerWhenIdle();
