import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { seasonQueryOptions } from '../features/tv/api/tv-queries.ts';
import { parseId } from '../lib/parse-id.ts';
import { rootRoute } from './root.tsx';
import { loadOrNotFound } from './load-or-not-found.ts';

const SeasonScreen = lazyRouteComponent(
  () => import('../features/tv/components/season-screen.tsx'),
  'SeasonScreen',
);

function SeasonRoute() {
  return <SeasonScreen {...seasonRoute.useSearch()} />;
}

export const seasonRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tvseason',
  validateSearch: (search: Record<string, unknown>) => ({
    series: parseId(search.series),
    season: parseId(search.season),
  }),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    await Promise.all([
      SeasonScreen.preload?.(),
      loadOrNotFound(context.queryClient.ensureQueryData(seasonQueryOptions(deps)), 'Season'),
    ]);
  },
  component: SeasonRoute,
});
