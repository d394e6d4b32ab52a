/** How much one upload may hold: enough for a lifetime of film diaries, bounded for the server. */

/** Items one import may hold (a CSV of 100,001 rows is refused). */
export const MAX_IMPORT_ITEMS = 100_000;

/** Entries a zip may hold: an export has a few dozen, one per list at most. */
export const MAX_ZIP_ENTRIES = 1_000;

/** What the files read from a zip may unpack to in total, counted while they are unpacked. */
export const MAX_ZIP_UNPACKED_BYTES = 200 * 1024 * 1024;
