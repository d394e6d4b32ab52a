import { createFileRoute } from '@tanstack/react-router';
import { CallbackScreen } from '@/features/auth/callback-screen.tsx';
import { screenHead } from './-heads.ts';

export const Route = createFileRoute('/callback')({
  // The sign-in's return: only the browser holds what it completes.
  ssr: false,
  head: ({ match }) => screenHead(match, match.context.i18n._('auth.signingIn')),
  component: CallbackScreen,
});
