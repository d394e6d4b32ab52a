import { createFileRoute } from '@tanstack/react-router';
import { seasonQueryOptions } from '@/features/tv/api/tv-queries.ts';
import { SeasonScreen } from '@/features/tv/components/season-screen.tsx';
import { parseId } from '@/lib/parse-id.ts';
import { seasonHead } from './-heads.ts';
import { loadOrNotFound } from './-load-or-not-found.ts';
import { languageOf } from './-render-context.ts';
import { renderEpisodeWatched, renderSeasonWatched } from './-watched-slot.tsx';

export const Route = createFileRoute('/tvseason')({
  validateSearch: (search: Record<string, unknown>) => ({
    series: parseId(search.series),
    season: parseId(search.season),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    loadOrNotFound(
      context.queryClient.ensureQueryData(seasonQueryOptions(deps, languageOf(context))),
      'Season',
      { show: deps.series },
    ),
  head: ({ match }) =>
    seasonHead(
      match,
      seasonQueryOptions(match.search, languageOf(match.context)).queryKey,
      match.search,
    ),
  component: SeasonRoute,
});

function SeasonRoute() {
  return (
    <SeasonScreen
      {...Route.useSearch()}
      renderWatched={renderSeasonWatched}
      renderEpisodeWatched={renderEpisodeWatched}
    />
  );
}
