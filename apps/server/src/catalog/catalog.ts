/**
 * What the routes need from a source of movie data, in our own view models. The live TMDB
 * adapter and the offline pack both implement it; nothing above this line knows which is in use.
 */
import type {
  DiscoverFilters,
  GenreListResponse,
  LanguageListResponse,
  RegionListResponse,
  WatchProviderListResponse,
} from './discover-models.ts';
import type {
  CollectionResponse,
  CreditsResponse,
  EpisodeResponse,
  MovieResponse,
  PersonResponse,
  ResultPage,
  SeasonResponse,
  TvShowResponse,
} from './view-models.ts';

/**
 * The kinds of list: SPEC's popular and trending (this week), and the more lists. Not every
 * kind exists for every media type; the routes only ask for those that do.
 */
export type ListKind =
  | 'popular'
  | 'trending'
  | 'trending-day'
  | 'top-rated'
  | 'upcoming'
  | 'now-playing'
  | 'airing-today'
  | 'on-the-air';

/** The list a trending route's `window` asks for. */
export const trendingKind = (window: 'day' | 'week' | undefined): ListKind =>
  window === 'day' ? 'trending-day' : 'trending';

/** The media types discovery and the reference lists are for. */
export type TitleType = 'movie' | 'tv';

/** What a search can be limited to; `multi` searches movies, TV shows and people together. */
export type SearchScope = 'movie' | 'tv' | 'person' | 'multi';

export interface SeasonRef {
  seriesId: number;
  seasonNumber: number;
}

export interface EpisodeRef extends SeasonRef {
  episodeNumber: number;
}

export interface Catalog {
  /** `live` for TMDB, `offline` for a local pack. */
  readonly kind: 'live' | 'offline';
  /** Prefix for every image path the catalogue returns, at the spec's w500 width. */
  readonly imageBaseUrl: string;
  /** With `region`, `watchProviders.region` holds that region's offers (from the same answer). */
  movie(id: number, region?: string): Promise<MovieResponse>;
  /** The whole cast and crew, from the same upstream answer (and cache entry) as `movie`. */
  movieCredits(id: number): Promise<CreditsResponse>;
  tvShow(id: number, region?: string): Promise<TvShowResponse>;
  /** The whole run's cast and crew, from the same upstream answer as `tvShow`. */
  tvCredits(id: number): Promise<CreditsResponse>;
  collection(id: number): Promise<CollectionResponse>;
  season(ref: SeasonRef): Promise<SeasonResponse>;
  episode(ref: EpisodeRef): Promise<EpisodeResponse>;
  person(id: number): Promise<PersonResponse>;
  /** `region` is for the movie lists that depend on the country (upcoming, now playing…). */
  list(
    type: 'movie' | 'tv' | 'person',
    kind: ListKind,
    page: number,
    region?: string,
  ): Promise<ResultPage>;
  discover(type: TitleType, filters: DiscoverFilters): Promise<ResultPage>;
  genres(type: TitleType): Promise<GenreListResponse>;
  /** The countries watch providers are known for. */
  regions(): Promise<RegionListResponse>;
  watchProviders(type: TitleType, region: string): Promise<WatchProviderListResponse>;
  languages(): Promise<LanguageListResponse>;
  search(scope: SearchScope, query: string, page: number): Promise<ResultPage>;
  /** `degraded` while the upstream is failing and answers come from cache or not at all. */
  status(): 'ok' | 'degraded';
  /** Releases timers, sockets and files. */
  close(): Promise<void>;
}
