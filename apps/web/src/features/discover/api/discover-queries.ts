/** Discover's queries: the filtered list, and what the filters choose from (generated options). */
import { discoverMovies, discoverTvShows } from '@media-search/api-client';
import {
  getGenresOptions,
  getLanguagesOptions,
  getWatchProvidersOptions,
} from '@media-search/api-client/query';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { FIRST_PAGE, nextPageParam, type ResultsPage } from '@/lib/paging.ts';
import {
  discoverQueryKey,
  toDiscoverSearch,
  type DiscoverFilters,
  type DiscoverMedia,
} from '../lib/discover-search.ts';

/** The API caches its reference lists for a day; they change about as rarely here. */
const REFERENCE_STALE_MS = 60 * 60 * 1000;

export interface DiscoverPage extends ResultsPage {
  totalResults: number;
}

async function fetchPage(
  media: DiscoverMedia,
  filters: DiscoverFilters,
  page: number,
  signal: AbortSignal,
): Promise<DiscoverPage> {
  // The address form is the API's query, lists already comma-separated; the address's
  // `language` is the API's `originalLanguage` (its `language` is the answer's language).
  const { language: originalLanguage, ...search } = toDiscoverSearch(filters);
  const query = {
    ...search,
    originalLanguage,
    genres: search.genres?.toString(),
    providers: search.providers?.toString(),
    page,
  };
  if (media === 'movie') {
    const { data } = await discoverMovies({ query, signal, throwOnError: true });
    const { searchResults, ...paging } = data;
    return { ...paging, results: searchResults };
  }
  const { certification: _films, sortBy, ...tvQuery } = query;
  const { data } = await discoverTvShows({
    query: { ...tvQuery, sortBy: sortBy === 'revenue' ? undefined : sortBy },
    signal,
    throwOnError: true,
  });
  return data;
}

/**
 * Hand-written: one query over the movie and TV operations, keyed by the address's filters,
 * with the TV operation's own query (no certification, no revenue order).
 */
export function discoverQueryOptions(media: DiscoverMedia, filters: DiscoverFilters) {
  return infiniteQueryOptions({
    queryKey: discoverQueryKey(media, filters),
    queryFn: ({ pageParam, signal }) => fetchPage(media, filters, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageParam,
    // A changed filter keeps the last list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

export function genresQueryOptions(media: DiscoverMedia) {
  return queryOptions({
    ...getGenresOptions({ path: { type: media } }),
    select: (data) => data.genres,
    staleTime: REFERENCE_STALE_MS,
  });
}

export function languagesQueryOptions() {
  return queryOptions({
    ...getLanguagesOptions(),
    select: (data) => data.languages,
    staleTime: REFERENCE_STALE_MS,
  });
}

export function watchProvidersQueryOptions(media: DiscoverMedia, region: string) {
  return queryOptions({
    ...getWatchProvidersOptions({ path: { type: media }, query: { region } }),
    select: (data) => data.providers,
    staleTime: REFERENCE_STALE_MS,
  });
}
