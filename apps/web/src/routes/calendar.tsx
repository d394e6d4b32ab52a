/** `/calendar`, the signed-in visitor's episodes and film releases by day. */
import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { PageSpinner } from '@/components/feedback/page-spinner.tsx';
import { CalendarScreen } from '@/features/calendar/components/calendar-screen.tsx';
import { LibrarySignedOut } from '@/features/library/components/library-signed-out.tsx';
import { useAuth } from '@/lib/auth-context.ts';
import { screenHead } from './-heads.ts';

export const Route = createFileRoute('/calendar')({
  // The visitor's own days: the server knows no session, so the browser renders it.
  ssr: false,
  head: ({ match }) => screenHead(match, match.context.i18n._('calendar.heading')),
  component: CalendarRoute,
});

function CalendarRoute() {
  const { i18n } = useLingui();
  const { isAuthenticated, isRestoring, login } = useAuth();
  // A kept session decides which screen this is; until it is read back, neither is shown.
  if (isRestoring) return <PageSpinner />;
  return isAuthenticated ? (
    <CalendarScreen />
  ) : (
    <LibrarySignedOut
      heading={i18n._('calendar.heading')}
      text={i18n._('calendar.mustLogin')}
      onLogin={() => void login()}
    />
  );
}
