/**
 * How routes put what the visitor watched on the details pages: on a movie's page "Mark
 * watched" under their rating; on a show's, their progress and "Mark all watched" there too,
 * and each season card's progress; on a season's page, its progress, "Mark season watched" and
 * each episode's own toggle; on an episode's, its own "Mark watched". Like the rest of the
 * library feature (-library-slot.tsx), they come with the screen's own chunk, live once it is
 * hydrated.
 */
import type { EpisodeResponse, EpisodeSummary, SeasonResponse } from '@media-search/api-client';
import type { RenderFavorite } from '@/components/media/favorite-target.ts';
import { MarkWatched } from '@/features/library/components/mark-watched.tsx';
import { EpisodeWatched } from '@/features/library/components/mark-watched-episode.tsx';
import { EpisodePageWatched } from '@/features/library/components/mark-watched-episode-page.tsx';
import {
  SeasonWatched,
  ShowWatched,
} from '@/features/library/components/mark-watched-episodes.tsx';
import { SeasonCardProgress } from '@/features/library/components/tv-progress.tsx';
import { renderYourRating } from './-library-slot.tsx';

/** The visitor's rating, then (on a line of its own) what they watched of the title. */
export const renderRatingAndWatched: RenderFavorite = (target) => {
  if (target.mediaType === 'person') return null;
  const title = { ...target, mediaType: target.mediaType };
  return (
    <>
      {renderYourRating(target)}
      {title.mediaType === 'movie' ? (
        <MarkWatched target={title} />
      ) : (
        <ShowWatched target={title} />
      )}
    </>
  );
};

export const renderSeasonProgress = (showId: number, seasonNumber: number) => (
  <SeasonCardProgress showId={showId} seasonNumber={seasonNumber} />
);

const showOf = (season: SeasonResponse) => ({
  mediaType: 'tv' as const,
  id: season.tvShowId,
  title: season.tvShowTitle,
});

export const renderSeasonWatched = (season: SeasonResponse, name: string) => (
  <SeasonWatched
    show={showOf(season)}
    seasonNumber={season.seasonNumber}
    seasonName={name}
    episodes={season.episodes}
  />
);

export const renderEpisodeWatched = (season: SeasonResponse, episode: EpisodeSummary) => (
  <EpisodeWatched show={showOf(season)} episode={episode} />
);

export const renderEpisodePageWatched = (episode: EpisodeResponse) => (
  <EpisodePageWatched
    show={{ mediaType: 'tv', id: episode.tvShowId, title: episode.tvShowTitle }}
    episode={episode}
  />
);
