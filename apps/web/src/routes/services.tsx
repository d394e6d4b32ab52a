/** `/services`, the streaming services the visitor has, signed in or out. */
import { createFileRoute } from '@tanstack/react-router';
import { PageSpinner } from '@/components/feedback/page-spinner.tsx';
import { ServicesScreen } from '@/features/services/components/services-screen.tsx';
import { useAuth } from '@/lib/auth-context.ts';
import { screenHead } from './-heads.ts';

export const Route = createFileRoute('/services')({
  // The visitor's own choice (their account's, or this browser's): the browser renders it.
  ssr: false,
  head: ({ match }) => screenHead(match, match.context.i18n._('services.heading')),
  component: ServicesRoute,
});

function ServicesRoute() {
  // A kept session decides whose choice this is; until it is read back, none is shown.
  if (useAuth().isRestoring) return <PageSpinner />;
  return <ServicesScreen />;
}
