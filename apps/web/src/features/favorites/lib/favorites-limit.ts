/** The API's per-user limit of favourites (apps/server/src/favorites/favorite.ts). */
export const MAX_FAVORITES = 1000;
