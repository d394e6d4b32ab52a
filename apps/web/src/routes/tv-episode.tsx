import { createRoute } from '@tanstack/react-router';
import { episodeQueryOptions } from '../features/tv/api/tv-queries.ts';
import { currentLanguage } from '../lib/language.ts';
import { parseId } from '../lib/parse-id.ts';
import { rootRoute } from './root.tsx';
import { loadOrNotFound } from './load-or-not-found.ts';

export const episodeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tvepisode',
  validateSearch: (search: Record<string, unknown>) => ({
    series: parseId(search.series),
    season: parseId(search.season),
    episode: parseId(search.episode),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    loadOrNotFound(
      context.queryClient.ensureQueryData(episodeQueryOptions(deps, currentLanguage())),
      'Episode',
      { show: deps.series },
    ),
}).lazy(() => import('./tv-episode.lazy.tsx').then((lazy) => lazy.Route));
