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

export interface TmdbAggregateCrewCredit extends TmdbPersonRef {
  jobs?: { job?: string; episode_count?: number }[];
  department?: string;
  total_episode_count?: number;
}

export interface TmdbAggregateCredits {
  cast?: (TmdbAggregateCastCredit & { total_episode_count?: number })[];
  crew?: TmdbAggregateCrewCredit[];
}

/** `external_ids`: every id TMDB knows on other sites; absent or null when unknown. */
export interface TmdbExternalIds {
  imdb_id?: string | null;
  wikidata_id?: string | null;
  facebook_id?: string | null;
  instagram_id?: string | null;
  twitter_id?: string | null;
  tiktok_id?: string | null;
  youtube_id?: string | null;
}

export interface TmdbImage {
  file_path?: string | null;
  width?: number;
  height?: number;
  iso_639_1?: string | null;
}

/** `images` (with `include_image_language=en,null`); people have `profiles` only. */
export interface TmdbImages {
  backdrops?: TmdbImage[];
  posters?: TmdbImage[];
  profiles?: TmdbImage[];
}

/** `release_dates`: per country, each release with its type (3 is theatrical) and rating. */
export interface TmdbReleaseDates {
  results?: {
    iso_3166_1?: string;
    release_dates?: { certification?: string | null; type?: number; release_date?: string }[];
  }[];
}

/** `content_ratings` of a TV show: one rating per country. */
export interface TmdbContentRatings {
  results?: { iso_3166_1?: string; rating?: string | null }[];
}

interface TmdbDetailsAppends {
  videos?: { results?: TmdbVideo[] };
  credits?: TmdbCredits;
  'watch/providers'?: TmdbWatchProviders;
  external_ids?: TmdbExternalIds;
  images?: TmdbImages;
  recommendations?: TmdbPage;
  similar?: TmdbPage;
  homepage?: string | null;
  original_language?: string | null;
  status?: string | null;
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
  belongs_to_collection?: TmdbCollectionRef | null;
  release_dates?: TmdbReleaseDates;
}

export interface TmdbCollectionRef {
  id: number;
  name?: string;
  poster_path?: string | null;
  backdrop_path?: string | null;
}

/** `GET /collection/{id}`: the franchise and its films as list items. */
export interface TmdbCollection extends TmdbCollectionRef {
  overview?: string | null;
  parts?: TmdbListItem[];
}

export interface TmdbSeasonSummary {
  id: number;
  season_number: number;
  name?: string;
  episode_count?: number;
  air_date?: string | null;
  poster_path?: string | null;
  overview?: string | null;
  vote_average?: number | null;
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
  created_by?: TmdbPersonRef[];
  content_ratings?: TmdbContentRatings;
  last_episode_to_air?: TmdbEpisode | null;
  next_episode_to_air?: TmdbEpisode | null;
  /** Typical episode lengths in minutes. */
  episode_run_time?: number[];
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
  episode_count?: number;
  overview?: string | null;
  vote_average?: number | null;
  vote_count?: number | null;
  popularity?: number | null;
}

/** A crew credit of a person: the same title fields with the job instead of the character. */
export interface TmdbPersonCrewCredit extends Omit<TmdbPersonCastCredit, 'character'> {
  department?: string;
  job?: string;
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
  combined_credits?: { cast?: TmdbPersonCastCredit[]; crew?: TmdbPersonCrewCredit[] };
  external_ids?: TmdbExternalIds;
  images?: TmdbImages;
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
  vote_count?: number | null;
  popularity?: number | null;
  known_for_department?: string | null;
}

export interface TmdbPage {
  page?: number;
  total_pages?: number;
  total_results?: number;
  results?: TmdbListItem[];
}

/** `/find/{external_id}`: what has that id, by kind (each list usually empty or one long). */
export interface TmdbFind {
  movie_results?: TmdbListItem[];
  tv_results?: TmdbListItem[];
  tv_episode_results?: (TmdbEpisode & { show_id?: number })[];
}

/** `/genre/{movie|tv}/list`. */
export interface TmdbGenreList {
  genres?: TmdbGenre[];
}

/** `/watch/providers/regions`. */
export interface TmdbWatchRegionList {
  results?: { iso_3166_1: string; english_name?: string; native_name?: string }[];
}

/** `/watch/providers/{movie|tv}`: each provider with its prominence per region. */
export interface TmdbWatchProviderList {
  results?: (TmdbProvider & { display_priorities?: Record<string, number> })[];
}

/** `/configuration/languages`: a bare array, in no particular order. */
export type TmdbLanguageList = { iso_639_1: string; english_name?: string; name?: string }[];
