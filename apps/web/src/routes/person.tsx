import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { personQueryOptions } from '../features/people/api/person-queries.ts';
import { renderFavorite } from './favorite-slot.tsx';
import { idParams } from './id-params.ts';
import { rootRoute } from './root.tsx';
import { loadOrNotFound } from './load-or-not-found.ts';

const PersonScreen = lazyRouteComponent(
  () => import('../features/people/components/person-screen.tsx'),
  'PersonScreen',
);

function PersonRoute() {
  return <PersonScreen id={personRoute.useParams().id} renderFavorite={renderFavorite} />;
}

export const personRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/person/$id',
  params: idParams,
  loader: async ({ context, params }) => {
    await Promise.all([
      PersonScreen.preload?.(),
      loadOrNotFound(context.queryClient.ensureQueryData(personQueryOptions(params.id)), 'Person'),
    ]);
  },
  component: PersonRoute,
});
