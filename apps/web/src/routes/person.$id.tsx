import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { personQueryOptions } from '@/features/people/api/person-queries.ts';
import type { CreditsChoice } from '@/features/people/components/person-credits.tsx';
import { PersonScreen } from '@/features/people/components/person-screen.tsx';
import { renderFavorite } from './-favorite-slot.tsx';
import { idParams } from './-id-params.ts';
import { personHead } from './-heads.ts';
import { loadOrNotFound } from './-load-or-not-found.ts';
import { languageOf } from './-render-context.ts';

/**
 * The credits shown live in the address (`?media=tv&department=Directing`), so a shared link
 * shows the same list and Back undoes a change. Unreadable values are dropped: each key is
 * named, even when undefined, or the router would pass the address's own value through.
 */
function validateSearch(search: Record<string, unknown>): CreditsChoice {
  const { media, department } = search;
  return {
    media: media === 'movie' || media === 'tv' ? media : undefined,
    department: typeof department === 'string' && department.trim() ? department.trim() : undefined,
  };
}

export const Route = createFileRoute('/person/$id')({
  params: idParams,
  validateSearch,
  loader: ({ context, params }) =>
    loadOrNotFound(
      context.queryClient.ensureQueryData(personQueryOptions(params.id, languageOf(context))),
      'Person',
    ),
  head: ({ match, params }) =>
    personHead(match, personQueryOptions(params.id, languageOf(match.context)).queryKey, params.id),
  component: PersonRoute,
});

function PersonRoute() {
  const { id } = Route.useParams();
  const choice = Route.useSearch();
  const navigate = Route.useNavigate();
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
