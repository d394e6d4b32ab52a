/** `/lists/{id}`: one of the visitor's lists, to edit, share and reorder. */
import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { PageSpinner } from '@/components/feedback/page-spinner.tsx';
import { LibrarySignedOut } from '@/features/library/components/library-signed-out.tsx';
import { ListScreen } from '@/features/library/user-lists/components/list-screen.tsx';
import { useAuth } from '@/lib/auth-context.ts';
import { screenHead } from './-heads.ts';

export const Route = createFileRoute('/lists_/$id')({
  // The visitor's own list: the server knows no session, so the browser renders it.
  ssr: false,
  head: ({ match }) => screenHead(match, match.context.i18n._('user-lists.heading')),
  component: ListRoute,
});

function ListRoute() {
  const { i18n } = useLingui();
  const { isAuthenticated, isRestoring, login } = useAuth();
  const { id } = Route.useParams();
  const { origin } = Route.useRouteContext();
  if (isRestoring) return <PageSpinner />;
  return isAuthenticated ? (
    <ListScreen listId={id} origin={origin} />
  ) : (
    <LibrarySignedOut
      heading={i18n._('user-lists.heading')}
      text={i18n._('user-lists.mustLogin')}
      onLogin={() => void login()}
    />
  );
}
