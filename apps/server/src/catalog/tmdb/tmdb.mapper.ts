/** Maps TMDB's snake_case responses into our view models. Pure functions, no I/O. */
import type {
  CastMember,
  CrewMember,
  EpisodeResponse,
  MediaType,
  MovieResponse,
  PersonCredit,
  PersonResponse,
  Provider,
  RegionProviders,
  ResultPage,
  SearchResult,
  SeasonResponse,
  TvShowResponse,
  Video,
} from '../view-models.ts';
import type {
  TmdbAggregateCastCredit,
  TmdbCastCredit,
  TmdbCrewCredit,
  TmdbEpisode,
  TmdbListItem,
  TmdbMovie,
  TmdbPage,
  TmdbPerson,
  TmdbPersonCastCredit,
  TmdbProvider,
  TmdbSeason,
  TmdbTvShow,
  TmdbVideo,
  TmdbWatchProviders,
} from './tmdb.types.ts';

/** The only region the spec shows watch providers for. */
const WATCH_REGION = 'US';

/** TMDB sends '' as well as null for unknown dates; we only ever send null. */
const dateOrNull = (value: string | null | undefined): string | null => (value ? value : null);
const textOrEmpty = (value: string | null | undefined): string => value ?? '';
const integerOr = (value: number | null | undefined, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : fallback;
const numberOr = (value: number | null | undefined, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

export function mapVideos(videos: TmdbVideo[] | undefined): { videos: Video[] } {
  return {
    videos: (videos ?? [])
      .filter((video) => video.key)
      .map((video) => ({
        id: video.id ?? String(video.key),
        key: String(video.key),
        name: textOrEmpty(video.name),
        site: textOrEmpty(video.site),
        type: textOrEmpty(video.type),
        official: video.official ?? false,
      })),
  };
}

function mapProviders(providers: TmdbProvider[] | undefined): Provider[] {
  return (providers ?? [])
    .map((provider) => ({
      providerId: provider.provider_id,
      providerName: textOrEmpty(provider.provider_name),
      logoPath: provider.logo_path ?? null,
      displayPriority: integerOr(provider.display_priority, 0),
    }))
    .sort((a, b) => a.displayPriority - b.displayPriority);
}

/** A title with no US entry, or a missing bucket, gives empty arrays rather than absent keys. */
export function mapWatchProviders(watch: TmdbWatchProviders | undefined): {
  results: { us: RegionProviders };
} {
  const us = watch?.results?.[WATCH_REGION];
  return {
    results: {
      us: {
        link: us?.link ?? null,
        flatrate: mapProviders(us?.flatrate),
        ads: mapProviders(us?.ads),
        rent: mapProviders(us?.rent),
        buy: mapProviders(us?.buy),
      },
    },
  };
}

export function mapCastMember(credit: TmdbCastCredit, index: number): CastMember {
  return {
    id: credit.id,
    name: textOrEmpty(credit.name),
    profilePath: credit.profile_path ?? null,
    character: textOrEmpty(credit.character),
    order: integerOr(credit.order, index),
  };
}

/** TV aggregate credits carry a list of roles; the first one names the character. */
function mapAggregateCastMember(credit: TmdbAggregateCastCredit, index: number): CastMember {
  return mapCastMember({ ...credit, character: credit.roles?.[0]?.character }, index);
}

export function mapCrewMember(credit: TmdbCrewCredit): CrewMember {
  return {
    id: credit.id,
    name: textOrEmpty(credit.name),
    profilePath: credit.profile_path ?? null,
    job: textOrEmpty(credit.job),
    department: textOrEmpty(credit.department),
  };
}

export function mapMovie(movie: TmdbMovie): MovieResponse {
  return {
    movieDetails: {
      id: movie.id,
      title: textOrEmpty(movie.title),
      originalTitle: textOrEmpty(movie.original_title ?? movie.title),
      releaseDate: dateOrNull(movie.release_date),
      posterPath: movie.poster_path ?? null,
      backdropPath: movie.backdrop_path ?? null,
      tagline: textOrEmpty(movie.tagline),
      overview: textOrEmpty(movie.overview),
      budget: integerOr(movie.budget, 0),
      revenue: integerOr(movie.revenue, 0),
      genres: movie.genres ?? [],
      runtime: movie.runtime ? integerOr(movie.runtime, 0) : null,
      imdbId: movie.imdb_id || movie.external_ids?.imdb_id || null,
      voteAverage: numberOr(movie.vote_average, 0),
      voteCount: integerOr(movie.vote_count, 0),
    },
    videos: mapVideos(movie.videos?.results),
    watchProviders: mapWatchProviders(movie['watch/providers']),
    castAndCrew: {
      cast: (movie.credits?.cast ?? []).map(mapCastMember).sort(byOrder),
      crew: (movie.credits?.crew ?? []).map(mapCrewMember),
    },
  };
}

/**
 * TV `credits` only reflect the latest season, so the whole run's `aggregate_credits` win
 * whenever TMDB sends them.
 */
function mapTvCast(show: TmdbTvShow): CastMember[] {
  const aggregate = show.aggregate_credits?.cast;
  const cast = aggregate?.length
    ? aggregate.map(mapAggregateCastMember)
    : (show.credits?.cast ?? []).map(mapCastMember);
  return cast.sort(byOrder);
}

export function mapTvShow(show: TmdbTvShow): TvShowResponse {
  return {
    id: show.id,
    name: textOrEmpty(show.name),
    originalName: textOrEmpty(show.original_name ?? show.name),
    posterPath: show.poster_path ?? null,
    backdropPath: show.backdrop_path ?? null,
    tagline: textOrEmpty(show.tagline),
    overview: textOrEmpty(show.overview),
    genres: show.genres ?? [],
    firstAirDate: dateOrNull(show.first_air_date),
    lastAirDate: dateOrNull(show.last_air_date),
    status: textOrEmpty(show.status),
    numberOfSeasons: integerOr(show.number_of_seasons, 0),
    numberOfEpisodes: integerOr(show.number_of_episodes, 0),
    networks: (show.networks ?? []).map((network) => ({
      id: network.id,
      name: textOrEmpty(network.name),
      logoPath: network.logo_path ?? null,
    })),
    seasons: (show.seasons ?? []).map((season) => ({
      id: season.id,
      seasonNumber: season.season_number,
      name: textOrEmpty(season.name),
      episodeCount: integerOr(season.episode_count, 0),
      airDate: dateOrNull(season.air_date),
      posterPath: season.poster_path ?? null,
    })),
    imdbId: show.external_ids?.imdb_id || null,
    voteAverage: numberOr(show.vote_average, 0),
    voteCount: integerOr(show.vote_count, 0),
    videos: mapVideos(show.videos?.results),
    watchProviders: mapWatchProviders(show['watch/providers']),
    castAndCrew: {
      cast: mapTvCast(show),
      crew: (show.credits?.crew ?? []).map(mapCrewMember),
    },
  };
}

function mapEpisodeFields(episode: TmdbEpisode, seasonNumber: number) {
  return {
    id: episode.id,
    seasonNumber: integerOr(episode.season_number, seasonNumber),
    episodeNumber: integerOr(episode.episode_number, 0),
    name: textOrEmpty(episode.name),
    overview: textOrEmpty(episode.overview),
    airDate: dateOrNull(episode.air_date),
    stillPath: episode.still_path ?? null,
    runtime: episode.runtime ? integerOr(episode.runtime, 0) : null,
    voteAverage: numberOr(episode.vote_average, 0),
    voteCount: integerOr(episode.vote_count, 0),
  };
}

export function mapSeason(show: TmdbTvShow, season: TmdbSeason): SeasonResponse {
  const seasonNumber = integerOr(season.season_number, 0);
  return {
    id: season.id,
    tvShowId: show.id,
    tvShowTitle: textOrEmpty(show.name),
    seasonNumber,
    name: textOrEmpty(season.name),
    overview: textOrEmpty(season.overview),
    airDate: dateOrNull(season.air_date),
    posterPath: season.poster_path ?? null,
    episodes: (season.episodes ?? []).map((episode) => mapEpisodeFields(episode, seasonNumber)),
  };
}

export function mapEpisode(show: TmdbTvShow, episode: TmdbEpisode): EpisodeResponse {
  return {
    ...mapEpisodeFields(episode, 0),
    tvShowId: show.id,
    tvShowTitle: textOrEmpty(show.name),
    guestStars: (episode.guest_stars ?? []).map(mapCastMember).sort(byOrder),
    crew: (episode.crew ?? []).map(mapCrewMember),
  };
}

function mapPersonCredit(credit: TmdbPersonCastCredit): PersonCredit | null {
  if (credit.media_type !== 'movie' && credit.media_type !== 'tv') return null;
  return {
    id: credit.id,
    mediaType: credit.media_type,
    title: credit.title ?? null,
    name: credit.name ?? null,
    releaseDate: dateOrNull(credit.release_date),
    firstAirDate: dateOrNull(credit.first_air_date),
    backdropPath: credit.backdrop_path ?? null,
    posterPath: credit.poster_path ?? null,
    character: textOrEmpty(credit.character),
  };
}

export function mapPerson(person: TmdbPerson): PersonResponse {
  return {
    id: person.id,
    name: textOrEmpty(person.name),
    profilePath: person.profile_path ?? null,
    imdbId: person.imdb_id || null,
    biography: textOrEmpty(person.biography),
    birthday: dateOrNull(person.birthday),
    deathday: dateOrNull(person.deathday),
    placeOfBirth: person.place_of_birth || null,
    knownForDepartment: person.known_for_department || null,
    combinedCredits: {
      cast: (person.combined_credits?.cast ?? [])
        .map(mapPersonCredit)
        .filter((credit) => credit !== null),
    },
  };
}

const isMediaType = (value: string | undefined): value is MediaType =>
  value === 'movie' || value === 'tv' || value === 'person';

/**
 * TMDB only tags list items with `media_type` on mixed lists (multi search, trending all);
 * single-type lists get the type of the list they came from.
 */
export function mapListItem(item: TmdbListItem, listType: MediaType | null): SearchResult | null {
  const mediaType = isMediaType(item.media_type) ? item.media_type : listType;
  if (mediaType === null) return null;
  return {
    id: item.id,
    mediaType,
    title: item.title ?? null,
    name: item.name ?? null,
    overview: textOrEmpty(item.overview),
    backdropPath: item.backdrop_path ?? null,
    posterPath: item.poster_path ?? null,
    profilePath: item.profile_path ?? null,
    releaseDate: dateOrNull(item.release_date),
    firstAirDate: dateOrNull(item.first_air_date),
    voteAverage: typeof item.vote_average === 'number' ? item.vote_average : null,
    popularity: numberOr(item.popularity, 0),
  };
}

export function mapPage(page: TmdbPage, listType: MediaType | null): ResultPage {
  return {
    page: integerOr(page.page, 1),
    totalPages: integerOr(page.total_pages, 0),
    totalResults: integerOr(page.total_results, 0),
    results: (page.results ?? [])
      .map((item) => mapListItem(item, listType))
      .filter((item) => item !== null),
  };
}
