import { createFileRoute } from '@tanstack/react-router';
import { movieQueryOptions } from '@/features/movies/api/movie-queries.ts';
import { MovieScreen } from '@/features/movies/components/movie-screen.tsx';
import { idParams } from './-id-params.ts';
import { renderTitleActions } from './-library-slot.tsx';
import { movieHead } from './-heads.ts';
import { loadOrNotFound } from './-load-or-not-found.ts';
import { languageOf } from './-render-context.ts';
import { renderRatingAndWatched } from './-watched-slot.tsx';

export const Route = createFileRoute('/movie/$id')({
  params: idParams,
  loader: ({ context, params }) =>
    loadOrNotFound(
      context.queryClient.ensureQueryData(
        movieQueryOptions(params.id, languageOf(context), context.watchRegion()),
      ),
      'Movie',
    ),
  head: ({ match, params }) =>
    movieHead(
      match,
      movieQueryOptions(params.id, languageOf(match.context), match.context.watchRegion()).queryKey,
      params.id,
    ),
  component: MovieRoute,
});

function MovieRoute() {
  return (
    <MovieScreen
      id={Route.useParams().id}
      renderFavorite={renderTitleActions}
      renderRating={renderRatingAndWatched}
    />
  );
}
