import { createFileRoute } from '@tanstack/react-router';
import { CallbackScreen } from '@/features/auth/callback-screen.tsx';
import { i18n } from '@/lib/i18n/i18n.ts';
import { screenHead } from './-heads.ts';

export const Route = createFileRoute('/callback')({
  // The sign-in's return: only the browser holds what it completes.
  ssr: false,
  head: ({ match }) => screenHead(match, i18n._('auth.signingIn')),
  component: CallbackScreen,
});
