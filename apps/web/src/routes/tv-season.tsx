import { createRoute } from '@tanstack/react-router';
import { seasonQueryOptions } from '../features/tv/api/tv-queries.ts';
import { currentLanguage } from '../lib/language.ts';
import { parseId } from '../lib/parse-id.ts';
import { rootRoute } from './root.tsx';
import { loadOrNotFound } from './load-or-not-found.ts';

export const seasonRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tvseason',
  validateSearch: (search: Record<string, unknown>) => ({
    series: parseId(search.series),
    season: parseId(search.season),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    loadOrNotFound(
      context.queryClient.ensureQueryData(seasonQueryOptions(deps, currentLanguage())),
      'Season',
      { show: deps.series },
    ),
}).lazy(() => import('./tv-season.lazy.tsx').then((lazy) => lazy.Route));
