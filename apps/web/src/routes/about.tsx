import { createFileRoute } from '@tanstack/react-router';
import { AboutScreen } from '@/features/about/components/about-screen.tsx';
import { screenHead } from './-heads.ts';

export const Route = createFileRoute('/about')({
  head: ({ match }) => screenHead(match, match.context.i18n._('about.heading')),
  component: AboutScreen,
});
