/** The movie search route's screen (movie-search.tsx), loaded by the router when first visited. */
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { MovieSearchScreen } from '@/features/search/components/movie-search-screen.tsx';

const route = getRouteApi('/movie-search/$query');

function MovieSearchRoute() {
  return <MovieSearchScreen text={route.useParams().query} />;
}

export const Route = createLazyRoute('/movie-search/$query')({ component: MovieSearchRoute });
