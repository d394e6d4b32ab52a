/** The favourites route's screens (favorites.tsx), loaded by the router when first visited. */
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { PageSpinner } from '@/components/feedback/page-spinner.tsx';
import { FavoritesList } from '@/features/favorites/components/favorites-list.tsx';
import { FavoritesSignedOut } from '@/features/favorites/components/favorites-signed-out.tsx';
import { useAuth } from '@/lib/auth-context.ts';

export const Route = createLazyRoute('/favorites')({ component: FavoritesRoute });
const route = getRouteApi('/favorites');

function FavoritesRoute() {
  const { isAuthenticated, isRestoring, login } = useAuth();
  const search = route.useSearch();
  // A kept session decides which screen this is; until it is read back, neither is shown.
  if (isRestoring) return <PageSpinner />;
  return isAuthenticated ? (
    <FavoritesList search={search} />
  ) : (
    <FavoritesSignedOut onLogin={() => void login()} />
  );
}
