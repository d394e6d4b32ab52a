/** `/profile`, the signed-in visitor's statistics; its charts come with this route's chunk. */
import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { PageSpinner } from '@/components/feedback/page-spinner.tsx';
import { LibrarySignedOut } from '@/features/library/components/library-signed-out.tsx';
import { ProfileScreen } from '@/features/library/components/profile/profile-screen.tsx';
import { useAuth } from '@/lib/auth-context.ts';
import { screenHead } from './-heads.ts';

export const Route = createFileRoute('/profile')({
  // The visitor's own numbers: the server knows no session, so the browser renders it.
  ssr: false,
  head: ({ match }) => screenHead(match, match.context.i18n._('profile.heading')),
  component: ProfileRoute,
});

function ProfileRoute() {
  const { i18n } = useLingui();
  const { isAuthenticated, isRestoring, login } = useAuth();
  // A kept session decides which screen this is; until it is read back, neither is shown.
  if (isRestoring) return <PageSpinner />;
  return isAuthenticated ? (
    <ProfileScreen />
  ) : (
    <LibrarySignedOut
      heading={i18n._('profile.heading')}
      text={i18n._('profile.mustLogin')}
      onLogin={() => void login()}
    />
  );
}
