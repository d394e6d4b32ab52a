import { createRoute } from '@tanstack/react-router';
import { tvShowQueryOptions } from '../features/tv/api/tv-queries.ts';
import { currentLanguage } from '../lib/language.ts';
import { idParams } from './id-params.ts';
import { rootRoute } from './root.tsx';
import { loadOrNotFound } from './load-or-not-found.ts';

export const tvShowRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tv/$id',
  params: idParams,
  loader: ({ context, params }) =>
    loadOrNotFound(
      context.queryClient.ensureQueryData(tvShowQueryOptions(params.id, currentLanguage())),
      'TV show',
    ),
}).lazy(() => import('./tv-show.lazy.tsx').then((lazy) => lazy.Route));
