import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { PageSpinner } from '../components/feedback/page-spinner.tsx';
import { useAuth } from '@/lib/auth-context.ts';
import { rootRoute } from './root.tsx';

const FavoritesSignedOut = lazyRouteComponent(
  () => import('../features/favorites/components/favorites-signed-out.tsx'),
  'FavoritesSignedOut',
);
const FavoritesList = lazyRouteComponent(
  () => import('../features/favorites/components/favorites-list.tsx'),
  'FavoritesList',
);

function FavoritesRoute() {
  const { isAuthenticated, isRestoring, login } = useAuth();
  // A kept session decides which screen this is; until it is read back, neither is shown.
  if (isRestoring) return <PageSpinner />;
  return isAuthenticated ? <FavoritesList /> : <FavoritesSignedOut onLogin={() => void login()} />;
}

export const favoritesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/favorites',
  loader: () => Promise.all([FavoritesSignedOut.preload?.(), FavoritesList.preload?.()]),
  component: FavoritesRoute,
});
