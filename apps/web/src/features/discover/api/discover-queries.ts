/**
 * Discover's queries: the filtered list, in the UI's language, and what the filters choose from
 * (generated options): the genres in the UI's language; the original languages and the watch
 * providers, which the API names the same in every language, in none.
 */
import { discoverMovies, discoverTvShows } from '@media-search/api-client';
import {
  getGenresOptions,
  getLanguagesOptions,
  getWatchProvidersOptions,
} from '@media-search/api-client/query';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { languageParam, languageQuery } from '@/lib/catalogue-language.ts';
import type { Language } from '@/lib/language.ts';
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
  language: Language,
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
    ...languageParam(language),
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
 * Hand-written: one query over the movie and TV operations, keyed by the address's filters and
 * the language, with the TV operation's own query (no certification, no revenue order).
 */
export function discoverQueryOptions(
  media: DiscoverMedia,
  filters: DiscoverFilters,
  language: Language,
) {
  return infiniteQueryOptions({
    queryKey: discoverQueryKey(media, filters, language),
    queryFn: ({ pageParam, signal }) => fetchPage(media, filters, language, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageParam,
    meta: { language },
    // A changed filter keeps the last list on screen until the new one arrives; a changed
    // language does not, or the list would show a while in the language just left.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.meta?.language === language ? keepPreviousData(previous) : undefined,
  });
}

export function genresQueryOptions(media: DiscoverMedia, language: Language) {
  return queryOptions({
    ...getGenresOptions({ path: { type: media }, ...languageQuery(language) }),
    select: (data) => data.genres,
    staleTime: REFERENCE_STALE_MS,
  });
}

/** Named in English whatever the UI's language (the API's own choice): one entry for all. */
export function languagesQueryOptions() {
  return queryOptions({
    ...getLanguagesOptions(),
    select: (data) => data.languages,
    staleTime: REFERENCE_STALE_MS,
  });
}

/** Named as the providers name themselves, whatever the UI's language: one entry for all. */
export function watchProvidersQueryOptions(media: DiscoverMedia, region: string) {
  return queryOptions({
    ...getWatchProvidersOptions({ path: { type: media }, query: { region } }),
    select: (data) => data.providers,
    staleTime: REFERENCE_STALE_MS,
  });
}
