/** Maps TMDB's snake_case responses into our view models. Pure functions, no I/O. */
import {
  IMAGES_PER_KIND,
  KNOWN_FOR,
  RELATED_TITLES,
  type CastMember,
  type CollectionResponse,
  type CreditsResponse,
  type CrewMember,
  type EpisodeResponse,
  type ExternalIds,
  type Image,
  type Images,
  type MediaType,
  type MovieResponse,
  type PersonCredit,
  type PersonCrewCredit,
  type PersonResponse,
  type Provider,
  type RegionOffers,
  type ResultPage,
  type SearchResult,
  type SeasonResponse,
  type TitleCard,
  type TvShowResponse,
  type Video,
  type WatchProviders,
} from '../view-models.ts';
import type { ImdbTitle, MovieRelease } from '../catalog.ts';
import {
  crewByDepartment,
  distinctPeople,
  keyCrew,
  keyCrewJobs,
  castFromCredits,
  crewJobsFromCredits,
  topBilled,
  tvCast,
  tvCrewJobs,
} from './tmdb-credits.ts';
import type {
  TmdbCastCredit,
  TmdbCollection,
  TmdbContentRatings,
  TmdbCrewCredit,
  TmdbEpisode,
  TmdbExternalIds,
  TmdbFind,
  TmdbImage,
  TmdbListItem,
  TmdbMovie,
  TmdbPage,
  TmdbPerson,
  TmdbPersonCastCredit,
  TmdbPersonCrewCredit,
  TmdbProvider,
  TmdbRegionProviders,
  TmdbReleaseDates,
  TmdbSeason,
  TmdbSeasonSummary,
  TmdbTvShow,
  TmdbVideo,
  TmdbWatchProviders,
} from './tmdb.types.ts';

/** The only region the spec shows watch providers, certifications and ratings for. */
const REGION = 'US';
/** TMDB's release type of a film's theatrical release, whose certification is the one shown. */
const THEATRICAL_RELEASE = 3;

/**
 * A title's details with its whole cast and crew, and the watch offers of every region, all
 * from one upstream answer: any region's offers are sliced from it without asking again.
 */
export interface TitleRecord<T> {
  details: T;
  credits: CreditsResponse;
  /** TMDB's offers by ISO 3166-1 code, as it sent them. */
  watchRegions: Record<string, TmdbRegionProviders>;
  /**
   * A movie's first theatrical and digital release dates by ISO 3166-1 code, for the calendar.
   * Optional: a record cached before it was kept has none.
   */
  releaseRegions?: Record<string, MovieRelease[]>;
}

/** TMDB's release types: 2 limited and 3 wide in theatres, 4 digital. */
const RELEASE_KINDS: Record<number, MovieRelease['kind']> = {
  2: 'theatrical',
  3: 'theatrical',
  4: 'digital',
};

/** Each region's earliest theatrical and earliest digital release, in date order. */
export function releasesByRegion(
  releaseDates: TmdbReleaseDates | undefined,
): Record<string, MovieRelease[]> {
  const regions: Record<string, MovieRelease[]> = {};
  for (const country of releaseDates?.results ?? []) {
    if (!country.iso_3166_1) continue;
    const first = new Map<MovieRelease['kind'], string>();
    for (const release of country.release_dates ?? []) {
      const kind = RELEASE_KINDS[release.type ?? 0];
      const date = release.release_date?.slice(0, 10);
      if (!kind || !date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) continue;
      const known = first.get(kind);
      if (!known || date < known) first.set(kind, date);
    }
    if (first.size > 0)
      regions[country.iso_3166_1] = [...first]
        .map(([kind, date]) => ({ kind, date }))
        .sort((a, b) => a.date.localeCompare(b.date));
  }
  return regions;
}

/** TMDB sends '' as well as null for unknown dates; we only ever send null. */
const dateOrNull = (value: string | null | undefined): string | null => (value ? value : null);
const textOrEmpty = (value: string | null | undefined): string => value ?? '';
/** TMDB sends '' as well as null for unknown texts such as ids and homepages. */
const textOrNull = (value: string | null | undefined): string | null => value?.trim() || null;
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

/**
 * A title with no US entry, or a missing bucket, gives empty arrays rather than absent keys.
 * No other region is asked for here: `region` is filled in by `inWatchRegion`.
 */
export function mapWatchProviders(watch: TmdbWatchProviders | undefined): WatchProviders {
  const us = watch?.results?.[REGION];
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
    region: null,
  };
}

/** One region's offers; a region TMDB sent nothing for has none. */
export function mapRegionOffers(
  code: string,
  offers: TmdbRegionProviders | undefined,
): RegionOffers {
  return {
    code,
    link: offers?.link ?? null,
    flatrate: mapProviders(offers?.flatrate),
    free: mapProviders(offers?.free),
    ads: mapProviders(offers?.ads),
    rent: mapProviders(offers?.rent),
    buy: mapProviders(offers?.buy),
  };
}

/** Every region's offers as TMDB sent them, kept with the record for `inWatchRegion`. */
const watchRegionsOf = (watch: TmdbWatchProviders | undefined) =>
  Object.fromEntries(
    Object.entries(watch?.results ?? {}).filter(
      (entry): entry is [string, TmdbRegionProviders] => entry[1] !== undefined,
    ),
  );

export function mapCastMember(credit: TmdbCastCredit, index: number): CastMember {
  return {
    id: credit.id,
    name: textOrEmpty(credit.name),
    profilePath: credit.profile_path ?? null,
    character: textOrEmpty(credit.character),
    order: integerOr(credit.order, index),
  };
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

export function mapExternalIds(ids: TmdbExternalIds | undefined): ExternalIds {
  return {
    imdbId: textOrNull(ids?.imdb_id),
    wikidataId: textOrNull(ids?.wikidata_id),
    facebookId: textOrNull(ids?.facebook_id),
    instagramId: textOrNull(ids?.instagram_id),
    twitterId: textOrNull(ids?.twitter_id),
    tiktokId: textOrNull(ids?.tiktok_id),
    youtubeId: textOrNull(ids?.youtube_id),
  };
}

/** Images with a file, at most `IMAGES_PER_KIND`, in TMDB's order (its best first). */
function mapImageList(images: TmdbImage[] | undefined): Image[] {
  const mapped: Image[] = [];
  for (const image of images ?? []) {
    if (mapped.length === IMAGES_PER_KIND) break;
    if (image.file_path)
      mapped.push({
        filePath: image.file_path,
        width: integerOr(image.width, 0),
        height: integerOr(image.height, 0),
      });
  }
  return mapped;
}

function mapImages(title: TmdbMovie | TmdbTvShow): Images {
  return {
    backdrops: mapImageList(title.images?.backdrops),
    posters: mapImageList(title.images?.posters),
  };
}

/** A list item as a card shows it: everything but the overview. */
function asCard({ overview: _overview, ...card }: SearchResult): TitleCard {
  return card;
}

/** Up to `RELATED_TITLES` recommendations, and as many similar titles not among them. */
function mapRelated(
  title: TmdbMovie | TmdbTvShow,
  mediaType: 'movie' | 'tv',
): { recommendations: TitleCard[]; similar: TitleCard[] } {
  const listed = (page: TmdbPage | undefined) =>
    mapPage(page ?? {}, mediaType)
      .results.filter((item) => item.id !== title.id)
      .map(asCard);
  const recommendations = listed(title.recommendations).slice(0, RELATED_TITLES);
  const recommended = new Set(recommendations.map((item) => `${item.mediaType}:${item.id}`));
  const similar = listed(title.similar)
    .filter((item) => !recommended.has(`${item.mediaType}:${item.id}`))
    .slice(0, RELATED_TITLES);
  return { recommendations, similar };
}

/**
 * The US certification: the theatrical release's, else the earliest US release's that has one
 * (premieres and festival screenings usually have none), else null.
 */
export function usCertification(releaseDates: TmdbReleaseDates | undefined): string | null {
  const releases = (releaseDates?.results ?? [])
    .filter((country) => country.iso_3166_1 === REGION)
    .flatMap((country) => country.release_dates ?? [])
    .map((release) => ({ ...release, certification: textOrNull(release.certification) }))
    .filter((release) => release.certification !== null)
    .sort((a, b) => (a.release_date ?? '\uffff').localeCompare(b.release_date ?? '\uffff'));
  const theatrical = releases.find((release) => release.type === THEATRICAL_RELEASE);
  return (theatrical ?? releases[0])?.certification ?? null;
}

export function usContentRating(ratings: TmdbContentRatings | undefined): string | null {
  const us = ratings?.results?.find((country) => country.iso_3166_1 === REGION);
  return textOrNull(us?.rating);
}

export function mapMovieRecord(movie: TmdbMovie): TitleRecord<MovieResponse> {
  const cast = castFromCredits(movie.credits);
  const crewJobs = crewJobsFromCredits(movie.credits);
  const title = textOrEmpty(movie.title);
  const releaseDate = dateOrNull(movie.release_date);
  const collection = movie.belongs_to_collection;
  const details: MovieResponse = {
    movieDetails: {
      id: movie.id,
      title,
      originalTitle: textOrEmpty(movie.original_title ?? movie.title),
      releaseDate,
      posterPath: movie.poster_path ?? null,
      backdropPath: movie.backdrop_path ?? null,
      tagline: textOrEmpty(movie.tagline),
      overview: textOrEmpty(movie.overview),
      budget: integerOr(movie.budget, 0),
      revenue: integerOr(movie.revenue, 0),
      genres: movie.genres ?? [],
      runtime: movie.runtime ? integerOr(movie.runtime, 0) : null,
      imdbId: textOrNull(movie.imdb_id) ?? textOrNull(movie.external_ids?.imdb_id),
      voteAverage: numberOr(movie.vote_average, 0),
      voteCount: integerOr(movie.vote_count, 0),
      status: textOrEmpty(movie.status),
      originalLanguage: textOrNull(movie.original_language),
      homepage: textOrNull(movie.homepage),
      certification: usCertification(movie.release_dates),
      collection: collection
        ? {
            id: collection.id,
            name: textOrEmpty(collection.name),
            posterPath: collection.poster_path ?? null,
            backdropPath: collection.backdrop_path ?? null,
          }
        : null,
    },
    videos: mapVideos(movie.videos?.results),
    watchProviders: mapWatchProviders(movie['watch/providers']),
    castAndCrew: {
      cast: topBilled(cast),
      crew: keyCrewJobs(crewJobs),
      castTotal: cast.length,
      crewTotal: distinctPeople(crewJobs),
    },
    keyCrew: keyCrew(crewJobs),
    externalIds: {
      ...mapExternalIds(movie.external_ids),
      imdbId: textOrNull(movie.imdb_id) ?? textOrNull(movie.external_ids?.imdb_id),
    },
    images: mapImages(movie),
    ...mapRelated(movie, 'movie'),
  };
  const credits: CreditsResponse = {
    id: movie.id,
    mediaType: 'movie',
    title,
    releaseDate,
    posterPath: details.movieDetails.posterPath,
    cast,
    crew: crewByDepartment(crewJobs),
  };
  return {
    details,
    credits,
    watchRegions: watchRegionsOf(movie['watch/providers']),
    releaseRegions: releasesByRegion(movie.release_dates),
  };
}

function mapSeasonSummary(season: TmdbSeasonSummary) {
  return {
    id: season.id,
    seasonNumber: season.season_number,
    name: textOrEmpty(season.name),
    episodeCount: integerOr(season.episode_count, 0),
    airDate: dateOrNull(season.air_date),
    posterPath: season.poster_path ?? null,
    overview: textOrEmpty(season.overview),
    voteAverage: numberOr(season.vote_average, 0),
  };
}

export function mapTvShowRecord(show: TmdbTvShow): TitleRecord<TvShowResponse> {
  const cast = tvCast(show.aggregate_credits, show.credits);
  const crewJobs = tvCrewJobs(show.aggregate_credits, show.credits);
  const name = textOrEmpty(show.name);
  const firstAirDate = dateOrNull(show.first_air_date);
  const details: TvShowResponse = {
    id: show.id,
    name,
    originalName: textOrEmpty(show.original_name ?? show.name),
    posterPath: show.poster_path ?? null,
    backdropPath: show.backdrop_path ?? null,
    tagline: textOrEmpty(show.tagline),
    overview: textOrEmpty(show.overview),
    genres: show.genres ?? [],
    firstAirDate,
    lastAirDate: dateOrNull(show.last_air_date),
    status: textOrEmpty(show.status),
    numberOfSeasons: integerOr(show.number_of_seasons, 0),
    numberOfEpisodes: integerOr(show.number_of_episodes, 0),
    networks: (show.networks ?? []).map((network) => ({
      id: network.id,
      name: textOrEmpty(network.name),
      logoPath: network.logo_path ?? null,
    })),
    seasons: (show.seasons ?? []).map(mapSeasonSummary),
    imdbId: textOrNull(show.external_ids?.imdb_id),
    voteAverage: numberOr(show.vote_average, 0),
    voteCount: integerOr(show.vote_count, 0),
    videos: mapVideos(show.videos?.results),
    watchProviders: mapWatchProviders(show['watch/providers']),
    castAndCrew: {
      cast: topBilled(cast),
      crew: keyCrewJobs(crewJobs),
      castTotal: cast.length,
      crewTotal: distinctPeople(crewJobs),
    },
    originalLanguage: textOrNull(show.original_language),
    homepage: textOrNull(show.homepage),
    contentRating: usContentRating(show.content_ratings),
    createdBy: (show.created_by ?? []).map((person) => ({
      id: person.id,
      name: textOrEmpty(person.name),
      profilePath: person.profile_path ?? null,
    })),
    lastEpisodeToAir: show.last_episode_to_air
      ? mapEpisodeFields(show.last_episode_to_air, 0)
      : null,
    nextEpisodeToAir: show.next_episode_to_air
      ? mapEpisodeFields(show.next_episode_to_air, 0)
      : null,
    externalIds: mapExternalIds(show.external_ids),
    images: mapImages(show),
    ...mapRelated(show, 'tv'),
  };
  const credits: CreditsResponse = {
    id: show.id,
    mediaType: 'tv',
    title: name,
    releaseDate: firstAirDate,
    posterPath: details.posterPath,
    cast,
    crew: crewByDepartment(crewJobs),
  };
  return { details, credits, watchRegions: watchRegionsOf(show['watch/providers']) };
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

/** TMDB's season 0: Specials, which sit outside the story the numbered seasons tell. */
const isSpecials = (seasonNumber: number) => seasonNumber === 0;

/**
 * The show's listed seasons of the same kind as `seasonNumber`, in order: the numbered seasons
 * for a numbered one, Specials alone for Specials. A finale leads nowhere rather than to a
 * special, and the first episode back to nothing rather than to the last special.
 */
function seasonsLike(show: TmdbTvShow, seasonNumber: number): TmdbSeasonSummary[] {
  return (show.seasons ?? [])
    .filter((season) => isSpecials(season.season_number) === isSpecials(seasonNumber))
    .sort((a, b) => a.season_number - b.season_number);
}

/** The show's listed seasons of its kind just before and just after `seasonNumber`. */
function neighbourSeasons(
  show: TmdbTvShow,
  seasonNumber: number,
): { previous: TmdbSeasonSummary | null; next: TmdbSeasonSummary | null } {
  const seasons = seasonsLike(show, seasonNumber);
  return {
    previous: seasons.findLast((season) => season.season_number < seasonNumber) ?? null,
    next: seasons.find((season) => season.season_number > seasonNumber) ?? null,
  };
}

export function mapSeason(show: TmdbTvShow, season: TmdbSeason): SeasonResponse {
  const seasonNumber = integerOr(season.season_number, 0);
  const { previous, next } = neighbourSeasons(show, seasonNumber);
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
    previousSeasonNumber: previous?.season_number ?? null,
    nextSeasonNumber: next?.season_number ?? null,
  };
}

/**
 * The episodes before and after, by number within the season (whose length the show's season
 * list gives), else the last episode of the season before or the first of the season after,
 * among seasons of its kind (see seasonsLike). Seasons listed with no episodes are stepped over.
 */
function neighbourEpisodes(show: TmdbTvShow, seasonNumber: number, episodeNumber: number) {
  const seasons = seasonsLike(show, seasonNumber).filter(
    (season) => integerOr(season.episode_count, 0) > 0,
  );
  const current = seasons.find((season) => season.season_number === seasonNumber);
  const before = seasons.findLast((season) => season.season_number < seasonNumber);
  const after = seasons.find((season) => season.season_number > seasonNumber);
  const previousEpisode =
    episodeNumber > 1
      ? { seasonNumber, episodeNumber: episodeNumber - 1 }
      : before
        ? { seasonNumber: before.season_number, episodeNumber: integerOr(before.episode_count, 0) }
        : null;
  const nextEpisode =
    current && episodeNumber < integerOr(current.episode_count, 0)
      ? { seasonNumber, episodeNumber: episodeNumber + 1 }
      : after
        ? { seasonNumber: after.season_number, episodeNumber: 1 }
        : null;
  return { previousEpisode, nextEpisode };
}

export function mapEpisode(show: TmdbTvShow, episode: TmdbEpisode): EpisodeResponse {
  const fields = mapEpisodeFields(episode, 0);
  return {
    ...fields,
    tvShowId: show.id,
    tvShowTitle: textOrEmpty(show.name),
    guestStars: (episode.guest_stars ?? []).map(mapCastMember).sort(byOrder),
    crew: (episode.crew ?? []).map(mapCrewMember),
    ...neighbourEpisodes(show, fields.seasonNumber, fields.episodeNumber),
  };
}

const isTitleType = (value: string | undefined): value is 'movie' | 'tv' =>
  value === 'movie' || value === 'tv';

function mapPersonTitle(credit: TmdbPersonCastCredit & { media_type: 'movie' | 'tv' }) {
  return {
    id: credit.id,
    mediaType: credit.media_type,
    title: credit.title ?? null,
    name: credit.name ?? null,
    releaseDate: dateOrNull(credit.release_date),
    firstAirDate: dateOrNull(credit.first_air_date),
    backdropPath: credit.backdrop_path ?? null,
    posterPath: credit.poster_path ?? null,
    episodeCount:
      credit.media_type === 'tv' && typeof credit.episode_count === 'number'
        ? integerOr(credit.episode_count, 0)
        : null,
    voteAverage: numberOr(credit.vote_average, 0),
    voteCount: integerOr(credit.vote_count, 0),
  };
}

function mapPersonCredit(credit: TmdbPersonCastCredit): PersonCredit | null {
  const { media_type: mediaType } = credit;
  if (!isTitleType(mediaType)) return null;
  return {
    ...mapPersonTitle({ ...credit, media_type: mediaType }),
    character: textOrEmpty(credit.character),
  };
}

function mapPersonCrewCredit(credit: TmdbPersonCrewCredit): PersonCrewCredit | null {
  const { media_type: mediaType } = credit;
  if (!isTitleType(mediaType)) return null;
  return {
    ...mapPersonTitle({ ...credit, media_type: mediaType }),
    department: textOrEmpty(credit.department),
    job: textOrEmpty(credit.job),
  };
}

/** Appearances as oneself (talk shows, award nights) are not what anyone is known for. */
const APPEARING_AS_SELF = /^(self|himself|herself|themselves)\b/i;

/**
 * The titles of the person's own department (their acting, or their crew work in it), most
 * voted first, each once; any of their titles when that department has none.
 */
function knownFor(person: TmdbPerson): TitleCard[] {
  const cast = (person.combined_credits?.cast ?? []).filter(
    (credit) => !APPEARING_AS_SELF.test(credit.character ?? ''),
  );
  const crew = person.combined_credits?.crew ?? [];
  const department = person.known_for_department;
  const own =
    !department || department === 'Acting'
      ? cast
      : crew.filter((credit) => credit.department === department);
  const titles = (own.length ? own : [...cast, ...crew])
    .filter((credit) => isTitleType(credit.media_type))
    .sort((a, b) => numberOr(b.vote_count, 0) - numberOr(a.vote_count, 0));
  const seen = new Set<string>();
  const known: TitleCard[] = [];
  for (const credit of titles) {
    const key = `${credit.media_type}:${credit.id}`;
    const item = mapListItem(credit, null);
    if (seen.has(key) || !item) continue;
    seen.add(key);
    known.push(asCard(item));
    if (known.length === KNOWN_FOR) break;
  }
  return known;
}

export function mapPerson(person: TmdbPerson): PersonResponse {
  const externalIds = mapExternalIds(person.external_ids);
  const imdbId = textOrNull(person.imdb_id) ?? externalIds.imdbId;
  return {
    id: person.id,
    name: textOrEmpty(person.name),
    profilePath: person.profile_path ?? null,
    imdbId,
    biography: textOrEmpty(person.biography),
    birthday: dateOrNull(person.birthday),
    deathday: dateOrNull(person.deathday),
    placeOfBirth: textOrNull(person.place_of_birth),
    knownForDepartment: textOrNull(person.known_for_department),
    combinedCredits: {
      cast: (person.combined_credits?.cast ?? [])
        .map(mapPersonCredit)
        .filter((credit) => credit !== null),
      crew: (person.combined_credits?.crew ?? [])
        .map(mapPersonCrewCredit)
        .filter((credit) => credit !== null),
    },
    knownFor: knownFor(person),
    externalIds: { ...externalIds, imdbId },
    profileImages: mapImageList(person.images?.profiles),
  };
}

/** A collection's films by release date, undated ones last. */
export function mapCollection(collection: TmdbCollection): CollectionResponse {
  const parts = (collection.parts ?? [])
    .map((part) => mapListItem(part, 'movie'))
    .filter((part) => part !== null)
    .sort(
      (a, b) =>
        Number(a.releaseDate === null) - Number(b.releaseDate === null) ||
        (a.releaseDate ?? '').localeCompare(b.releaseDate ?? ''),
    );
  return {
    id: collection.id,
    name: textOrEmpty(collection.name),
    overview: textOrEmpty(collection.overview),
    posterPath: collection.poster_path ?? null,
    backdropPath: collection.backdrop_path ?? null,
    parts,
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
    knownForDepartment: mediaType === 'person' ? textOrNull(item.known_for_department) : null,
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

/**
 * The title `/find` gives for an IMDb id: a movie, else a show, else an episode (an id names one
 * thing; TMDB lists it under its kind). An episode without its show or position names nothing
 * we can open.
 */
export function mapFind(found: TmdbFind): ImdbTitle | null {
  const movie = found.movie_results?.[0];
  if (movie) return { mediaType: 'movie', id: movie.id };
  const show = found.tv_results?.[0];
  if (show) return { mediaType: 'tv', id: show.id };
  const episode = found.tv_episode_results?.[0];
  if (
    episode?.show_id === undefined ||
    episode.season_number === undefined ||
    episode.episode_number === undefined
  )
    return null;
  return {
    mediaType: 'episode',
    showId: episode.show_id,
    seasonNumber: episode.season_number,
    episodeNumber: episode.episode_number,
  };
}
