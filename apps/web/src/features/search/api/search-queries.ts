/** Search queries over the generated client, one options factory per endpoint. */
import { searchAll, searchMovies } from '@media-search/api-client';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { FIRST_PAGE, nextPageParam } from '@/lib/paging.ts';

export function searchAllQueryOptions(text: string) {
  return infiniteQueryOptions({
    queryKey: ['search', 'all', text],
    queryFn: async ({ pageParam, signal }) =>
      (
        await searchAll({
          path: { searchText: text },
          query: { page: pageParam },
          signal,
          throwOnError: true,
        })
      ).data,
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageParam,
    // SPEC §4: nothing is asked for until there is text to search.
    enabled: text !== '',
  });
}

export function movieSearchQueryOptions(text: string) {
  return infiniteQueryOptions({
    queryKey: ['search', 'movie', text],
    queryFn: async ({ pageParam, signal }) => {
      const { data } = await searchMovies({
        path: { searchText: text },
        query: { page: pageParam },
        signal,
        throwOnError: true,
      });
      return { page: data.page, totalPages: data.totalPages, results: data.searchResults };
    },
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageParam,
  });
}
