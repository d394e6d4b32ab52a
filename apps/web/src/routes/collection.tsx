import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { collectionQueryOptions } from '../features/collections/api/collection-queries.ts';
import { idParams } from './id-params.ts';
import { loadOrNotFound } from './load-or-not-found.ts';
import { rootRoute } from './root.tsx';

const CollectionScreen = lazyRouteComponent(
  () => import('../features/collections/components/collection-screen.tsx'),
  'CollectionScreen',
);

function CollectionRoute() {
  return <CollectionScreen id={collectionRoute.useParams().id} />;
}

export const collectionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/collection/$id',
  params: idParams,
  loader: async ({ context, params }) => {
    await Promise.all([
      CollectionScreen.preload?.(),
      loadOrNotFound(
        context.queryClient.ensureQueryData(collectionQueryOptions(params.id)),
        'Collection',
      ),
    ]);
  },
  component: CollectionRoute,
});
