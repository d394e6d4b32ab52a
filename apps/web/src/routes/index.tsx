/**
 * `/`, the search screen: the screen most visits start from, so it comes with the app's own
 * code rather than split off like the other routes' screens (`codeSplitGroupings` below).
 */
import { createFileRoute, useNavigate, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useCallback } from 'react';
import type { SearchType } from '@/features/search/api/search-queries.ts';
import { SearchScreen } from '@/features/search/components/search-screen.tsx';
import { loadSearchResults } from '@/features/search/search-results-chunk.ts';
import { useAuth } from '@/lib/auth-context.ts';
import { screenHead } from './-heads.ts';
import { languageOf } from './-render-context.ts';

/** The rows to browse under an empty search box: the lists feature's, composed in here. */
const loadHomeRows = () => import('@/features/lists/components/home-rows.tsx');
const HomeRows = lazy(async () => ({ default: (await loadHomeRows()).HomeRows }));
/** A signed-in visitor's Up Next and "Because you liked" rows: fetched only for them too. */
const ForYouSection = lazy(async () => ({
  default: (await import('@/features/library/for-you/for-you-section.tsx')).ForYouSection,
}));
/** A signed-in visitor's rows of their services: their chunk is fetched only for them. */
const ServicesHomeRows = lazy(async () => ({
  default: (await import('@/features/services/components/services-home-rows.tsx')).ServicesHomeRows,
}));

/** The tabs besides All, the one shown when the address names none. */
type NamedType = Exclude<SearchType, 'all'>;
const NAMED_TYPES: readonly string[] = ['movie', 'tv', 'person'] satisfies NamedType[];

interface SearchParams {
  q?: string;
  type?: NamedType;
}

const searchParams = (q: string, type: SearchType | undefined): SearchParams =>
  type && type !== 'all' ? { q, type } : { q };

/**
 * The search text lives in `?q=` and its tab in `?type=`, so back, reload and shared links
 * restore both. An unknown tab is All.
 */
function validateSearch(search: Record<string, unknown>): SearchParams {
  const { q, type } = search;
  // The router reads numeric-looking values as numbers; a search for '1917' is still text.
  const text = typeof q === 'string' || typeof q === 'number' ? String(q).trim() : '';
  if (!text) return {};
  return searchParams(text, NAMED_TYPES.includes(String(type)) ? (type as NamedType) : undefined);
}

function SearchRoute() {
  const { q = '', type = 'all' } = Route.useSearch();
  const navigate = useNavigate();
  // A new text keeps the tab, as refining a movie search stays among movies.
  const onQueryChange = useCallback(
    (text: string) =>
      void navigate({ to: '/', search: text ? searchParams(text, type) : {}, replace: true }),
    [navigate, type],
  );
  // A tab is a place of its own in history: Back returns to the one before.
  const onTypeChange = useCallback(
    (next: SearchType) =>
      void navigate({ to: '/', search: (previous) => searchParams(previous.q ?? '', next) }),
    [navigate],
  );
  const signedIn = useAuth().isAuthenticated;
  // Arriving by the `/` shortcut from another screen: this visit's history key asks for the
  // box's focus.
  const focusRequest = useRouterState({
    select: ({ location: { state } }) => (state.focusSearch ? state.__TSR_key : undefined),
  });
  return (
    <SearchScreen
      query={q}
      onQueryChange={onQueryChange}
      type={type}
      onTypeChange={onTypeChange}
      focusRequest={focusRequest}
      browse={
        <>
          {signedIn && (
            <Suspense fallback={null}>
              <ForYouSection />
              <ServicesHomeRows />
            </Suspense>
          )}
          <HomeRows />
        </>
      }
    />
  );
}

export const Route = createFileRoute('/')({
  // Nothing split off: the screen is in the entry, which the page loads anyway, rather than a
  // chunk of its own fetched only once the entry has run.
  codeSplitGroupings: [],
  validateSearch,
  // The search and its tab are the screen's own state: a new one keeps this match (no
  // loaderDeps), so the screen, and the box being typed in, stay while the results load
  // (docs/architecture.md, "Screens that stay"). The loader reads them from the address.
  // A search in the address shows the results list at once, which otherwise loads on its own
  // after the box: the route waits for its code, and arriving (a shared address, the page the
  // server renders) for its first results too; a text typed on the screen keeps the box and
  // the results before it meanwhile. Without one, the rows' lists are asked for beside the
  // first render, not waited for.
  loader: async ({ location, context, cause }) => {
    const { q, type } = validateSearch(location.search);
    if (q) {
      const { loadSearchData } = await loadSearchResults();
      const results = loadSearchData(context.queryClient, q, type ?? 'all', languageOf(context));
      // Typing, a failure shows in the results, under the box (the screen's own query).
      if (cause === 'enter') await results;
      else void results.catch(() => undefined);
    } else {
      // Failing here (offline, say) costs nothing: the rows ask for themselves when they render.
      void loadHomeRows().then(
        ({ prefetchHomeRows }) => prefetchHomeRows(context.queryClient, languageOf(context)),
        () => undefined,
      );
    }
  },
  head: ({ match }) => screenHead(match, match.context.i18n._('search.heading')),
  component: SearchRoute,
});
