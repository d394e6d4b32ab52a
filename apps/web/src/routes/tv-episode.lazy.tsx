/** The episode route's screen (tv-episode.tsx), loaded by the router when first visited. */
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { EpisodeScreen } from '@/features/tv/components/episode-screen.tsx';

const route = getRouteApi('/tvepisode');

function EpisodeRoute() {
  return <EpisodeScreen {...route.useSearch()} />;
}

export const Route = createLazyRoute('/tvepisode')({ component: EpisodeRoute });
