/** The movie route's screen (movie.tsx), loaded by the router when the route is first visited. */
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { MovieScreen } from '@/features/movies/components/movie-screen.tsx';
import { renderFavorite } from './favorite-slot.tsx';

const route = getRouteApi('/movie/$id');

function MovieRoute() {
  return <MovieScreen id={route.useParams().id} renderFavorite={renderFavorite} />;
}

export const Route = createLazyRoute('/movie/$id')({ component: MovieRoute });
