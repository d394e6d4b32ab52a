/**
 * The parts of TMDB v3 responses that we read. Every field is optional or nullable because
 * TMDB omits or nulls them freely; the mappers supply our defaults.
 * @see https://developer.themoviedb.org/reference
 */
export interface TmdbGenre {
  id: number;
  name: string;
}

export interface TmdbVideo {
  id?: string;
  key?: string;
  name?: string;
  site?: string;
  type?: string;
  official?: boolean;
}

export interface TmdbProvider {
  provider_id: number;
  provider_name?: string;
  logo_path?: string | null;
  display_priority?: number;
}

export interface TmdbRegionProviders {
  link?: string;
  flatrate?: TmdbProvider[];
  ads?: TmdbProvider[];
  rent?: TmdbProvider[];
  buy?: TmdbProvider[];
  free?: TmdbProvider[];
}

export interface TmdbWatchProviders {
  results?: Record<string, TmdbRegionProviders | undefined>;
}

export interface TmdbPersonRef {
  id: number;
  name?: string;
  profile_path?: string | null;
}

export interface TmdbCastCredit extends TmdbPersonRef {
  character?: string | null;
  order?: number;
}

export interface TmdbAggregateCastCredit extends TmdbPersonRef {
  roles?: { character?: string | null; episode_count?: number }[];
  order?: number;
}

export interface TmdbCrewCredit extends TmdbPersonRef {
  job?: string;
  department?: string;
}

export interface TmdbCredits {
  cast?: TmdbCastCredit[];
  crew?: TmdbCrewCredit[];
}

export interface TmdbAggregateCredits {
  cast?: TmdbAggregateCastCredit[];
  crew?: (TmdbPersonRef & { jobs?: { job?: string }[]; department?: string })[];
}

interface TmdbDetailsAppends {
  videos?: { results?: TmdbVideo[] };
  credits?: TmdbCredits;
  'watch/providers'?: TmdbWatchProviders;
  external_ids?: { imdb_id?: string | null };
}

export interface TmdbMovie extends TmdbDetailsAppends {
  id: number;
  title?: string;
  original_title?: string;
  release_date?: string | null;
  poster_path?: string | null;
  backdrop_path?: string | null;
  tagline?: string | null;
  overview?: string | null;
  budget?: number | null;
  revenue?: number | null;
  genres?: TmdbGenre[];
  runtime?: number | null;
  imdb_id?: string | null;
  vote_average?: number | null;
  vote_count?: number | null;
  popularity?: number | null;
}

export interface TmdbSeasonSummary {
  id: number;
  season_number: number;
  name?: string;
  episode_count?: number;
  air_date?: string | null;
  poster_path?: string | null;
}

export interface TmdbTvShow extends TmdbDetailsAppends {
  id: number;
  name?: string;
  original_name?: string;
  poster_path?: string | null;
  backdrop_path?: string | null;
  tagline?: string | null;
  overview?: string | null;
  genres?: TmdbGenre[];
  first_air_date?: string | null;
  last_air_date?: string | null;
  status?: string | null;
  number_of_seasons?: number | null;
  number_of_episodes?: number | null;
  networks?: { id: number; name?: string; logo_path?: string | null }[];
  seasons?: TmdbSeasonSummary[];
  vote_average?: number | null;
  vote_count?: number | null;
  popularity?: number | null;
  aggregate_credits?: TmdbAggregateCredits;
}

export interface TmdbEpisode {
  id: number;
  season_number?: number;
  episode_number?: number;
  name?: string | null;
  overview?: string | null;
  air_date?: string | null;
  still_path?: string | null;
  runtime?: number | null;
  vote_average?: number | null;
  vote_count?: number | null;
  guest_stars?: TmdbCastCredit[];
  crew?: TmdbCrewCredit[];
}

export interface TmdbSeason {
  id: number;
  season_number?: number;
  name?: string | null;
  overview?: string | null;
  air_date?: string | null;
  poster_path?: string | null;
  episodes?: TmdbEpisode[];
}

export interface TmdbPersonCastCredit {
  id: number;
  media_type?: string;
  title?: string;
  name?: string;
  release_date?: string | null;
  first_air_date?: string | null;
  backdrop_path?: string | null;
  poster_path?: string | null;
  character?: string | null;
}

export interface TmdbPerson {
  id: number;
  name?: string;
  profile_path?: string | null;
  imdb_id?: string | null;
  biography?: string | null;
  birthday?: string | null;
  deathday?: string | null;
  place_of_birth?: string | null;
  known_for_department?: string | null;
  popularity?: number | null;
  combined_credits?: { cast?: TmdbPersonCastCredit[] };
}

/** An item of any TMDB list: search, popular or trending, of any media type. */
export interface TmdbListItem {
  id: number;
  media_type?: string;
  title?: string;
  name?: string;
  overview?: string | null;
  backdrop_path?: string | null;
  poster_path?: string | null;
  profile_path?: string | null;
  release_date?: string | null;
  first_air_date?: string | null;
  vote_average?: number | null;
  popularity?: number | null;
}

export interface TmdbPage {
  page?: number;
  total_pages?: number;
  total_results?: number;
  results?: TmdbListItem[];
}
