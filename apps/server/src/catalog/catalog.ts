/**
 * What the routes need from a source of movie data, in our own view models. The live TMDB
 * adapter and the offline pack both implement it; nothing above this line knows which is in use.
 */
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

/** The kinds of list the spec shows. */
export type ListKind = 'popular' | 'trending';

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
  movie(id: number): Promise<MovieResponse>;
  /** The whole cast and crew, from the same upstream answer (and cache entry) as `movie`. */
  movieCredits(id: number): Promise<CreditsResponse>;
  tvShow(id: number): Promise<TvShowResponse>;
  /** The whole run's cast and crew, from the same upstream answer as `tvShow`. */
  tvCredits(id: number): Promise<CreditsResponse>;
  collection(id: number): Promise<CollectionResponse>;
  season(ref: SeasonRef): Promise<SeasonResponse>;
  episode(ref: EpisodeRef): Promise<EpisodeResponse>;
  person(id: number): Promise<PersonResponse>;
  list(type: 'movie' | 'tv' | 'person', kind: ListKind, page: number): Promise<ResultPage>;
  search(scope: SearchScope, query: string, page: number): Promise<ResultPage>;
  /** `degraded` while the upstream is failing and answers come from cache or not at all. */
  status(): 'ok' | 'degraded';
  /** Releases timers, sockets and files. */
  close(): Promise<void>;
}
