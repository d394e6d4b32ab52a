/**
 * `/`, the search screen: the screen most visits start from, so it comes with the app's own
 * code rather than as a lazy route like the others.
 */
import { createRoute, useNavigate, useRouterState } from '@tanstack/react-router';
import { lazy, useCallback } from 'react';
import { SearchScreen } from '../features/search/components/search-screen.tsx';
import { loadSearchResults } from '../features/search/search-results-chunk.ts';
import { currentLanguage } from '../lib/language.ts';
import { rootRoute } from './root.tsx';

/** The rows to browse under an empty search box: the lists feature's, composed in here. */
const loadHomeRows = () => import('../features/lists/components/home-rows.tsx');
const HomeRows = lazy(async () => ({ default: (await loadHomeRows()).HomeRows }));

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

function SearchRoute() {
  const { q = '' } = searchRoute.useSearch();
  const navigate = useNavigate();
  const onQueryChange = useCallback(
    (text: string) => void navigate({ to: '/', search: text ? { q: text } : {}, replace: true }),
    [navigate],
  );
  // Arriving from the top bar's Search link: this visit's history key asks for the box's focus.
  const focusRequest = useRouterState({
    select: ({ location: { state } }) => (state.focusSearch ? state.__TSR_key : undefined),
  });
  return (
    <SearchScreen
      query={q}
      onQueryChange={onQueryChange}
      focusRequest={focusRequest}
      browse={<HomeRows />}
    />
  );
}

export const searchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch,
  loaderDeps: ({ search }) => ({ hasQuery: Boolean(search.q) }),
  // A search in the address shows the results list at once, which otherwise loads on its own
  // after the box: the route waits for its code. Without one, the rows' lists are asked for
  // beside the first render, not waited for.
  loader: async ({ deps, context }) => {
    if (deps.hasQuery) await loadSearchResults();
    else {
      // Failing here (offline, say) costs nothing: the rows ask for themselves when they render.
      void loadHomeRows().then(
        ({ prefetchHomeRows }) => prefetchHomeRows(context.queryClient, currentLanguage()),
        () => undefined,
      );
    }
  },
  component: SearchRoute,
});
