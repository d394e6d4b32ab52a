/**
 * How routes put the library feature on a movie's or TV show's page: the watchlist bookmark
 * and "Add to list" beside the favourite heart, and the visitor's own rating beside TMDB's (on
 * an episode's page too). Like the heart (-favorite-slot.tsx), they come with the screen's own
 * chunk, live once it is hydrated.
 */
import type { EpisodeResponse } from '@media-search/api-client';
import type { RenderFavorite } from '@/components/media/favorite-target.ts';
import { FavoriteHeart } from '@/features/favorites/components/favorite-heart.tsx';
import { WatchlistToggle } from '@/features/library/components/watchlist-toggle.tsx';
import { YourRating } from '@/features/library/components/your-rating.tsx';
import { AddToList } from '@/features/library/user-lists/components/add-to-list.tsx';

/** The heart, the bookmark, then "Add to list" (a person has only the heart: -favorite-slot.tsx). */
export const renderTitleActions: RenderFavorite = (target) => (
  <>
    <FavoriteHeart target={target} />
    {target.mediaType !== 'person' && (
      <>
        <WatchlistToggle target={{ ...target, mediaType: target.mediaType }} />
        <AddToList target={{ ...target, mediaType: target.mediaType }} />
      </>
    )}
  </>
);

export const renderYourRating: RenderFavorite = (target) =>
  target.mediaType !== 'person' && (
    <YourRating target={{ ...target, mediaType: target.mediaType }} />
  );

export const renderEpisodeRating = (episode: EpisodeResponse) => (
  <YourRating
    target={{
      mediaType: 'episode',
      id: episode.tvShowId,
      title: episode.tvShowTitle,
      seasonNumber: episode.seasonNumber,
      episodeNumber: episode.episodeNumber,
    }}
  />
);
