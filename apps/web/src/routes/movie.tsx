import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { movieQueryOptions } from '../features/movies/api/movie-queries.ts';
import { renderFavorite } from './favorite-slot.tsx';
import { idParams } from './id-params.ts';
import { rootRoute } from './root.tsx';
import { loadOrNotFound } from './load-or-not-found.ts';

const MovieScreen = lazyRouteComponent(
  () => import('../features/movies/components/movie-screen.tsx'),
  'MovieScreen',
);

function MovieRoute() {
  return <MovieScreen id={movieRoute.useParams().id} renderFavorite={renderFavorite} />;
}

export const movieRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/movie/$id',
  params: idParams,
  loader: async ({ context, params }) => {
    await Promise.all([
      MovieScreen.preload?.(),
      loadOrNotFound(context.queryClient.ensureQueryData(movieQueryOptions(params.id)), 'Movie'),
    ]);
  },
  component: MovieRoute,
});
