import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root.tsx';

export const favoritesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/favorites',
}).lazy(() => import('./favorites.lazy.tsx').then((lazy) => lazy.Route));
