/** `/lists`: the visitor's own lists, and a new one. */
import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { PageSpinner } from '@/components/feedback/page-spinner.tsx';
import { LibrarySignedOut } from '@/features/library/components/library-signed-out.tsx';
import { ListsScreen } from '@/features/library/user-lists/components/lists-screen.tsx';
import { useAuth } from '@/lib/auth-context.ts';
import { screenHead } from './-heads.ts';

export const Route = createFileRoute('/lists')({
  // The visitor's own lists: the server knows no session, so the browser renders them.
  ssr: false,
  head: ({ match }) => screenHead(match, match.context.i18n._('user-lists.heading')),
  component: ListsRoute,
});

function ListsRoute() {
  const { i18n } = useLingui();
  const { isAuthenticated, isRestoring, login } = useAuth();
  // A kept session decides which screen this is; until it is read back, neither is shown.
  if (isRestoring) return <PageSpinner />;
  return isAuthenticated ? (
    <ListsScreen />
  ) : (
    <LibrarySignedOut
      heading={i18n._('user-lists.heading')}
      text={i18n._('user-lists.mustLogin')}
      onLogin={() => void login()}
    />
  );
}
