/** The person route's screen (person.tsx), loaded by the router when the route is first visited. */
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { CreditsChoice } from '@/features/people/components/person-credits.tsx';
import { PersonScreen } from '@/features/people/components/person-screen.tsx';
import { renderFavorite } from './favorite-slot.tsx';

const route = getRouteApi('/person/$id');

function PersonRoute() {
  const { id } = route.useParams();
  const choice = route.useSearch();
  const navigate = route.useNavigate();
  const onChooseCredits = useCallback(
    // The list changes below the reader: they stay where they are on the page.
    (next: CreditsChoice) => void navigate({ search: next, resetScroll: false }),
    [navigate],
  );
  return (
    <PersonScreen
      id={id}
      {...choice}
      onChooseCredits={onChooseCredits}
      renderFavorite={renderFavorite}
    />
  );
}

export const Route = createLazyRoute('/person/$id')({ component: PersonRoute });
