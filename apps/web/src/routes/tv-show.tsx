import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { tvShowQueryOptions } from '../features/tv/api/tv-queries.ts';
import { renderFavorite } from './favorite-slot.tsx';
import { idParams } from './id-params.ts';
import { rootRoute } from './root.tsx';
import { loadOrNotFound } from './load-or-not-found.ts';

const TvShowScreen = lazyRouteComponent(
  () => import('../features/tv/components/tv-show-screen.tsx'),
  'TvShowScreen',
);

function TvShowRoute() {
  return <TvShowScreen id={tvShowRoute.useParams().id} renderFavorite={renderFavorite} />;
}

export const tvShowRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tv/$id',
  params: idParams,
  loader: async ({ context, params }) => {
    await Promise.all([
      TvShowScreen.preload?.(),
      loadOrNotFound(context.queryClient.ensureQueryData(tvShowQueryOptions(params.id)), 'TV show'),
    ]);
  },
  component: TvShowRoute,
});
