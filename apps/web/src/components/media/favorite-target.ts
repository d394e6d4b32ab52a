import type { ReactNode } from 'react';

/** What a detail screen says about itself so a favourite heart can be drawn for it. */
export interface FavoriteTarget {
  id: number;
  mediaType: 'movie' | 'tv' | 'person';
  title: string;
  imagePath: string | null;
}

/** Detail screens take this from their route, which composes in the favourites feature. */
export type RenderFavorite = (target: FavoriteTarget) => ReactNode;
