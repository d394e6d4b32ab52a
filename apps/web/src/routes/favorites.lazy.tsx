/** The favourites route's screens (favorites.tsx), loaded by the router when first visited. */
import { createLazyRoute } from '@tanstack/react-router';
import { PageSpinner } from '@/components/feedback/page-spinner.tsx';
import { FavoritesList } from '@/features/favorites/components/favorites-list.tsx';
import { FavoritesSignedOut } from '@/features/favorites/components/favorites-signed-out.tsx';
import { useAuth } from '@/lib/auth-context.ts';

export const Route = createLazyRoute('/favorites')({ component: FavoritesRoute });

function FavoritesRoute() {
  const { isAuthenticated, isRestoring, login } = useAuth();
  // A kept session decides which screen this is; until it is read back, neither is shown.
  if (isRestoring) return <PageSpinner />;
  return isAuthenticated ? <FavoritesList /> : <FavoritesSignedOut onLogin={() => void login()} />;
}
