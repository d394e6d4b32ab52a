import { createFileRoute } from '@tanstack/react-router';
import type { ListId } from '@/features/lists/api/list-queries.ts';
import { ListScreen } from '@/features/lists/components/list-screen.tsx';
import { loadList, validateListSearch } from './-list.ts';
import { screenHead } from './-heads.ts';

const LIST: ListId = ['trending', 'movies'];

export const Route = createFileRoute('/trending/movies')({
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadList(context, LIST, deps),
  head: ({ match }) => screenHead(match, match.context.i18n._('lists.trendingMovies')),
  component: ListRoute,
});

function ListRoute() {
  return <ListScreen list={LIST} window={Route.useSearch().window ?? 'week'} />;
}
