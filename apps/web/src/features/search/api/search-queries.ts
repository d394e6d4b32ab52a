/** Search queries, paged as SPEC §4 pages every list, in the UI's language. */
import { searchMovies, type SearchAllData } from '@media-search/api-client';
import { searchAllInfiniteOptions, searchCountsOptions } from '@media-search/api-client/query';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { languageKey, languageParam, languageQuery } from '@/lib/catalogue-language.ts';
import type { Language } from '@/lib/language.ts';
import { FIRST_PAGE, fromMovieList, nextPageParam } from '@/lib/paging.ts';

/** The results' tabs: everything, movies, TV shows or people. */
export type SearchType = NonNullable<NonNullable<SearchAllData['query']>['type']>;

/**
 * The generated options; the page number in them is the first one, pageParam the later ones.
 * `all` is the API's default and sends no `type`, so its key is the one it always had.
 */
export function searchAllQueryOptions(text: string, language: Language, type: SearchType = 'all') {
  return infiniteQueryOptions({
    ...searchAllInfiniteOptions({
      path: { searchText: text },
      query: {
        page: FIRST_PAGE,
        ...(type === 'all' ? {} : { type }),
        ...languageParam(language),
      },
    }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageParam,
    // SPEC §4: nothing is asked for until there is text to search.
    enabled: text !== '',
  });
}

/** How many results each tab has, for their labels. */
export function searchCountsQueryOptions(text: string, language: Language) {
  return queryOptions({
    ...searchCountsOptions({ path: { searchText: text }, ...languageQuery(language) }),
    enabled: text !== '',
  });
}

/**
 * Hand-written: the screen suspends on it (useSuspenseInfiniteQuery), which the generated
 * infinite options do not type-check with (hey-api/hey-api#2931).
 */
export function movieSearchQueryOptions(text: string, language: Language) {
  return infiniteQueryOptions({
    queryKey: ['search', 'movie', text, ...languageKey(language)],
    queryFn: async ({ pageParam, signal }) => {
      const { data } = await searchMovies({
        path: { searchText: text },
        query: { page: pageParam, ...languageParam(language) },
        signal,
        throwOnError: true,
      });
      return fromMovieList(data);
    },
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageParam,
  });
}
