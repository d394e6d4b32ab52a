/**
 * `/discover/movies` and `/discover/tv`. The filters live in the address, checked by
 * `parseDiscoverSearch`; each change is a new history entry, so Back undoes it.
 */
import { createRoute, lazyRouteComponent, useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import {
  parseDiscoverSearch,
  toDiscoverSearch,
  type DiscoverFilters,
  type DiscoverMedia,
} from '../features/discover/lib/discover-search.ts';
import { rootRoute } from './root.tsx';

const DiscoverScreen = lazyRouteComponent(
  () => import('../features/discover/components/discover-screen.tsx'),
  'DiscoverScreen',
);

const loadDiscoverQueries = () => import('../features/discover/api/discover-queries.ts');

const sameSearch = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

function discoverRoute(media: DiscoverMedia, path: '/discover/movies' | '/discover/tv') {
  const route = createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: (search: Record<string, unknown>) =>
      toDiscoverSearch(parseDiscoverSearch(media, search)),
    loaderDeps: ({ search }) => search,
    loader: async ({ context, deps, cause }) => {
      // Loaded with the screen, not with the first screen of the app, whose budget is tight.
      const results = loadDiscoverQueries().then(({ discoverQueryOptions }) =>
        context.queryClient.prefetchInfiniteQuery(
          discoverQueryOptions(media, parseDiscoverSearch(media, deps)),
        ),
      );
      // Arriving, the screen waits for its first page; a changed filter keeps the screen (and
      // the focus in it) while the new list loads.
      await Promise.all([DiscoverScreen.preload?.(), cause === 'enter' && results]);
    },
    component: function DiscoverRoute() {
      const search = route.useSearch();
      const navigate = useNavigate();
      const filters = useMemo(() => parseDiscoverSearch(media, search), [search]);
      const onFiltersChange = useCallback(
        (next: DiscoverFilters) => {
          const nextSearch = toDiscoverSearch(next);
          if (!sameSearch(nextSearch, search)) void navigate({ to: path, search: nextSearch });
        },
        [navigate, search],
      );
      return <DiscoverScreen media={media} filters={filters} onFiltersChange={onFiltersChange} />;
    },
  });
  return route;
}

export const discoverRoutes = [
  discoverRoute('movie', '/discover/movies'),
  discoverRoute('tv', '/discover/tv'),
] as const;
