import { createFileRoute } from '@tanstack/react-router';
import { DiscoverRoute } from './-discover-route.tsx';
import { loadDiscover, validateDiscoverSearch } from './-discover.ts';
import { screenHead } from './-heads.ts';

export const Route = createFileRoute('/discover/tv')({
  validateSearch: (search: Record<string, unknown>) => validateDiscoverSearch('tv', search),
  // The filters are the screen's own state: a changed one keeps this match (no loaderDeps), so
  // the screen and an open control stay while the new list loads (docs/architecture.md,
  // "Screens that stay"). The loader reads them from the address.
  loader: ({ context, location, cause }) => loadDiscover(context, 'tv', location.search, cause),
  head: ({ match }) => screenHead(match),
  component: DiscoverTv,
});

function DiscoverTv() {
  return <DiscoverRoute media="tv" path="/discover/tv" />;
}
