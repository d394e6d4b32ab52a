/** One shape for every paged list the app shows, whichever envelope the API used. */
import type { MovieListResponse, SearchResult } from '@media-search/api-client';

export interface ResultsPage {
  page: number;
  totalPages: number;
  results: SearchResult[];
}

export const FIRST_PAGE = 1;

/**
 * SPEC §4: further pages load while the page is below totalPages. An empty page ends the list
 * too: TMDB can count pages it never delivers, and a grid still at its bottom after an empty
 * page would otherwise ask for every page it counted, one after another.
 */
export function nextPageParam(last: ResultsPage): number | undefined {
  return last.results.length > 0 && last.page < last.totalPages ? last.page + 1 : undefined;
}

/** Movie lists come in `searchResults` (SPEC §3); the app reads every list as `results`. */
export function fromMovieList({ page, totalPages, searchResults }: MovieListResponse): ResultsPage {
  return { page, totalPages, results: searchResults };
}

/** All pages' results in order, each item once even when the upstream repeats it on a later page. */
export function flattenResults(pages: readonly ResultsPage[]): SearchResult[] {
  const seen = new Set<string>();
  const items: SearchResult[] = [];
  for (const result of pages.flatMap((page) => page.results)) {
    const key = `${result.mediaType}-${result.id}`;
    if (!seen.has(key)) {
      seen.add(key);
      items.push(result);
    }
  }
  return items;
}
