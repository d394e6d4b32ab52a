/** `/watchlist`, with its type, order and page in the address (`?type=movie&sort=title`). */
import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { PageSpinner } from '@/components/feedback/page-spinner.tsx';
import { LibrarySignedOut } from '@/features/library/components/library-signed-out.tsx';
import { WatchlistScreen } from '@/features/library/components/watchlist-screen.tsx';
import { validateWatchlistSearch } from '@/features/library/lib/watchlist-view.ts';
import { useAuth } from '@/lib/auth-context.ts';
import { screenHead } from './-heads.ts';

export const Route = createFileRoute('/watchlist')({
  validateSearch: validateWatchlistSearch,
  // The visitor's own list: the server knows no session, so the browser renders it.
  ssr: false,
  head: ({ match }) => screenHead(match, match.context.i18n._('watchlist.heading')),
  component: WatchlistRoute,
});

function WatchlistRoute() {
  const { i18n } = useLingui();
  const { isAuthenticated, isRestoring, login } = useAuth();
  const search = Route.useSearch();
  // A kept session decides which screen this is; until it is read back, neither is shown.
  if (isRestoring) return <PageSpinner />;
  return isAuthenticated ? (
    <WatchlistScreen search={search} />
  ) : (
    <LibrarySignedOut
      heading={i18n._('watchlist.heading')}
      text={i18n._('watchlist.mustLogin')}
      onLogin={() => void login()}
    />
  );
}
