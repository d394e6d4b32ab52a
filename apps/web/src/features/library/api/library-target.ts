import type { QueryKey } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth-context.ts';

/** A movie or TV show as the watchlist and ratings controls know it: from its card or page. */
export interface LibraryTarget {
  mediaType: 'movie' | 'tv';
  id: number;
  title: string;
}

/** Whether a saved row (watchlist item or rating) is about `target` itself, not an episode. */
export function isRowOf(
  row: { mediaType: string; mediaId: number; seasonNumber?: number | null },
  target: Pick<LibraryTarget, 'mediaType' | 'id'>,
): boolean {
  return row.mediaType === target.mediaType && row.mediaId === target.id && !row.seasonNumber;
}

/**
 * A control learns whether its title is saved from the visitor's whole list, read once for
 * every card and page (pages of the API's largest size, one request for all but the longest
 * lists) and kept in the query cache: a screen of cards would otherwise ask once per card.
 * A details page could ask `GET /api/me/titles/{type}/{id}` instead; it does not yet.
 */
export async function readAllPages<Row>(
  readPage: (page: number) => Promise<{ results: Row[]; totalPages: number }>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await readPage(page);
    rows.push(...answer.results);
    if (page >= answer.totalPages || answer.results.length === 0) return rows;
  }
}

/** The API's largest page, for reading a whole list. */
export const WHOLE_LIST_PAGE_SIZE = 200;

/** Who is signed in, as far as the cache's keys need to tell accounts apart. */
export function useAccountKey(): string {
  const { user } = useAuth();
  return user?.email ?? user?.name ?? '';
}

/**
 * Whether a cached query holds part of a list: the whole list kept under `['library', list]`,
 * or one of the generated client's pages of it (keyed by its operation's `_id`).
 */
export function isQueryOf(queryKey: QueryKey, list: string, operationId: string): boolean {
  const [first, second] = queryKey;
  if (first === 'library') return second === list;
  return typeof first === 'object' && first !== null && '_id' in first && first._id === operationId;
}
