import { createRoute } from '@tanstack/react-router';
import { movieQueryOptions } from '../features/movies/api/movie-queries.ts';
import { currentLanguage } from '../lib/language.ts';
import { idParams } from './id-params.ts';
import { rootRoute } from './root.tsx';
import { loadOrNotFound } from './load-or-not-found.ts';

export const movieRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/movie/$id',
  params: idParams,
  loader: ({ context, params }) =>
    loadOrNotFound(
      context.queryClient.ensureQueryData(movieQueryOptions(params.id, currentLanguage())),
      'Movie',
    ),
}).lazy(() => import('./movie.lazy.tsx').then((lazy) => lazy.Route));
