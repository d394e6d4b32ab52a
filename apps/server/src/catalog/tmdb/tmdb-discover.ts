/**
 * Discovery in TMDB's words: our canonical filters as `/discover/{movie|tv}` parameters, and
 * the reference lists (genres, watch regions, providers, languages) in our view models.
 */
import type { TitleType } from '../catalog.ts';
import {
  RATING_SORT_VOTE_FLOOR,
  type DiscoverFilters,
  type DiscoverSort,
  type GenreListResponse,
  type LanguageListResponse,
  type RegionListResponse,
  type WatchProviderListResponse,
} from '../discover-models.ts';
import type { Query } from './tmdb-http.ts';
import type {
  TmdbGenreList,
  TmdbLanguageList,
  TmdbWatchProviderList,
  TmdbWatchRegionList,
} from './tmdb.types.ts';

/** TMDB's rating scale is ten points; ours is five stars. */
const TMDB_POINTS_PER_STAR = 2;

/** Revenue is a movie sort only; the TV route never lets it be asked for. */
const SORTS: Record<TitleType, Partial<Record<DiscoverSort, string>>> = {
  movie: {
    popularity: 'popularity.desc',
    rating: 'vote_average.desc',
    releaseDate: 'primary_release_date.desc',
    title: 'title.asc',
    revenue: 'revenue.desc',
  },
  tv: {
    popularity: 'popularity.desc',
    rating: 'vote_average.desc',
    releaseDate: 'first_air_date.desc',
    title: 'name.asc',
  },
};

/** The date a title counts from: its primary release, or its first air date for TV. */
const DATE_PARAMETER = { movie: 'primary_release_date', tv: 'first_air_date' } as const;

/** `/discover/{type}`'s parameters for a discovery; filters not given are not sent. */
export function discoverQuery(type: TitleType, filters: DiscoverFilters): Query {
  const date = DATE_PARAMETER[type];
  const minVotes =
    filters.minVotes ?? (filters.sortBy === 'rating' ? RATING_SORT_VOTE_FLOOR : undefined);
  const join = (values: readonly (string | number)[], separator: string) =>
    values.length > 0 ? values.join(separator) : undefined;
  return {
    include_adult: 'false',
    page: filters.page,
    sort_by: SORTS[type][filters.sortBy] ?? 'popularity.desc',
    // A comma asks for every genre, a pipe for any provider and any kind of offer.
    with_genres: join(filters.genres, ','),
    [`${date}.gte`]: filters.yearFrom === undefined ? undefined : `${filters.yearFrom}-01-01`,
    [`${date}.lte`]: filters.yearTo === undefined ? undefined : `${filters.yearTo}-12-31`,
    'vote_average.gte':
      filters.minRating === undefined ? undefined : filters.minRating * TMDB_POINTS_PER_STAR,
    'vote_count.gte': minVotes,
    'with_runtime.gte': filters.runtimeMin,
    'with_runtime.lte': filters.runtimeMax,
    with_original_language: filters.language,
    certification_country: filters.certification ? 'US' : undefined,
    'certification.lte': filters.certification,
    with_watch_providers: join(filters.providers, '|'),
    with_watch_monetization_types: join(filters.monetization, '|'),
    watch_region: filters.region,
  };
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'en');

export const mapGenreList = (list: TmdbGenreList): GenreListResponse => ({
  genres: (list.genres ?? []).map(({ id, name }) => ({ id, name })).sort(byName),
});

export const mapRegionList = (list: TmdbWatchRegionList): RegionListResponse => ({
  regions: (list.results ?? [])
    .map((region) => ({ code: region.iso_3166_1, name: region.english_name ?? region.iso_3166_1 }))
    .sort(byName),
});

export const mapLanguageList = (list: TmdbLanguageList): LanguageListResponse => ({
  languages: list
    .map((language) => ({
      code: language.iso_639_1,
      name: language.english_name ?? language.iso_639_1,
    }))
    .sort(byName),
});

/** A region's providers, most prominent there first, then by name. */
export function mapProviderList(
  list: TmdbWatchProviderList,
  region: string,
): WatchProviderListResponse {
  const providers = (list.results ?? []).map((provider) => ({
    providerId: provider.provider_id,
    providerName: provider.provider_name ?? '',
    logoPath: provider.logo_path ?? null,
    displayPriority: provider.display_priorities?.[region] ?? provider.display_priority ?? 0,
  }));
  providers.sort(
    (a, b) =>
      a.displayPriority - b.displayPriority || a.providerName.localeCompare(b.providerName, 'en'),
  );
  return { region, providers };
}
