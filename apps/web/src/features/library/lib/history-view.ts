/**
 * The History screen's logic: which part of the diary the address asks for
 * (`/history?type=movie&page=2`, only what differs from the defaults), its entries grouped by
 * the month they were watched in, and the visitor's rating of each. (Which days can be logged
 * is watch-day.ts's.)
 */
import { formats } from '@lingui/core';
import type { HistoryEntry, Rating } from '@media-search/api-client';
import { pageFrom } from './watchlist-view.ts';

/** `tv`: episodes, as the API names the filter. */
export const HISTORY_TYPES = ['movie', 'tv'] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

export interface HistorySearch {
  type?: HistoryType;
  page?: number;
}

export function validateHistorySearch(search: Record<string, unknown>): HistorySearch {
  const type = HISTORY_TYPES.find((known) => known === search.type);
  const page = pageFrom(search.page);
  return { ...(type && { type }), ...(page && { page }) };
}

export interface MonthOfHistory {
  /** YYYY-MM */
  month: string;
  entries: HistoryEntry[];
}

/** The entries, newest first as the API lists them, in runs of the same month. */
export function groupByMonth(entries: readonly HistoryEntry[]): MonthOfHistory[] {
  const months: MonthOfHistory[] = [];
  for (const entry of entries) {
    const month = entry.watchedOn.slice(0, 7);
    const last = months.at(-1);
    if (last?.month === month) last.entries.push(entry);
    else months.push({ month, entries: [entry] });
  }
  return months;
}

/**
 * A page's entries with one moved to another day, newest first again (ties as they were); as
 * they were when the page shows that movie on that day already, which the API refuses.
 */
export function withWatchDate(
  entries: readonly HistoryEntry[],
  id: string,
  watchedOn: string,
): HistoryEntry[] {
  const moved = entries.map((row) => (row.id === id ? { ...row, watchedOn } : row));
  const keys = new Set(moved.map(watchKey));
  if (keys.size < moved.length) return [...entries];
  return moved.sort((a, b) => b.watchedOn.localeCompare(a.watchedOn));
}

/**
 * The visitor's rating of what the entry logs (the movie, or the episode itself, not its
 * show); null when they gave none.
 */
export function ratingOfEntry(
  ratings: readonly Rating[] | undefined,
  entry: HistoryEntry,
): number | null {
  const rated = ratings?.find(
    (rating) =>
      rating.mediaType === entry.mediaType &&
      rating.mediaId === entry.mediaId &&
      rating.seasonNumber === entry.seasonNumber &&
      rating.episodeNumber === entry.episodeNumber,
  );
  return rated?.rating ?? null;
}

/** What a movie's entry or an episode's is, for the rows' keys and the page's places to focus. */
export function watchKey(entry: HistoryEntry): string {
  return entry.mediaType === 'movie'
    ? `movie:${entry.mediaId}:${entry.watchedOn}`
    : `episode:${entry.mediaId}:${entry.seasonNumber ?? 0}:${entry.episodeNumber ?? 0}`;
}

/** A month's heading in the UI's language: 'March 2026', 'März 2026'. */
export function monthHeading(month: string, locale: string): string {
  return formats.date(locale, new Date(`${month}-01T00:00:00Z`), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
