/** The search route's screen (search.tsx), loaded by the router when the route is first visited. */
import { createLazyRoute, getRouteApi, useNavigate, useRouterState } from '@tanstack/react-router';
import { lazy, useCallback } from 'react';
import { SearchScreen } from '@/features/search/components/search-screen.tsx';

const route = getRouteApi('/');

/** The rows to browse under an empty search box: the lists feature's, composed in here. */
const HomeRows = lazy(async () => ({
  default: (await import('@/features/lists/components/home-rows.tsx')).HomeRows,
}));

function SearchRoute() {
  const { q = '' } = route.useSearch();
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

export const Route = createLazyRoute('/')({ component: SearchRoute });
