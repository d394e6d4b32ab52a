/**
 * What the Discover screen works out from its filters: how many are set, and what clearing
 * them leaves. Apart from the address rules (discover-search.ts), which the router needs on
 * the first screen, so that these travel with the screen.
 */
import { DEFAULT_SORT, type DiscoverFilters } from './discover-search.ts';

export const EMPTY_FILTERS: DiscoverFilters = {
  genres: [],
  providers: [],
  monetization: [],
  sortBy: DEFAULT_SORT,
};

/** How many filters are set (the order is no filter): shown on the phone's Filters button. */
export function countActiveFilters(filters: DiscoverFilters): number {
  return [
    filters.genres.length > 0,
    filters.yearFrom !== undefined || filters.yearTo !== undefined,
    filters.minRating !== undefined,
    filters.minVotes !== undefined,
    filters.runtimeMin !== undefined || filters.runtimeMax !== undefined,
    filters.language !== undefined,
    filters.certification !== undefined,
    filters.providers.length > 0,
    filters.monetization.length > 0,
  ].filter(Boolean).length;
}

/** Every filter cleared; the chosen order stays. */
export function clearedFilters(filters: DiscoverFilters): DiscoverFilters {
  return { ...EMPTY_FILTERS, sortBy: filters.sortBy };
}
