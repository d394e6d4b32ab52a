import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { ErrorView } from '../components/feedback/error-view.tsx';
import { NotFoundScreen } from '../components/feedback/not-found-screen.tsx';
import { PageSpinner } from '../components/feedback/page-spinner.tsx';
import { aboutRoute } from '../routes/about.tsx';
import { callbackRoute } from '../routes/callback.tsx';
import { favoritesRoute } from '../routes/favorites.tsx';
import { listRoutes } from '../routes/lists.tsx';
import { movieSearchRoute } from '../routes/movie-search.tsx';
import { movieRoute } from '../routes/movie.tsx';
import { personRoute } from '../routes/person.tsx';
import { rootRoute } from '../routes/root.tsx';
import { searchRoute } from '../routes/search.tsx';
import { episodeRoute } from '../routes/tv-episode.tsx';
import { seasonRoute } from '../routes/tv-season.tsx';
import { tvShowRoute } from '../routes/tv-show.tsx';

const routeTree = rootRoute.addChildren([
  searchRoute,
  aboutRoute,
  movieRoute,
  movieSearchRoute,
  tvShowRoute,
  seasonRoute,
  episodeRoute,
  personRoute,
  favoritesRoute,
  callbackRoute,
  ...listRoutes,
]);

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    // Screens read their data from the query cache, which decides freshness.
    defaultPreloadStaleTime: 0,
    defaultPreload: 'intent',
    // New screens open at the top; back and forward return to where the reader was.
    scrollRestoration: true,
    defaultPendingComponent: PageSpinner,
    defaultPendingMs: 150,
    defaultErrorComponent: ({ error, reset }) => <ErrorView error={error} onRetry={reset} />,
    defaultNotFoundComponent: NotFoundScreen,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
