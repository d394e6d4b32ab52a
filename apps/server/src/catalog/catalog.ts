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
  SuggestionListResponse,
  TvShowResponse,
} from './view-models.ts';
import type { ContentLanguage } from '../languages.ts';

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

/**
 * What an IMDb id names in the catalogue: a movie, a show, or one episode of a show (IMDb gives
 * episodes ids of their own; TMDB knows them by show and position).
 */
export type ImdbTitle =
  | { mediaType: 'movie' | 'tv'; id: number }
  | { mediaType: 'episode'; showId: number; seasonNumber: number; episodeNumber: number };

/** A movie's first release of a kind in a region (TMDB's release dates), YYYY-MM-DD. */
export interface MovieRelease {
  kind: 'theatrical' | 'digital';
  date: string;
}

/**
 * Every answer of a title, person or list is in `language` (English when none is given), with
 * English where the language has no text; the reference lists that only name things in English
 * (regions, providers, languages) take none.
 */
export interface Catalog {
  /** `live` for TMDB, `offline` for a local pack. */
  readonly kind: 'live' | 'offline';
  /** Prefix for every image path the catalogue returns, at the spec's w500 width. */
  readonly imageBaseUrl: string;
  /** The languages its answers can be in; others are answered in English. */
  readonly contentLanguages: readonly ContentLanguage[];
  /** With `region`, `watchProviders.region` holds that region's offers (from the same answer). */
  movie(id: number, region?: string, language?: ContentLanguage): Promise<MovieResponse>;
  /** Its first theatrical and digital releases in `region`, from the same answer as `movie`. */
  movieReleases(id: number, region: string): Promise<MovieRelease[]>;
  /** The whole cast and crew, from the same upstream answer (and cache entry) as `movie`. */
  movieCredits(id: number, language?: ContentLanguage): Promise<CreditsResponse>;
  tvShow(id: number, region?: string, language?: ContentLanguage): Promise<TvShowResponse>;
  /** The whole run's cast and crew, from the same upstream answer as `tvShow`. */
  tvCredits(id: number, language?: ContentLanguage): Promise<CreditsResponse>;
  collection(id: number, language?: ContentLanguage): Promise<CollectionResponse>;
  season(ref: SeasonRef, language?: ContentLanguage): Promise<SeasonResponse>;
  episode(ref: EpisodeRef, language?: ContentLanguage): Promise<EpisodeResponse>;
  person(id: number, language?: ContentLanguage): Promise<PersonResponse>;
  /** `region` is for the movie lists that depend on the country (upcoming, now playing…). */
  list(
    type: 'movie' | 'tv' | 'person',
    kind: ListKind,
    page: number,
    region?: string,
    language?: ContentLanguage,
  ): Promise<ResultPage>;
  discover(
    type: TitleType,
    filters: DiscoverFilters,
    language?: ContentLanguage,
  ): Promise<ResultPage>;
  genres(type: TitleType, language?: ContentLanguage): Promise<GenreListResponse>;
  /** The countries watch providers are known for. */
  regions(): Promise<RegionListResponse>;
  watchProviders(type: TitleType, region: string): Promise<WatchProviderListResponse>;
  languages(): Promise<LanguageListResponse>;
  /** `year` narrows a movie search to its release year and a TV search to its first air year. */
  search(
    scope: SearchScope,
    query: string,
    page: number,
    language?: ContentLanguage,
    year?: number,
  ): Promise<ResultPage>;
  /** The title an IMDb id (`tt0137523`) names, or null when the catalogue has none with it. */
  findByImdbId(imdbId: string): Promise<ImdbTitle | null>;
  /**
   * The few best matches of a search of movies, TV shows and people together, suggested as a
   * visitor types: no count and no later pages, so it costs no more than a first page.
   */
  suggest(query: string, language?: ContentLanguage): Promise<SuggestionListResponse>;
  /** `degraded` while the upstream is failing and answers come from cache or not at all. */
  status(): 'ok' | 'degraded';
  /** Releases timers, sockets and files. */
  close(): Promise<void>;
}
