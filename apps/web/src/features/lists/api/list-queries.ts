/** The popular and trending lists: what each is called and how each page is fetched. */
import {
  getPopularMovies,
  getPopularPeople,
  getPopularTvShows,
  getTrendingMovies,
  getTrendingPeople,
  getTrendingTvShows,
  type MovieListResponse,
  type ResultListResponse,
} from '@media-search/api-client';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { FIRST_PAGE, nextPageParam, type ResultsPage } from '../../../lib/paging.ts';

export type ListSource = 'popular' | 'trending';
export type ListKind = 'movies' | 'tv' | 'actors';

type PageRequest = { query: { page: number }; signal: AbortSignal; throwOnError: true };
type PageFetcher = (request: PageRequest) => Promise<ResultsPage>;

/** Movie lists come in `searchResults`; TV and people lists in `results` (SPEC §3). */
const fromMovieList = ({ page, totalPages, searchResults }: MovieListResponse): ResultsPage => ({
  page,
  totalPages,
  results: searchResults,
});
const fromResultList = ({ page, totalPages, results }: ResultListResponse): ResultsPage => ({
  page,
  totalPages,
  results,
});

const LISTS: Record<ListSource, Record<ListKind, { heading: string; fetchPage: PageFetcher }>> = {
  popular: {
    movies: {
      heading: 'Popular Movies',
      fetchPage: async (request) => fromMovieList((await getPopularMovies(request)).data),
    },
    tv: {
      heading: 'Popular TV Shows',
      fetchPage: async (request) => fromResultList((await getPopularTvShows(request)).data),
    },
    actors: {
      heading: 'Popular People',
      fetchPage: async (request) => fromResultList((await getPopularPeople(request)).data),
    },
  },
  trending: {
    movies: {
      heading: 'Trending Movies',
      fetchPage: async (request) => fromMovieList((await getTrendingMovies(request)).data),
    },
    tv: {
      heading: 'Trending TV Shows',
      fetchPage: async (request) => fromResultList((await getTrendingTvShows(request)).data),
    },
    actors: {
      heading: 'Trending People',
      fetchPage: async (request) => fromResultList((await getTrendingPeople(request)).data),
    },
  },
};

export function listHeading(source: ListSource, kind: ListKind): string {
  return LISTS[source][kind].heading;
}

export function listQueryOptions(source: ListSource, kind: ListKind) {
  return infiniteQueryOptions({
    queryKey: ['lists', source, kind],
    queryFn: ({ pageParam, signal }) =>
      LISTS[source][kind].fetchPage({ query: { page: pageParam }, signal, throwOnError: true }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageParam,
  });
}
