/** The six popular and trending lists, one route each: `/popular/movies` … `/trending/actors`. */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import {
  listQueryOptions,
  type ListKind,
  type ListSource,
} from '../features/lists/api/list-queries.ts';
import { rootRoute } from './root.tsx';

const ListScreen = lazyRouteComponent(
  () => import('../features/lists/components/list-screen.tsx'),
  'ListScreen',
);

function listRoute<S extends ListSource, K extends ListKind>(source: S, kind: K) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path: `/${source}/${kind}`,
    loader: async ({ context }) => {
      await Promise.all([
        ListScreen.preload?.(),
        context.queryClient.ensureInfiniteQueryData(listQueryOptions(source, kind)),
      ]);
    },
    component: () => <ListScreen source={source} kind={kind} />,
  });
}

export const listRoutes = [
  listRoute('popular', 'movies'),
  listRoute('popular', 'tv'),
  listRoute('popular', 'actors'),
  listRoute('trending', 'movies'),
  listRoute('trending', 'tv'),
  listRoute('trending', 'actors'),
] as const;
