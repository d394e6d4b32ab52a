import { createFileRoute } from '@tanstack/react-router';
import { DiscoverRoute } from './-discover-route.tsx';
import { loadDiscover, validateDiscoverSearch } from './-discover.ts';
import { screenHead } from './-heads.ts';

export const Route = createFileRoute('/discover/movies')({
  validateSearch: (search: Record<string, unknown>) => validateDiscoverSearch('movie', search),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => loadDiscover(context, 'movie', deps, cause),
  head: ({ match }) => screenHead(match),
  component: DiscoverMovies,
});

function DiscoverMovies() {
  return <DiscoverRoute media="movie" path="/discover/movies" />;
}
