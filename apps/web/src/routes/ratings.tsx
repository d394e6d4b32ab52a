/** `/ratings`, with its type, order and page in the address (`?type=movie&sort=rating`). */
import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { PageSpinner } from '@/components/feedback/page-spinner.tsx';
import { LibrarySignedOut } from '@/features/library/components/library-signed-out.tsx';
import { RatingsScreen } from '@/features/library/components/ratings-screen.tsx';
import { validateRatingsSearch } from '@/features/library/lib/ratings-view.ts';
import { useAuth } from '@/lib/auth-context.ts';
import { screenHead } from './-heads.ts';

export const Route = createFileRoute('/ratings')({
  validateSearch: validateRatingsSearch,
  // The visitor's own ratings: the server knows no session, so the browser renders it.
  ssr: false,
  head: ({ match }) => screenHead(match, match.context.i18n._('ratings.heading')),
  component: RatingsRoute,
});

function RatingsRoute() {
  const { i18n } = useLingui();
  const { isAuthenticated, isRestoring, login } = useAuth();
  const search = Route.useSearch();
  // A kept session decides which screen this is; until it is read back, neither is shown.
  if (isRestoring) return <PageSpinner />;
  return isAuthenticated ? (
    <RatingsScreen search={search} />
  ) : (
    <LibrarySignedOut
      heading={i18n._('ratings.heading')}
      text={i18n._('ratings.mustLogin')}
      onLogin={() => void login()}
    />
  );
}
