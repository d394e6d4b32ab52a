/**
 * Which favourites the list shows and in what order: a type (all when absent) and a sort
 * (most recently added first when absent), carried in the address as `?type=movie&sort=title`
 * so that a reload or a shared link shows the same list. A value that makes no sense is left out.
 */
import type { Favorite } from '@media-search/api-client';

export type FavoriteType = Favorite['mediaType'];
export const FAVORITE_TYPES: readonly FavoriteType[] = ['movie', 'tv', 'person'];

export type FavoritesSort = 'recent' | 'title';
export const FAVORITES_SORTS: readonly FavoritesSort[] = ['recent', 'title'];

/** The address form: only what differs from the defaults. */
export interface FavoritesSearch {
  type?: FavoriteType;
  sort?: Exclude<FavoritesSort, 'recent'>;
}

export function validateFavoritesSearch(search: Record<string, unknown>): FavoritesSearch {
  const type = FAVORITE_TYPES.find((known) => known === search.type);
  return { ...(type && { type }), ...(search.sort === 'title' && { sort: 'title' }) };
}

/** The favourites of `search`'s type in its order; the API's list is newest first already. */
export function viewFavorites(
  favorites: readonly Favorite[],
  search: FavoritesSearch,
  locale: string,
): Favorite[] {
  const shown = search.type
    ? favorites.filter((favorite) => favorite.mediaType === search.type)
    : [...favorites];
  if (search.sort !== 'title') return shown;
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return shown.sort((a, b) => collator.compare(a.mediaTitle, b.mediaTitle));
}
