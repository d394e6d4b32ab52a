/** `/favorites`, with the list's type and order in the address (`?type=movie&sort=title`). */
import { createRoute } from '@tanstack/react-router';
import { validateFavoritesSearch } from '../features/favorites/lib/favorites-view.ts';
import { rootRoute } from './root.tsx';

export const favoritesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/favorites',
  validateSearch: validateFavoritesSearch,
}).lazy(() => import('./favorites.lazy.tsx').then((lazy) => lazy.Route));
