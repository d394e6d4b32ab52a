import { createFileRoute } from '@tanstack/react-router';
import { DiscoverRoute } from './-discover-route.tsx';
import { loadDiscover, validateDiscoverSearch } from './-discover.ts';
import { screenHead } from './-heads.ts';

export const Route = createFileRoute('/discover/tv')({
  validateSearch: (search: Record<string, unknown>) => validateDiscoverSearch('tv', search),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => loadDiscover(context, 'tv', deps, cause),
  head: ({ match }) => screenHead(match),
  component: DiscoverTv,
});

function DiscoverTv() {
  return <DiscoverRoute media="tv" path="/discover/tv" />;
}
