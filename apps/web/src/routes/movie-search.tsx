import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { movieSearchQueryOptions } from '../features/search/api/search-queries.ts';
import { rootRoute } from './root.tsx';

const MovieSearchScreen = lazyRouteComponent(
  () => import('../features/search/components/movie-search-screen.tsx'),
  'MovieSearchScreen',
);

function MovieSearchRoute() {
  return <MovieSearchScreen text={movieSearchRoute.useParams().query} />;
}

export const movieSearchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/movie-search/$query',
  loader: async ({ context, params }) => {
    await Promise.all([
      MovieSearchScreen.preload?.(),
      context.queryClient.ensureInfiniteQueryData(movieSearchQueryOptions(params.query)),
    ]);
  },
  component: MovieSearchRoute,
});
