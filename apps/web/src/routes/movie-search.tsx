import { createRoute } from '@tanstack/react-router';
import { movieSearchQueryOptions } from '../features/search/api/search-queries.ts';
import { currentLanguage } from '../lib/language.ts';
import { rootRoute } from './root.tsx';

export const movieSearchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/movie-search/$query',
  loader: async ({ context, params }) => {
    await context.queryClient.ensureInfiniteQueryData(
      movieSearchQueryOptions(params.query, currentLanguage()),
    );
  },
}).lazy(() => import('./movie-search.lazy.tsx').then((lazy) => lazy.Route));
