import { createFileRoute } from '@tanstack/react-router';
import { episodeQueryOptions } from '@/features/tv/api/tv-queries.ts';
import { EpisodeScreen } from '@/features/tv/components/episode-screen.tsx';
import { parseId } from '@/lib/parse-id.ts';
import { episodeHead } from './-heads.ts';
import { loadOrNotFound } from './-load-or-not-found.ts';
import { renderEpisodeRating } from './-library-slot.tsx';
import { languageOf } from './-render-context.ts';
import { renderEpisodePageWatched } from './-watched-slot.tsx';

export const Route = createFileRoute('/tvepisode')({
  validateSearch: (search: Record<string, unknown>) => ({
    series: parseId(search.series),
    season: parseId(search.season),
    episode: parseId(search.episode),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    loadOrNotFound(
      context.queryClient.ensureQueryData(episodeQueryOptions(deps, languageOf(context))),
      'Episode',
      { show: deps.series },
    ),
  head: ({ match }) =>
    episodeHead(
      match,
      episodeQueryOptions(match.search, languageOf(match.context)).queryKey,
      match.search,
    ),
  component: EpisodeRoute,
});

function EpisodeRoute() {
  return (
    <EpisodeScreen
      {...Route.useSearch()}
      renderRating={renderEpisodeRating}
      renderWatched={renderEpisodePageWatched}
    />
  );
}
