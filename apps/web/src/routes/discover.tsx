/**
 * `/discover/movies` and `/discover/tv`. The filters live in the address, checked by
 * `parseDiscoverSearch`; each change is a new history entry, so Back undoes it.
 */
import { createRoute } from '@tanstack/react-router';
import {
  parseDiscoverSearch,
  toDiscoverSearch,
  type DiscoverMedia,
} from '../features/discover/lib/discover-search.ts';
import { currentLanguage } from '../lib/language.ts';
import { rootRoute } from './root.tsx';

const loadDiscoverQueries = () => import('../features/discover/api/discover-queries.ts');

function discoverRoute(media: DiscoverMedia, path: '/discover/movies' | '/discover/tv') {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: (search: Record<string, unknown>) =>
      toDiscoverSearch(parseDiscoverSearch(media, search)),
    loaderDeps: ({ search }) => search,
    loader: async ({ context, deps, cause }) => {
      // Loaded with the screen, not with the first screen of the app, whose budget is tight.
      const results = loadDiscoverQueries().then(({ discoverQueryOptions }) =>
        context.queryClient.prefetchInfiniteQuery(
          discoverQueryOptions(media, parseDiscoverSearch(media, deps), currentLanguage()),
        ),
      );
      // Arriving, the screen waits for its first page; a changed filter keeps the screen (and
      // the focus in it) while the new list loads.
      if (cause === 'enter') await results;
    },
  }).lazy(() => import('./discover.lazy.tsx').then((lazy) => lazy.discoverLazyRoutes[media]));
}

export const discoverRoutes = [
  discoverRoute('movie', '/discover/movies'),
  discoverRoute('tv', '/discover/tv'),
] as const;
