import type { QueryClient } from '@tanstack/react-query';
import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import type { I18n } from '@lingui/core';
import { i18n as appI18n } from '@/lib/i18n/i18n.ts';
import { readWatchRegion } from '@/lib/watch-region.ts';
import { RouteError } from '../components/feedback/route-error.tsx';
import { PageSpinner } from '../components/feedback/page-spinner.tsx';
// The files of src/routes/, gathered by TanStack Router's Vite plugin (vite.config.ts).
import { routeTree } from '@/routeTree.gen.ts';

// Rarely needed, so loaded when it is. The error view is not: it must show when the network fails.
const NotFoundScreen = lazyRouteComponent(
  () => import('../components/feedback/not-found-screen.tsx'),
  'NotFoundScreen',
);

export interface AppRouterOptions {
  queryClient: QueryClient;
  /** The render's messages: the app's own instance unless given (the server's render). */
  i18n?: I18n;
  /** The render's watch region: the visitor's own unless given (the server's render). */
  watchRegion?: () => string;
  /** The browser's unless given (tests start at an address of their own). */
  history?: RouterHistory;
  /** Where the site is, for the heads' absolute addresses: the page's own origin unless given. */
  origin?: string;
}

export function createAppRouter({
  queryClient,
  history,
  origin,
  i18n = appI18n,
  watchRegion = readWatchRegion,
}: AppRouterOptions) {
  const router = createRouter({
    routeTree,
    history,
    context: { queryClient, origin: origin ?? window.location.origin, i18n, watchRegion },
    // Screens read their data from the query cache, which decides freshness.
    defaultPreloadStaleTime: 0,
    defaultPreload: 'intent',
    // New screens open at the top; back and forward return to where the reader was.
    scrollRestoration: true,
    defaultPendingComponent: PageSpinner,
    defaultPendingMs: 150,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundScreen,
  });
  // The server's render sends the query cache with the page, and the browser's router starts
  // from it (TanStack Router's SSR integration for TanStack Query). Only what has loaded: the
  // page is sent whole, so a query still on its way would reach the browser as a promise that
  // rejects once the render is over, and the screen reading it would show an error for good
  // instead of asking again.
  setupRouterSsrQueryIntegration({
    router,
    queryClient,
    wrapQueryClient: false,
    dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.status === 'success' },
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface HistoryState {
    /** Set by the `/` shortcut: the search screen then puts focus in its box. */
    focusSearch?: boolean;
  }
}
