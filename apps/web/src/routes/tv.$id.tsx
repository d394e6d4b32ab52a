import { createFileRoute } from '@tanstack/react-router';
import { tvShowQueryOptions } from '@/features/tv/api/tv-queries.ts';
import { TvShowScreen } from '@/features/tv/components/tv-show-screen.tsx';
import { idParams } from './-id-params.ts';
import { renderTitleActions } from './-library-slot.tsx';
import { tvShowHead } from './-heads.ts';
import { loadOrNotFound } from './-load-or-not-found.ts';
import { languageOf } from './-render-context.ts';
import { renderRatingAndWatched, renderSeasonProgress } from './-watched-slot.tsx';

export const Route = createFileRoute('/tv/$id')({
  params: idParams,
  loader: ({ context, params }) =>
    loadOrNotFound(
      context.queryClient.ensureQueryData(
        tvShowQueryOptions(params.id, languageOf(context), context.watchRegion()),
      ),
      'TV show',
    ),
  head: ({ match, params }) =>
    tvShowHead(
      match,
      tvShowQueryOptions(params.id, languageOf(match.context), match.context.watchRegion())
        .queryKey,
      params.id,
    ),
  component: TvShowRoute,
});

function TvShowRoute() {
  return (
    <TvShowScreen
      id={Route.useParams().id}
      renderFavorite={renderTitleActions}
      renderRating={renderRatingAndWatched}
      renderSeasonProgress={renderSeasonProgress}
    />
  );
}
