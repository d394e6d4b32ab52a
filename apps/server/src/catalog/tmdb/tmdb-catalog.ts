/** The live catalogue: TMDB v3 behind our cache, one upstream request per screen. */
import type { CachePolicy, ResponseCache } from '../../cache/response-cache.ts';
import type {
  Catalog,
  EpisodeRef,
  ListKind,
  SearchScope,
  SeasonRef,
  TitleType,
} from '../catalog.ts';
import type { DiscoverFilters } from '../discover-models.ts';
import { inWatchRegion } from '../watch-region.ts';
import type {
  CollectionResponse,
  CreditsResponse,
  MediaType,
  MovieResponse,
  ResultPage,
  TvShowResponse,
} from '../view-models.ts';
import {
  mapCollection,
  mapEpisode,
  mapMovieRecord,
  mapPage,
  mapPerson,
  mapSeason,
  mapTvShowRecord,
  type TitleRecord,
} from './tmdb.mapper.ts';
import {
  discoverQuery,
  mapGenreList,
  mapLanguageList,
  mapProviderList,
  mapRegionList,
} from './tmdb-discover.ts';
import type { Query, TmdbHttp } from './tmdb-http.ts';
import type {
  TmdbCollection,
  TmdbGenreList,
  TmdbLanguageList,
  TmdbEpisode,
  TmdbMovie,
  TmdbPage,
  TmdbPerson,
  TmdbSeason,
  TmdbTvShow,
  TmdbWatchProviderList,
  TmdbWatchRegionList,
} from './tmdb.types.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** How long answers stay fresh, and how long past that they may be served while refreshing. */
export const CACHE_POLICIES = {
  details: { freshMs: 12 * HOUR, staleMs: 7 * 24 * HOUR },
  list: { freshMs: 30 * MINUTE, staleMs: 6 * HOUR },
  search: { freshMs: 10 * MINUTE, staleMs: HOUR },
  /** Genres, regions, providers and languages change rarely. */
  reference: { freshMs: 24 * HOUR, staleMs: 7 * 24 * HOUR },
} satisfies Record<string, CachePolicy>;

/** TMDB's own image host at the spec's w500 width. */
export const TMDB_IMAGE_BASE_URL = 'https://image.tmdb.org/t/p/w500';

const LANGUAGE = 'en-US';
/**
 * Everything a details screen and its credits page show, in one request each (TMDB allows 20
 * appends). TV reads the whole run's `aggregate_credits`, so its latest-season `credits` are
 * not asked for.
 */
const MOVIE_APPENDS = [
  'videos',
  'credits',
  'watch/providers',
  'external_ids',
  'release_dates',
  'recommendations',
  'similar',
  'images',
].join(',');
const TV_APPENDS = [
  'videos',
  'aggregate_credits',
  'watch/providers',
  'external_ids',
  'content_ratings',
  'recommendations',
  'similar',
  'images',
].join(',');
const PERSON_APPENDS = 'combined_credits,external_ids,images';
/** Images in English or without text: the ones an English page can show. */
const IMAGE_LANGUAGES = 'en,null';

/** TMDB's path segment for each list type and media type. */
const tmdbMediaPath = { movie: 'movie', tv: 'tv', person: 'person' } as const;

/** TMDB's path of each kind of list, for a media type it exists for. */
const LIST_PATHS: Record<ListKind, (type: string) => string> = {
  popular: (type) => `/${type}/popular`,
  trending: (type) => `/trending/${type}/week`,
  'trending-day': (type) => `/trending/${type}/day`,
  'top-rated': (type) => `/${type}/top_rated`,
  upcoming: (type) => `/${type}/upcoming`,
  'now-playing': (type) => `/${type}/now_playing`,
  'airing-today': (type) => `/${type}/airing_today`,
  'on-the-air': (type) => `/${type}/on_the_air`,
};

/** The same filters give the same key, whatever order they were written in. */
const discoverKey = (type: TitleType, filters: DiscoverFilters) =>
  `discover:${type}:` +
  Object.entries(filters)
    .map(([name, value]) => `${name}=${String(value)}`)
    .sort()
    .join('&');

/** What a season or episode answer needs of its show: its id, title and season list. */
function showOutline(show: TvShowResponse): TmdbTvShow {
  return {
    id: show.id,
    name: show.name,
    seasons: show.seasons.map((season) => ({
      id: season.id,
      season_number: season.seasonNumber,
      episode_count: season.episodeCount,
    })),
  };
}

export class TmdbCatalog implements Catalog {
  readonly kind = 'live';
  readonly imageBaseUrl = TMDB_IMAGE_BASE_URL;
  readonly #http: TmdbHttp;
  readonly #cache: ResponseCache;

  constructor(http: TmdbHttp, cache: ResponseCache) {
    this.#http = http;
    this.#cache = cache;
  }

  async movie(id: number, region?: string): Promise<MovieResponse> {
    return inWatchRegion(await this.#movieRecord(id), region);
  }

  async movieCredits(id: number): Promise<CreditsResponse> {
    return (await this.#movieRecord(id)).credits;
  }

  async tvShow(id: number, region?: string): Promise<TvShowResponse> {
    return inWatchRegion(await this.#tvRecord(id), region);
  }

  async tvCredits(id: number): Promise<CreditsResponse> {
    return (await this.#tvRecord(id)).credits;
  }

  collection(id: number): Promise<CollectionResponse> {
    return this.#cached(`collection:${id}`, CACHE_POLICIES.details, async () =>
      mapCollection(
        await this.#get<TmdbCollection>(`/collection/${id}`, {}, `No collection has the id ${id}.`),
      ),
    );
  }

  /** The show's title and seasons come from its (usually cached) details, fetched alongside. */
  season({ seriesId, seasonNumber }: SeasonRef) {
    return this.#cached(`season:${seriesId}:${seasonNumber}`, CACHE_POLICIES.details, async () => {
      const [show, season] = await Promise.all([
        this.tvShow(seriesId),
        this.#get<TmdbSeason>(
          `/tv/${seriesId}/season/${seasonNumber}`,
          {},
          `TV show ${seriesId} has no season ${seasonNumber}.`,
        ),
      ]);
      return mapSeason(showOutline(show), season);
    });
  }

  episode({ seriesId, seasonNumber, episodeNumber }: EpisodeRef) {
    const key = `episode:${seriesId}:${seasonNumber}:${episodeNumber}`;
    return this.#cached(key, CACHE_POLICIES.details, async () => {
      const [show, episode] = await Promise.all([
        this.tvShow(seriesId),
        this.#get<TmdbEpisode>(
          `/tv/${seriesId}/season/${seasonNumber}/episode/${episodeNumber}`,
          {},
          `TV show ${seriesId} has no episode ${episodeNumber} in season ${seasonNumber}.`,
        ),
      ]);
      return mapEpisode(showOutline(show), episode);
    });
  }

  person(id: number) {
    return this.#cached(`person:${id}`, CACHE_POLICIES.details, async () =>
      mapPerson(
        await this.#get<TmdbPerson>(
          `/person/${id}`,
          { append_to_response: PERSON_APPENDS, include_image_language: IMAGE_LANGUAGES },
          `No person has the id ${id}.`,
        ),
      ),
    );
  }

  /**
   * A movie's details and whole credits, cached as one entry from one request: its credits page
   * costs nothing after its details screen, and the other way round.
   */
  #movieRecord(id: number): Promise<TitleRecord<MovieResponse>> {
    return this.#cached(`movie:${id}`, CACHE_POLICIES.details, async () =>
      mapMovieRecord(
        await this.#get<TmdbMovie>(
          `/movie/${id}`,
          { append_to_response: MOVIE_APPENDS, include_image_language: IMAGE_LANGUAGES },
          `No movie has the id ${id}.`,
        ),
      ),
    );
  }

  #tvRecord(id: number): Promise<TitleRecord<TvShowResponse>> {
    return this.#cached(`tv:${id}`, CACHE_POLICIES.details, async () =>
      mapTvShowRecord(
        await this.#get<TmdbTvShow>(
          `/tv/${id}`,
          { append_to_response: TV_APPENDS, include_image_language: IMAGE_LANGUAGES },
          `No TV show has the id ${id}.`,
        ),
      ),
    );
  }

  list(type: MediaType, kind: ListKind, page: number, region?: string): Promise<ResultPage> {
    const key = `list:${type}:${kind}:${page}${region ? `:${region}` : ''}`;
    return this.#cached(key, CACHE_POLICIES.list, async () =>
      mapPage(
        await this.#get<TmdbPage>(
          LIST_PATHS[kind](tmdbMediaPath[type]),
          { page, region },
          'That list does not exist.',
        ),
        type,
      ),
    );
  }

  discover(type: TitleType, filters: DiscoverFilters): Promise<ResultPage> {
    return this.#cached(discoverKey(type, filters), CACHE_POLICIES.list, async () =>
      mapPage(
        await this.#get<TmdbPage>(
          `/discover/${type}`,
          discoverQuery(type, filters),
          'That list does not exist.',
        ),
        type,
      ),
    );
  }

  genres(type: TitleType) {
    return this.#cached(`genres:${type}`, CACHE_POLICIES.reference, async () =>
      mapGenreList(
        await this.#get<TmdbGenreList>(`/genre/${type}/list`, {}, 'That list does not exist.'),
      ),
    );
  }

  regions() {
    return this.#cached('regions', CACHE_POLICIES.reference, async () =>
      mapRegionList(
        await this.#get<TmdbWatchRegionList>(
          '/watch/providers/regions',
          {},
          'That list does not exist.',
        ),
      ),
    );
  }

  watchProviders(type: TitleType, region: string) {
    return this.#cached(`providers:${type}:${region}`, CACHE_POLICIES.reference, async () =>
      mapProviderList(
        await this.#get<TmdbWatchProviderList>(
          `/watch/providers/${type}`,
          { watch_region: region },
          'That list does not exist.',
        ),
        region,
      ),
    );
  }

  languages() {
    return this.#cached('languages', CACHE_POLICIES.reference, async () =>
      mapLanguageList(
        await this.#get<TmdbLanguageList>(
          '/configuration/languages',
          {},
          'That list does not exist.',
          'array',
        ),
      ),
    );
  }

  search(scope: SearchScope, query: string, page: number): Promise<ResultPage> {
    const normalised = query.trim().toLowerCase();
    const key = `search:${scope}:${page}:${normalised}`;
    return this.#cached(key, CACHE_POLICIES.search, async () =>
      mapPage(
        await this.#get<TmdbPage>(
          `/search/${scope}`,
          { query: query.trim(), page, include_adult: 'false' },
          'That search does not exist.',
        ),
        scope === 'multi' ? null : scope,
      ),
    );
  }

  status(): 'ok' | 'degraded' {
    return this.#http.circuitState() === 'closed' ? 'ok' : 'degraded';
  }

  close(): Promise<void> {
    return this.#http.close();
  }

  #cached<T>(key: string, policy: CachePolicy, load: () => Promise<T>): Promise<T> {
    return this.#cache.get(key, policy, load);
  }

  async #get<T>(
    path: string,
    query: Query,
    notFoundMessage: string,
    answer: 'object' | 'array' = 'object',
  ): Promise<T> {
    return (await this.#http.get(
      path,
      { language: LANGUAGE, ...query },
      notFoundMessage,
      answer,
    )) as T;
  }
}
