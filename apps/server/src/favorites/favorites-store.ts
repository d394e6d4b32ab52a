/** Where favourites are kept. Every call is scoped to an owner: the token's issuer and subject. */
import type { Favorite, NewFavorite } from './favorite.ts';

export interface AddResult {
  favorite: Favorite;
  /** False when the owner already had this item, and `favorite` is the one saved before. */
  created: boolean;
}

export interface FavoritesStore {
  readonly kind: 'sqlite' | 'postgres';
  /** Newest first. */
  list(owner: string): Promise<Favorite[]>;
  /** Saves the item once per owner, however many times and however concurrently it is asked. */
  add(owner: string, favorite: NewFavorite): Promise<AddResult>;
  /** False when the owner has no favourite with that id (someone else's counts as none). */
  remove(owner: string, id: string): Promise<boolean>;
  count(owner: string): Promise<number>;
  /** Resolves when the database answers; rejects when it does not. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Columns in snake_case, as both databases store them. */
export interface FavoriteRow {
  id: string;
  media_id: string;
  media_type: string;
  media_image_url: string;
  media_title: string;
  created_at: string | Date;
}

export function toFavorite(row: FavoriteRow): Favorite {
  return {
    id: row.id,
    mediaId: row.media_id,
    mediaType: row.media_type as Favorite['mediaType'],
    mediaImageUrl: row.media_image_url,
    mediaTitle: row.media_title,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
