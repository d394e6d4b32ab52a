/** The collection route's screen (collection.tsx), loaded by the router when first visited. */
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { CollectionScreen } from '@/features/collections/components/collection-screen.tsx';

const route = getRouteApi('/collection/$id');

function CollectionRoute() {
  return <CollectionScreen id={route.useParams().id} />;
}

export const Route = createLazyRoute('/collection/$id')({ component: CollectionRoute });
