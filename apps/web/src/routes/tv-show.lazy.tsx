/** The TV show route's screen (tv-show.tsx), loaded by the router when the route is first visited. */
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { TvShowScreen } from '@/features/tv/components/tv-show-screen.tsx';
import { renderFavorite } from './favorite-slot.tsx';

const route = getRouteApi('/tv/$id');

function TvShowRoute() {
  return <TvShowScreen id={route.useParams().id} renderFavorite={renderFavorite} />;
}

export const Route = createLazyRoute('/tv/$id')({ component: TvShowRoute });
