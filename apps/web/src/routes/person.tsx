import { createRoute } from '@tanstack/react-router';
import { personQueryOptions } from '../features/people/api/person-queries.ts';
import type { CreditsChoice } from '../features/people/components/person-credits.tsx';
import { currentLanguage } from '../lib/language.ts';
import { idParams } from './id-params.ts';
import { rootRoute } from './root.tsx';
import { loadOrNotFound } from './load-or-not-found.ts';

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

export const personRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/person/$id',
  params: idParams,
  validateSearch,
  loader: ({ context, params }) =>
    loadOrNotFound(
      context.queryClient.ensureQueryData(personQueryOptions(params.id, currentLanguage())),
      'Person',
    ),
}).lazy(() => import('./person.lazy.tsx').then((lazy) => lazy.Route));
