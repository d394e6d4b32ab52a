/** `/favorites`, with the list's type and order in the address (`?type=movie&sort=title`). */
import { createFileRoute } from '@tanstack/react-router';
import { PageSpinner } from '@/components/feedback/page-spinner.tsx';
import { FavoritesList } from '@/features/favorites/components/favorites-list.tsx';
import { FavoritesSignedOut } from '@/features/favorites/components/favorites-signed-out.tsx';
import { validateFavoritesSearch } from '@/features/favorites/lib/favorites-view.ts';
import { useAuth } from '@/lib/auth-context.ts';
import { screenHead } from './-heads.ts';

export const Route = createFileRoute('/favorites')({
  validateSearch: validateFavoritesSearch,
  // The visitor's own list: the server knows no session, so it renders the pending screen and
  // the browser renders the list (or the sign-in prompt) once it knows who is there.
  ssr: false,
  head: ({ match }) => screenHead(match, match.context.i18n._('favorites.heading')),
  component: FavoritesRoute,
});

function FavoritesRoute() {
  const { isAuthenticated, isRestoring, login } = useAuth();
  const search = Route.useSearch();
  // A kept session decides which screen this is; until it is read back, neither is shown.
  if (isRestoring) return <PageSpinner />;
  return isAuthenticated ? (
    <FavoritesList search={search} />
  ) : (
    <FavoritesSignedOut onLogin={() => void login()} />
  );
}
