/** The list routes' screen (lists.tsx), loaded by the router when one of them is first visited. */
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import type { ListId } from '@/features/lists/api/list-queries.ts';
import { ListScreen } from '@/features/lists/components/list-screen.tsx';

/** The lazy part of the route that shows `list`. */
export function listLazyRoute(list: ListId) {
  const path = `/${list[0]}/${list[1]}` as const;
  const route = getRouteApi(path);
  function ListRoute() {
    const { window = 'week' } = route.useSearch();
    return <ListScreen list={list} window={window} />;
  }
  return createLazyRoute(path)({ component: ListRoute });
}
