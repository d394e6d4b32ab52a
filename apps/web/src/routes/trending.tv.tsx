import { createFileRoute } from '@tanstack/react-router';
import type { ListId } from '@/features/lists/api/list-queries.ts';
import { ListScreen } from '@/features/lists/components/list-screen.tsx';
import { loadList, validateListSearch } from './-list.ts';
import { screenHead } from './-heads.ts';

const LIST: ListId = ['trending', 'tv'];

export const Route = createFileRoute('/trending/tv')({
  validateSearch: validateListSearch,
  // Day or week is the screen's own state: a change keeps this match (no loaderDeps), so the
  // list and its toggle stay while the other window loads (docs/architecture.md, "Screens that
  // stay"). The loader reads it from the address.
  loader: ({ context, location }) => loadList(context, LIST, validateListSearch(location.search)),
  head: ({ match }) => screenHead(match, match.context.i18n._('lists.trendingTvShows')),
  component: ListRoute,
});

function ListRoute() {
  return <ListScreen list={LIST} window={Route.useSearch().window ?? 'week'} />;
}
