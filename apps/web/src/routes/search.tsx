import { createRoute } from '@tanstack/react-router';
import { loadSearchResults } from '../features/search/search-results-chunk.ts';
import { rootRoute } from './root.tsx';

interface SearchParams {
  q?: string;
}

/** The search text lives in `?q=`, so back, reload and shared links restore it. */
function validateSearch(search: Record<string, unknown>): SearchParams {
  const { q } = search;
  // The router reads numeric-looking values as numbers; a search for '1917' is still text.
  const text = typeof q === 'string' || typeof q === 'number' ? String(q).trim() : '';
  return text ? { q: text } : {};
}

export const searchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch,
  loaderDeps: ({ search }) => ({ hasQuery: Boolean(search.q) }),
  // A search in the address needs the results list too, which the screen loads on its own
  // otherwise: fetched alongside the screen's code rather than after it.
  loader: async ({ deps }) => {
    if (deps.hasQuery) await loadSearchResults();
  },
}).lazy(() => import('./search.lazy.tsx').then((lazy) => lazy.Route));
