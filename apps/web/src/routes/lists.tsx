/**
 * The lists, one route each: SPEC's `/popular/movies` … `/trending/actors`, and `/top-rated/movies`,
 * `/upcoming/movies`, `/now-playing/movies`, `/top-rated/tv`, `/airing-today/tv`, `/on-the-air/tv`.
 * A trending list's window lives in the address (`?window=day`; this week when absent).
 */
import { createRoute } from '@tanstack/react-router';
import type { ListId, TrendingWindow } from '../features/lists/api/list-queries.ts';
import { currentLanguage } from '../lib/language.ts';
import { readWatchRegion } from '../lib/watch-region.ts';
import { rootRoute } from './root.tsx';

const loadListQueries = () => import('../features/lists/api/list-queries.ts');

interface ListSearch {
  window?: Extract<TrendingWindow, 'day'>;
}

/** Only `day` is written: this week is the default, and an address without it means that. */
export function validateListSearch(search: Record<string, unknown>): ListSearch {
  return search.window === 'day' ? { window: 'day' } : {};
}

function listRoute(list: ListId) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path: `/${list[0]}/${list[1]}`,
    validateSearch: validateListSearch,
    loaderDeps: ({ search }) => search,
    loader: async ({ context, deps }) => {
      // Loaded with the screen, not with the first screen of the app.
      const { listQueryOptions } = await loadListQueries();
      await context.queryClient.ensureInfiniteQueryData(
        listQueryOptions(list, currentLanguage(), {
          window: deps.window,
          region: readWatchRegion(),
        }),
      );
    },
  }).lazy(() => import('./lists.lazy.tsx').then((lazy) => lazy.listLazyRoute(list)));
}

export const listRoutes = [
  listRoute(['popular', 'movies']),
  listRoute(['popular', 'tv']),
  listRoute(['popular', 'actors']),
  listRoute(['trending', 'movies']),
  listRoute(['trending', 'tv']),
  listRoute(['trending', 'actors']),
  listRoute(['top-rated', 'movies']),
  listRoute(['upcoming', 'movies']),
  listRoute(['now-playing', 'movies']),
  listRoute(['top-rated', 'tv']),
  listRoute(['airing-today', 'tv']),
  listRoute(['on-the-air', 'tv']),
] as const;
