/** Where favourites are kept. Every call is scoped to an owner: the token's issuer and subject. */
import { AppError } from '../errors.ts';
import {
  MAX_FAVORITES_PER_OWNER,
  type Favorite,
  type NewFavorite,
  type SkippedImport,
} from './favorite.ts';

/** The owner already keeps the most favourites allowed, and this one is not among them. */
export class FavoritesLimitError extends AppError {
  constructor() {
    super(
      409,
      'LIMIT_REACHED',
      `You can keep up to ${MAX_FAVORITES_PER_OWNER} favorites. Remove one to add another.`,
    );
  }
}

export interface AddResult {
  favorite: Favorite;
  /** False when the owner already had this item, and `favorite` is the one saved before. */
  created: boolean;
}

export interface ImportResult {
  /** The favourites saved, in the order they were sent (the first of them listed first). */
  added: Favorite[];
  /** Items the owner already kept, or sent twice, each saved no second time. */
  skipped: SkippedImport[];
}

export interface FavoritesStore {
  readonly kind: 'sqlite' | 'postgres';
  /** Newest first. */
  list(owner: string): Promise<Favorite[]>;
  /**
   * Saves the item once per owner, however many times and however concurrently it is asked.
   * Past MAX_FAVORITES_PER_OWNER it throws FavoritesLimitError (an item already saved is still
   * answered): the count and the insert are one atomic step.
   */
  add(owner: string, favorite: NewFavorite): Promise<AddResult>;
  /**
   * Saves every item not already saved, all or none: in one transaction, under the same per-owner
   * lock as `add`, so concurrent adds and imports cannot pass MAX_FAVORITES_PER_OWNER between
   * them. Throws ImportOverLimitError, saving nothing, when the new items would pass it.
   */
  importMany(owner: string, items: NewFavorite[]): Promise<ImportResult>;
  /** False when the owner has no favourite with that id (someone else's counts as none). */
  remove(owner: string, id: string): Promise<boolean>;
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
