/**
 * How routes put the library feature on a movie's or TV show's page: the watchlist bookmark
 * beside the favourite heart, and the visitor's own rating beside TMDB's. Like the heart
 * (-favorite-slot.tsx), they come with the screen's own chunk, live once it is hydrated.
 */
import type { RenderFavorite } from '@/components/media/favorite-target.ts';
import { FavoriteHeart } from '@/features/favorites/components/favorite-heart.tsx';
import { WatchlistToggle } from '@/features/library/components/watchlist-toggle.tsx';
import { YourRating } from '@/features/library/components/your-rating.tsx';

/** The heart, then the bookmark (a person has only the heart: -favorite-slot.tsx). */
export const renderTitleActions: RenderFavorite = (target) => (
  <>
    <FavoriteHeart target={target} />
    {target.mediaType !== 'person' && (
      <WatchlistToggle target={{ ...target, mediaType: target.mediaType }} />
    )}
  </>
);

export const renderYourRating: RenderFavorite = (target) =>
  target.mediaType !== 'person' && (
    <YourRating target={{ ...target, mediaType: target.mediaType }} />
  );
