import { createFileRoute } from '@tanstack/react-router';
import { movieSearchQueryOptions } from '@/features/search/api/search-queries.ts';
import { MovieSearchScreen } from '@/features/search/components/movie-search-screen.tsx';
import { currentLanguage } from '@/lib/language.ts';
import { screenHead } from './-heads.ts';

export const Route = createFileRoute('/movie-search/$query')({
  loader: async ({ context, params }) => {
    await context.queryClient.ensureInfiniteQueryData(
      movieSearchQueryOptions(params.query, currentLanguage()),
    );
  },
  head: ({ match }) => screenHead(match),
  component: MovieSearchRoute,
});

function MovieSearchRoute() {
  return <MovieSearchScreen text={Route.useParams().query} />;
}
