/** The Full Cast & Crew routes' screen (credits.tsx), loaded by the router when first visited. */
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { CreditsScreen } from '@/features/credits/components/credits-screen.tsx';

const movieCredits = getRouteApi('/movie/$id/cast');
const tvCredits = getRouteApi('/tv/$id/cast');

function MovieCredits() {
  return <CreditsScreen mediaType="movie" id={movieCredits.useParams().id} />;
}

function TvCredits() {
  return <CreditsScreen mediaType="tv" id={tvCredits.useParams().id} />;
}

export const MovieCreditsRoute = createLazyRoute('/movie/$id/cast')({ component: MovieCredits });
export const TvCreditsRoute = createLazyRoute('/tv/$id/cast')({ component: TvCredits });
