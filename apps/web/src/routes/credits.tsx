/** Full Cast & Crew: /movie/{id}/cast and /tv/{id}/cast, one screen for both. */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import {
  creditsQueryOptions,
  type CreditsMediaType,
} from '../features/credits/api/credits-queries.ts';
import { idParams } from './id-params.ts';
import { loadOrNotFound } from './load-or-not-found.ts';
import { rootRoute } from './root.tsx';

const CreditsScreen = lazyRouteComponent(
  () => import('../features/credits/components/credits-screen.tsx'),
  'CreditsScreen',
);

async function loadCredits(queryClient: QueryClient, mediaType: CreditsMediaType, id: number) {
  await Promise.all([
    CreditsScreen.preload?.(),
    loadOrNotFound(
      queryClient.ensureQueryData(creditsQueryOptions(mediaType, id)),
      mediaType === 'movie' ? 'Movie' : 'TV show',
    ),
  ]);
}

function MovieCreditsRoute() {
  return <CreditsScreen mediaType="movie" id={movieCreditsRoute.useParams().id} />;
}

export const movieCreditsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/movie/$id/cast',
  params: idParams,
  loader: ({ context, params }) => loadCredits(context.queryClient, 'movie', params.id),
  component: MovieCreditsRoute,
});

function TvCreditsRoute() {
  return <CreditsScreen mediaType="tv" id={tvCreditsRoute.useParams().id} />;
}

export const tvCreditsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tv/$id/cast',
  params: idParams,
  loader: ({ context, params }) => loadCredits(context.queryClient, 'tv', params.id),
  component: TvCreditsRoute,
});
