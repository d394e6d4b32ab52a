import { createFileRoute } from '@tanstack/react-router';
import { tvShowQueryOptions } from '@/features/tv/api/tv-queries.ts';
import { TvShowScreen } from '@/features/tv/components/tv-show-screen.tsx';
import { currentLanguage } from '@/lib/language.ts';
import { renderFavorite } from './-favorite-slot.tsx';
import { idParams } from './-id-params.ts';
import { tvShowHead } from './-heads.ts';
import { loadOrNotFound } from './-load-or-not-found.ts';

export const Route = createFileRoute('/tv/$id')({
  params: idParams,
  loader: ({ context, params }) =>
    loadOrNotFound(
      context.queryClient.ensureQueryData(tvShowQueryOptions(params.id, currentLanguage())),
      'TV show',
    ),
  head: ({ match, params }) =>
    tvShowHead(match, tvShowQueryOptions(params.id, currentLanguage()).queryKey, params.id),
  component: TvShowRoute,
});

function TvShowRoute() {
  return <TvShowScreen id={Route.useParams().id} renderFavorite={renderFavorite} />;
}
