/**
 * Which part of the watchlist the screen shows, carried in the address
 * (`/watchlist?type=movie&sort=title&streaming=now&page=2`) so that a reload or a shared link
 * shows the same: only what differs from the defaults (all types, newest added first, whatever
 * the availability, the first page). A value that makes no sense is left out.
 */
export const WATCHLIST_TYPES = ['movie', 'tv'] as const;
export const WATCHLIST_SORTS = ['added', 'release', 'title', 'rating'] as const;

export type WatchlistType = (typeof WATCHLIST_TYPES)[number];
export type WatchlistSort = (typeof WATCHLIST_SORTS)[number];

export interface WatchlistSearch {
  type?: WatchlistType;
  sort?: Exclude<WatchlistSort, 'added'>;
  /**
   * Only titles on a subscription service in the visitor's watch region (`now`), or on one of
   * the visitor's own services there (`mine`).
   */
  streaming?: 'now' | 'mine';
  page?: number;
}

/** A page number of the address: a whole number above 1 (1 is the default, left out). */
export function pageFrom(value: unknown): number | undefined {
  const page = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(page) && page > 1 ? page : undefined;
}

export function validateWatchlistSearch(search: Record<string, unknown>): WatchlistSearch {
  const type = WATCHLIST_TYPES.find((known) => known === search.type);
  const sort = WATCHLIST_SORTS.find((known) => known !== 'added' && known === search.sort);
  const page = pageFrom(search.page);
  return {
    ...(type && { type }),
    ...(sort && { sort: sort as Exclude<WatchlistSort, 'added'> }),
    ...((search.streaming === 'now' || search.streaming === 'mine') && {
      streaming: search.streaming,
    }),
    ...(page && { page }),
  };
}
