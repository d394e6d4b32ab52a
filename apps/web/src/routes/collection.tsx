import { createRoute } from '@tanstack/react-router';
import { collectionQueryOptions } from '../features/collections/api/collection-queries.ts';
import { currentLanguage } from '../lib/language.ts';
import { idParams } from './id-params.ts';
import { loadOrNotFound } from './load-or-not-found.ts';
import { rootRoute } from './root.tsx';

export const collectionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/collection/$id',
  params: idParams,
  loader: ({ context, params }) =>
    loadOrNotFound(
      context.queryClient.ensureQueryData(collectionQueryOptions(params.id, currentLanguage())),
      'Collection',
    ),
}).lazy(() => import('./collection.lazy.tsx').then((lazy) => lazy.Route));
