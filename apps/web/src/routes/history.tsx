/** `/history`, the diary of watches, with its type and page in the address (`?type=movie`). */
import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { PageSpinner } from '@/components/feedback/page-spinner.tsx';
import { HistoryScreen } from '@/features/library/components/history-screen.tsx';
import { LibrarySignedOut } from '@/features/library/components/library-signed-out.tsx';
import { validateHistorySearch } from '@/features/library/lib/history-view.ts';
import { useAuth } from '@/lib/auth-context.ts';
import { screenHead } from './-heads.ts';

export const Route = createFileRoute('/history')({
  validateSearch: validateHistorySearch,
  // The visitor's own diary: the server knows no session, so the browser renders it.
  ssr: false,
  head: ({ match }) => screenHead(match, match.context.i18n._('history.heading')),
  component: HistoryRoute,
});

function HistoryRoute() {
  const { i18n } = useLingui();
  const { isAuthenticated, isRestoring, login } = useAuth();
  const search = Route.useSearch();
  // A kept session decides which screen this is; until it is read back, neither is shown.
  if (isRestoring) return <PageSpinner />;
  return isAuthenticated ? (
    <HistoryScreen search={search} />
  ) : (
    <LibrarySignedOut
      heading={i18n._('history.heading')}
      text={i18n._('history.mustLogin')}
      onLogin={() => void login()}
    />
  );
}
