/**
 * The home screen's two rows of the visitor's services: their watchlist's titles streaming on
 * them, and Discover on them in their region, newest first. Both read through the API's caches
 * (the watchlist's offers as details are; discovery as any Discover list).
 */
import {
  discoverMovies,
  discoverTvShows,
  getWatchlist,
  type SearchResult,
  type TitleCard,
  type WatchlistItem,
} from '@media-search/api-client';
import { queryOptions } from '@tanstack/react-query';
import { languageParam } from '@/lib/catalogue-language.ts';
import type { Language } from '@/lib/language.ts';
import type { MyServices } from '@/lib/my-services.ts';

/** A row's length, as the home screen's other rows. */
export const ROW_LENGTH = 20;

/** A watchlist row as a card. */
export function watchlistCard(item: WatchlistItem): TitleCard {
  return {
    id: item.mediaId,
    mediaType: item.mediaType,
    title: item.mediaType === 'movie' ? item.title : null,
    name: item.mediaType === 'tv' ? item.title : null,
    backdropPath: null,
    posterPath: item.posterPath,
    profilePath: null,
    releaseDate: item.mediaType === 'movie' ? item.releaseDate : null,
    firstAirDate: item.mediaType === 'tv' ? item.releaseDate : null,
    voteAverage: item.voteAverage,
    popularity: 0,
    knownForDepartment: null,
  };
}

const dateOf = (result: SearchResult) => result.releaseDate ?? result.firstAirDate ?? '';

/** Movies and shows as one row, newest first. */
export function newestFirst(...lists: readonly SearchResult[][]): SearchResult[] {
  return lists
    .flat()
    .toSorted((a, b) => dateOf(b).localeCompare(dateOf(a)))
    .slice(0, ROW_LENGTH);
}

const idsOf = (services: MyServices) =>
  services.providers.map((provider) => provider.providerId).join(',');

export function watchlistOnServicesOptions(
  account: string,
  services: MyServices & { region: string },
) {
  return queryOptions({
    queryKey: ['services', 'watchlist-row', account, services.region, idsOf(services)] as const,
    queryFn: async ({ signal }) => {
      const { data } = await getWatchlist({
        query: {
          type: 'all',
          sort: 'added',
          page: 1,
          pageSize: ROW_LENGTH,
          region: services.region,
          streaming: 'mine',
        },
        signal,
        throwOnError: true,
      });
      return data.results.map(watchlistCard);
    },
    // The watchlist changes on other screens: each visit reads it afresh.
    staleTime: 0,
  });
}

export function newOnServicesOptions(
  services: MyServices & { region: string },
  language: Language,
) {
  // Released by the end of this year: TMDB's newest dates are years away, announced only.
  const yearTo = new Date().getFullYear();
  return queryOptions({
    queryKey: ['services', 'new-row', services.region, idsOf(services), yearTo, language] as const,
    queryFn: async ({ signal }) => {
      const query = {
        providers: idsOf(services),
        region: services.region,
        monetization: 'flatrate',
        sortBy: 'releaseDate',
        yearTo,
        page: 1,
        ...languageParam(language),
      } as const;
      const [movies, shows] = await Promise.all([
        discoverMovies({ query, signal, throwOnError: true }),
        discoverTvShows({ query, signal, throwOnError: true }),
      ]);
      return newestFirst(movies.data.searchResults, shows.data.results);
    },
    staleTime: 60 * 60 * 1000,
  });
}
