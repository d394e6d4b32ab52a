import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { episodeQueryOptions } from '../features/tv/api/tv-queries.ts';
import { parseId } from '../lib/parse-id.ts';
import { rootRoute } from './root.tsx';
import { loadOrNotFound } from './load-or-not-found.ts';

const EpisodeScreen = lazyRouteComponent(
  () => import('../features/tv/components/episode-screen.tsx'),
  'EpisodeScreen',
);

function EpisodeRoute() {
  return <EpisodeScreen {...episodeRoute.useSearch()} />;
}

export const episodeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tvepisode',
  validateSearch: (search: Record<string, unknown>) => ({
    series: parseId(search.series),
    season: parseId(search.season),
    episode: parseId(search.episode),
  }),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    await Promise.all([
      EpisodeScreen.preload?.(),
      loadOrNotFound(context.queryClient.ensureQueryData(episodeQueryOptions(deps)), 'Episode'),
    ]);
  },
  component: EpisodeRoute,
});
