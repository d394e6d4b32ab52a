/**
 * How routes put the favourites feature's heart on a detail screen. The heart comes with the
 * screen's own chunk (only route components, which the router's plugin splits off, import
 * this), not with the first screen of the app; and it is no lazy part of its own, so a
 * server-rendered screen's heart is live as soon as the screen is hydrated.
 */
import type { RenderFavorite } from '@/components/media/favorite-target.ts';
import { FavoriteHeart } from '@/features/favorites/components/favorite-heart.tsx';

export const renderFavorite: RenderFavorite = (target) => <FavoriteHeart target={target} />;
