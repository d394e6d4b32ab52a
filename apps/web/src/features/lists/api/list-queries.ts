/** The lists (popular, trending, top rated…): what each is called and how each page is fetched. */
import {
  getNowPlayingMovies,
  getPopularMovies,
  getPopularPeople,
  getPopularTvShows,
  getTopRatedMovies,
  getTopRatedTvShows,
  getTrendingMovies,
  getTrendingPeople,
  getTrendingTvShows,
  getTvShowsAiringToday,
  getTvShowsOnTheAir,
  getUpcomingMovies,
  type ResultListResponse,
} from '@media-search/api-client';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { languageParam, type ApiLanguage } from '@/lib/catalogue-language.ts';
import type { Language } from '@/lib/language.ts';
import { FIRST_PAGE, fromMovieList, nextPageParam, type ResultsPage } from '@/lib/paging.ts';

export type ListSource =
  'popular' | 'trending' | 'top-rated' | 'upcoming' | 'now-playing' | 'airing-today' | 'on-the-air';
export type ListKind = 'movies' | 'tv' | 'actors';

/** TMDB's trending windows; SPEC's trending lists are this week's. */
export type TrendingWindow = 'day' | 'week';
export const DEFAULT_WINDOW: TrendingWindow = 'week';

/** What a page of a list depends on besides its number. */
export interface ListOptions {
  /** Trending lists only. */
  window?: TrendingWindow;
  /** The movie lists that differ by country (top rated, upcoming, now playing). */
  region?: string;
}

interface PageRequest {
  query: { page: number; window?: TrendingWindow; region?: string; language?: ApiLanguage };
  signal: AbortSignal;
  throwOnError: true;
}
type PageFetcher = (request: PageRequest) => Promise<ResultsPage>;

/** TV and people lists come in `results`, movie lists in `searchResults` (SPEC §3). */
const fromResultList = ({ page, totalPages, results }: ResultListResponse): ResultsPage => ({
  page,
  totalPages,
  results,
});

interface ListDefinition {
  /** The message ID of the list's heading (packages/messages/locales/lists), marked for Lingui's extractor. */
  heading: string;
  fetchPage: PageFetcher;
  /** Whether the region changes the list. */
  regional?: boolean;
}

const LISTS = {
  popular: {
    movies: {
      heading: /*i18n*/ 'lists.popularMovies',
      fetchPage: async (request) => fromMovieList((await getPopularMovies(request)).data),
    },
    tv: {
      heading: /*i18n*/ 'lists.popularTvShows',
      fetchPage: async (request) => fromResultList((await getPopularTvShows(request)).data),
    },
    actors: {
      heading: /*i18n*/ 'lists.popularPeople',
      fetchPage: async (request) => fromResultList((await getPopularPeople(request)).data),
    },
  },
  trending: {
    movies: {
      heading: /*i18n*/ 'lists.trendingMovies',
      fetchPage: async (request) => fromMovieList((await getTrendingMovies(request)).data),
    },
    tv: {
      heading: /*i18n*/ 'lists.trendingTvShows',
      fetchPage: async (request) => fromResultList((await getTrendingTvShows(request)).data),
    },
    actors: {
      heading: /*i18n*/ 'lists.trendingPeople',
      fetchPage: async (request) => fromResultList((await getTrendingPeople(request)).data),
    },
  },
  'top-rated': {
    movies: {
      heading: /*i18n*/ 'lists.topRatedMovies',
      regional: true,
      fetchPage: async (request) => fromMovieList((await getTopRatedMovies(request)).data),
    },
    tv: {
      heading: /*i18n*/ 'lists.topRatedTvShows',
      fetchPage: async (request) => fromResultList((await getTopRatedTvShows(request)).data),
    },
  },
  upcoming: {
    movies: {
      heading: /*i18n*/ 'lists.upcomingMovies',
      regional: true,
      fetchPage: async (request) => fromMovieList((await getUpcomingMovies(request)).data),
    },
  },
  'now-playing': {
    movies: {
      heading: /*i18n*/ 'lists.nowPlayingMovies',
      regional: true,
      fetchPage: async (request) => fromMovieList((await getNowPlayingMovies(request)).data),
    },
  },
  'airing-today': {
    tv: {
      heading: /*i18n*/ 'lists.airingToday',
      fetchPage: async (request) => fromResultList((await getTvShowsAiringToday(request)).data),
    },
  },
  'on-the-air': {
    tv: {
      heading: /*i18n*/ 'lists.onTheAir',
      fetchPage: async (request) => fromResultList((await getTvShowsOnTheAir(request)).data),
    },
  },
} as const satisfies Record<ListSource, Partial<Record<ListKind, ListDefinition>>>;

/** The lists that exist, as [source, kind] pairs in the order the app offers them. */
export type ListId = {
  [S in keyof typeof LISTS]: [S, keyof (typeof LISTS)[S]];
}[keyof typeof LISTS];

function definition([source, kind]: ListId): ListDefinition {
  return (LISTS[source] as Partial<Record<ListKind, ListDefinition>>)[kind] as ListDefinition;
}

/** The message ID of the list's heading, for `i18n._`. */
export function listHeading(list: ListId): string {
  return definition(list).heading;
}

export function isRegional(list: ListId): boolean {
  return definition(list).regional === true;
}

export function isTrending([source]: ListId): boolean {
  return source === 'trending';
}

/**
 * Only what the list depends on, so equal lists share one cache entry: the API's query but
 * for the page, the language last.
 */
function relevantOptions(
  list: ListId,
  { window, region }: ListOptions,
  language: Language,
): Omit<PageRequest['query'], 'page'> {
  return {
    ...(isTrending(list) && window && window !== DEFAULT_WINDOW ? { window } : {}),
    ...(isRegional(list) && region ? { region } : {}),
    ...languageParam(language),
  };
}

/**
 * Hand-written rather than the generated infinite options: one query over twelve operations
 * chosen by the address, and the list screen suspends on it, which those options do not
 * type-check with (hey-api/hey-api#2931).
 */
export function listQueryOptions(list: ListId, language: Language, options: ListOptions = {}) {
  const relevant = relevantOptions(list, options, language);
  return infiniteQueryOptions({
    queryKey: ['lists', ...list, relevant],
    queryFn: ({ pageParam, signal }) =>
      definition(list).fetchPage({
        query: { page: pageParam, ...relevant },
        signal,
        throwOnError: true,
      }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageParam,
  });
}
