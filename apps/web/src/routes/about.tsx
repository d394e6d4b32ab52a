import { createFileRoute } from '@tanstack/react-router';
import { AboutScreen } from '@/features/about/components/about-screen.tsx';
import { i18n } from '@/lib/i18n/i18n.ts';
import { screenHead } from './-heads.ts';

export const Route = createFileRoute('/about')({
  head: ({ match }) => screenHead(match, i18n._('about.heading')),
  component: AboutScreen,
});
