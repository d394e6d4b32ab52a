/**
 * How routes put the favourites feature's heart on a detail screen. The heart loads with the
 * screen's own chunk rather than with the first screen of the app.
 */
import { lazy, Suspense } from 'react';
import type { RenderFavorite } from '../components/media/favorite-target.ts';

const FavoriteHeart = lazy(async () => ({
  default: (await import('../features/favorites/components/favorite-heart.tsx')).FavoriteHeart,
}));

export const renderFavorite: RenderFavorite = (target) => (
  <Suspense fallback={null}>
    <FavoriteHeart target={target} />
  </Suspense>
);
