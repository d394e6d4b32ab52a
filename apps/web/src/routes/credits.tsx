/** Full Cast & Crew: /movie/{id}/cast and /tv/{id}/cast, one screen for both. */
import { createRoute } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import {
  creditsQueryOptions,
  type CreditsMediaType,
} from '../features/credits/api/credits-queries.ts';
import { currentLanguage } from '../lib/language.ts';
import { idParams } from './id-params.ts';
import { loadOrNotFound } from './load-or-not-found.ts';
import { rootRoute } from './root.tsx';

const loadCredits = (queryClient: QueryClient, mediaType: CreditsMediaType, id: number) =>
  loadOrNotFound(
    queryClient.ensureQueryData(creditsQueryOptions(mediaType, id, currentLanguage())),
    mediaType === 'movie' ? 'Movie' : 'TV show',
  );

export const movieCreditsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/movie/$id/cast',
  params: idParams,
  loader: ({ context, params }) => loadCredits(context.queryClient, 'movie', params.id),
}).lazy(() => import('./credits.lazy.tsx').then((lazy) => lazy.MovieCreditsRoute));

export const tvCreditsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tv/$id/cast',
  params: idParams,
  loader: ({ context, params }) => loadCredits(context.queryClient, 'tv', params.id),
}).lazy(() => import('./credits.lazy.tsx').then((lazy) => lazy.TvCreditsRoute));
