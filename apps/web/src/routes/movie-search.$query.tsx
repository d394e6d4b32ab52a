import { createFileRoute } from '@tanstack/react-router';
import { movieSearchQueryOptions } from '@/features/search/api/search-queries.ts';
import { MovieSearchScreen } from '@/features/search/components/movie-search-screen.tsx';
import { screenHead } from './-heads.ts';
import { languageOf } from './-render-context.ts';

export const Route = createFileRoute('/movie-search/$query')({
  loader: async ({ context, params }) => {
    await context.queryClient.ensureInfiniteQueryData(
      movieSearchQueryOptions(params.query, languageOf(context)),
    );
  },
  head: ({ match }) => screenHead(match),
  component: MovieSearchRoute,
});

function MovieSearchRoute() {
  return <MovieSearchScreen text={Route.useParams().query} />;
}
