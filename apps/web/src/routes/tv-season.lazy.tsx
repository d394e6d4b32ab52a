/** The season route's screen (tv-season.tsx), loaded by the router when first visited. */
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { SeasonScreen } from '@/features/tv/components/season-screen.tsx';

const route = getRouteApi('/tvseason');

function SeasonRoute() {
  return <SeasonScreen {...route.useSearch()} />;
}

export const Route = createLazyRoute('/tvseason')({ component: SeasonRoute });
