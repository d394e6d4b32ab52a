/** The Full Cast & Crew routes' screen (credits.tsx), loaded by the router when first visited. */
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import type { CreditsMediaType } from '@/features/credits/api/credits-queries.ts';
import { CreditsScreen } from '@/features/credits/components/credits-screen.tsx';

const movieCredits = getRouteApi('/movie/$id/cast');
const tvCredits = getRouteApi('/tv/$id/cast');

const routeApis = { movie: movieCredits, tv: tvCredits } as const;

function creditsScreenFor(mediaType: CreditsMediaType) {
  const route = routeApis[mediaType];
  return function Credits() {
    const navigate = route.useNavigate();
    return (
      <CreditsScreen
        mediaType={mediaType}
        id={route.useParams().id}
        department={route.useSearch().department}
        // Each chosen department is a new history entry, as on Discover, so Back undoes it.
        onDepartmentChange={(department) => void navigate({ search: { department } })}
      />
    );
  };
}

export const MovieCreditsRoute = createLazyRoute('/movie/$id/cast')({
  component: creditsScreenFor('movie'),
});
export const TvCreditsRoute = createLazyRoute('/tv/$id/cast')({
  component: creditsScreenFor('tv'),
});
