/** The live catalogue: TMDB v3 behind our cache, one upstream request per screen. */
import type { CachePolicy, ResponseCache } from '../../cache/response-cache.ts';
import type {
  Catalog,
  EpisodeRef,
  ImdbTitle,
  ListKind,
  MovieRelease,
  SearchScope,
  SeasonRef,
  TitleType,
} from '../catalog.ts';
import type { DiscoverFilters } from '../discover-models.ts';
import { CONTENT_LANGUAGES, DEFAULT_LANGUAGE, type ContentLanguage } from '../../languages.ts';
import { inWatchRegion } from '../watch-region.ts';
import type {
  CollectionResponse,
  CreditsResponse,
  EpisodeResponse,
  MediaType,
  MovieResponse,
  PersonResponse,
  ResultPage,
  SeasonResponse,
  SuggestionListResponse,
  TvShowResponse,
} from '../view-models.ts';
import { suggestionsFrom } from '../suggestions.ts';
import {
  mapCollection,
  mapEpisode,
  mapFind,
  mapMovieRecord,
  mapPage,
  mapPerson,
  mapSeason,
  mapTvShowRecord,
  type TitleRecord,
} from './tmdb.mapper.ts';
import { hasUntranslatedText, withEnglishFallback } from './english-fallback.ts';
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
  TmdbFind,
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

/**
 * TMDB's locale for each language. Its translations are kept per locale, and the country is
 * the one whose texts the language's speakers mostly read (fr-FR rather than fr-CA).
 */
const TMDB_LOCALES: Record<ContentLanguage, string> = {
  en: 'en-US',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
};
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
/**
 * Images in the language asked for, in English or without text: the ones its page can show.
 * English asks for exactly what it always did.
 */
const imageLanguages = (language: ContentLanguage) =>
  language === 'en' ? 'en,null' : `${language},en,null`;
/**
 * Videos: TMDB sends only those in the answer's language unless told otherwise, and most
 * trailers are English; other languages ask for theirs and English ones.
 */
const videoLanguages = (language: ContentLanguage) =>
  language === 'en' ? undefined : `${language},en,null`;
/** What a details request adds to the language: its images and videos. */
const detailsQuery = (appends: string, language: ContentLanguage) => ({
  append_to_response: appends,
  include_image_language: imageLanguages(language),
  include_video_language: videoLanguages(language),
});

/**
 * The cache key of an answer in `language`. English keeps the keys it always had, so its cached
 * answers (in memory and in Redis) stay valid; another language's keys start with its code,
 * which no English key does.
 */
const inLanguage = (language: ContentLanguage, key: string) =>
  language === 'en' ? key : `${language}:${key}`;

const IMDB_ID = /^tt\d{1,12}$/;

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
  readonly contentLanguages = CONTENT_LANGUAGES;
  readonly #http: TmdbHttp;
  readonly #cache: ResponseCache;

  constructor(http: TmdbHttp, cache: ResponseCache) {
    this.#http = http;
    this.#cache = cache;
  }

  async movie(id: number, region?: string, language = DEFAULT_LANGUAGE): Promise<MovieResponse> {
    return inWatchRegion(await this.#movieRecord(id, language), region);
  }

  async movieReleases(id: number, region: string): Promise<MovieRelease[]> {
    return (await this.#movieRecord(id, DEFAULT_LANGUAGE)).releaseRegions?.[region] ?? [];
  }

  async movieCredits(id: number, language = DEFAULT_LANGUAGE): Promise<CreditsResponse> {
    return (await this.#movieRecord(id, language)).credits;
  }

  async tvShow(id: number, region?: string, language = DEFAULT_LANGUAGE): Promise<TvShowResponse> {
    return inWatchRegion(await this.#tvRecord(id, language), region);
  }

  async tvCredits(id: number, language = DEFAULT_LANGUAGE): Promise<CreditsResponse> {
    return (await this.#tvRecord(id, language)).credits;
  }

  collection(id: number, language = DEFAULT_LANGUAGE): Promise<CollectionResponse> {
    return this.#cached(language, `collection:${id}`, CACHE_POLICIES.details, async () =>
      this.#inEnglishWhereEmpty(
        language,
        mapCollection(
          await this.#get<TmdbCollection>(
            `/collection/${id}`,
            {},
            `No collection has the id ${id}.`,
            language,
          ),
        ),
        () => this.collection(id),
      ),
    );
  }

  /** The show's title and seasons come from its (usually cached) details, fetched alongside. */
  season(
    { seriesId, seasonNumber }: SeasonRef,
    language = DEFAULT_LANGUAGE,
  ): Promise<SeasonResponse> {
    const key = `season:${seriesId}:${seasonNumber}`;
    return this.#cached(language, key, CACHE_POLICIES.details, async () => {
      const [show, season] = await Promise.all([
        this.tvShow(seriesId, undefined, language),
        this.#get<TmdbSeason>(
          `/tv/${seriesId}/season/${seasonNumber}`,
          {},
          `TV show ${seriesId} has no season ${seasonNumber}.`,
          language,
        ),
      ]);
      return this.#inEnglishWhereEmpty(language, mapSeason(showOutline(show), season), () =>
        this.season({ seriesId, seasonNumber }),
      );
    });
  }

  episode(
    { seriesId, seasonNumber, episodeNumber }: EpisodeRef,
    language = DEFAULT_LANGUAGE,
  ): Promise<EpisodeResponse> {
    const key = `episode:${seriesId}:${seasonNumber}:${episodeNumber}`;
    return this.#cached(language, key, CACHE_POLICIES.details, async () => {
      const [show, episode] = await Promise.all([
        this.tvShow(seriesId, undefined, language),
        this.#get<TmdbEpisode>(
          `/tv/${seriesId}/season/${seasonNumber}/episode/${episodeNumber}`,
          {},
          `TV show ${seriesId} has no episode ${episodeNumber} in season ${seasonNumber}.`,
          language,
        ),
      ]);
      return this.#inEnglishWhereEmpty(language, mapEpisode(showOutline(show), episode), () =>
        this.episode({ seriesId, seasonNumber, episodeNumber }),
      );
    });
  }

  person(id: number, language = DEFAULT_LANGUAGE): Promise<PersonResponse> {
    return this.#cached(language, `person:${id}`, CACHE_POLICIES.details, async () =>
      this.#inEnglishWhereEmpty(
        language,
        mapPerson(
          await this.#get<TmdbPerson>(
            `/person/${id}`,
            detailsQuery(PERSON_APPENDS, language),
            `No person has the id ${id}.`,
            language,
          ),
        ),
        () => this.person(id),
      ),
    );
  }

  /**
   * A movie's details and whole credits, cached as one entry from one request: its credits page
   * costs nothing after its details screen, and the other way round.
   */
  #movieRecord(id: number, language: ContentLanguage): Promise<TitleRecord<MovieResponse>> {
    return this.#cached(language, `movie:${id}`, CACHE_POLICIES.details, async () =>
      this.#recordInEnglishWhereEmpty(
        language,
        mapMovieRecord(
          await this.#get<TmdbMovie>(
            `/movie/${id}`,
            detailsQuery(MOVIE_APPENDS, language),
            `No movie has the id ${id}.`,
            language,
          ),
        ),
        () => this.movie(id),
      ),
    );
  }

  #tvRecord(id: number, language: ContentLanguage): Promise<TitleRecord<TvShowResponse>> {
    return this.#cached(language, `tv:${id}`, CACHE_POLICIES.details, async () =>
      this.#recordInEnglishWhereEmpty(
        language,
        mapTvShowRecord(
          await this.#get<TmdbTvShow>(
            `/tv/${id}`,
            detailsQuery(TV_APPENDS, language),
            `No TV show has the id ${id}.`,
            language,
          ),
        ),
        () => this.tvShow(id),
      ),
    );
  }

  list(
    type: MediaType,
    kind: ListKind,
    page: number,
    region?: string,
    language = DEFAULT_LANGUAGE,
  ): Promise<ResultPage> {
    const key = `list:${type}:${kind}:${page}${region ? `:${region}` : ''}`;
    return this.#cached(language, key, CACHE_POLICIES.list, async () =>
      this.#inEnglishWhereEmpty(
        language,
        mapPage(
          await this.#get<TmdbPage>(
            LIST_PATHS[kind](tmdbMediaPath[type]),
            { page, region },
            'That list does not exist.',
            language,
          ),
          type,
        ),
        () => this.list(type, kind, page, region),
      ),
    );
  }

  discover(
    type: TitleType,
    filters: DiscoverFilters,
    language = DEFAULT_LANGUAGE,
  ): Promise<ResultPage> {
    return this.#cached(language, discoverKey(type, filters), CACHE_POLICIES.list, async () =>
      this.#inEnglishWhereEmpty(
        language,
        mapPage(
          await this.#get<TmdbPage>(
            `/discover/${type}`,
            discoverQuery(type, filters),
            'That list does not exist.',
            language,
          ),
          type,
        ),
        () => this.discover(type, filters),
      ),
    );
  }

  /** Genre names are translated; TMDB has a name for every genre in every language. */
  genres(type: TitleType, language = DEFAULT_LANGUAGE) {
    return this.#cached(language, `genres:${type}`, CACHE_POLICIES.reference, async () =>
      mapGenreList(
        await this.#get<TmdbGenreList>(
          `/genre/${type}/list`,
          {},
          'That list does not exist.',
          language,
        ),
      ),
    );
  }

  regions() {
    return this.#cached(DEFAULT_LANGUAGE, 'regions', CACHE_POLICIES.reference, async () =>
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
    const key = `providers:${type}:${region}`;
    return this.#cached(DEFAULT_LANGUAGE, key, CACHE_POLICIES.reference, async () =>
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
    return this.#cached(DEFAULT_LANGUAGE, 'languages', CACHE_POLICIES.reference, async () =>
      mapLanguageList(
        await this.#get<TmdbLanguageList>(
          '/configuration/languages',
          {},
          'That list does not exist.',
          DEFAULT_LANGUAGE,
          'array',
        ),
      ),
    );
  }

  search(
    scope: SearchScope,
    query: string,
    page: number,
    language = DEFAULT_LANGUAGE,
    year?: number,
  ): Promise<ResultPage> {
    const normalised = query.trim().toLowerCase();
    const yearParam = year === undefined ? {} : yearFilter(scope, year);
    const key = `search:${scope}:${page}:${normalised}${year === undefined ? '' : `:${year}`}`;
    return this.#cached(language, key, CACHE_POLICIES.search, async () =>
      this.#inEnglishWhereEmpty(
        language,
        mapPage(
          await this.#get<TmdbPage>(
            `/search/${scope}`,
            { query: query.trim(), page, include_adult: 'false', ...yearParam },
            'That search does not exist.',
            language,
          ),
          scope === 'multi' ? null : scope,
        ),
        () => this.search(scope, query, page, DEFAULT_LANGUAGE, year),
      ),
    );
  }

  /**
   * Through the cache like a title's details: an id keeps naming the same title. Anything but
   * `tt` and digits is no IMDb id, and is not asked about.
   */
  findByImdbId(imdbId: string): Promise<ImdbTitle | null> {
    if (!IMDB_ID.test(imdbId)) return Promise.resolve(null);
    return this.#cached(DEFAULT_LANGUAGE, `find:${imdbId}`, CACHE_POLICIES.details, async () =>
      mapFind(
        await this.#get<TmdbFind>(
          `/find/${imdbId}`,
          { external_source: 'imdb_id' },
          `Nothing has the IMDb id ${imdbId}.`,
        ),
      ),
    );
  }

  /** The mixed search's first page, the very one (and cache entry) the full results show. */
  async suggest(query: string, language = DEFAULT_LANGUAGE): Promise<SuggestionListResponse> {
    return suggestionsFrom(await this.search('multi', query, 1, language));
  }

  status(): 'ok' | 'degraded' {
    return this.#http.circuitState() === 'closed' ? 'ok' : 'degraded';
  }

  close(): Promise<void> {
    return this.#http.close();
  }

  #cached<T>(
    language: ContentLanguage,
    key: string,
    policy: CachePolicy,
    load: () => Promise<T>,
  ): Promise<T> {
    return this.#cache.get(inLanguage(language, key), policy, load);
  }

  /**
   * `answer` with its empty texts in English, from the English answer for the same thing. That
   * one comes through the cache (often already there, and kept for English visitors), and is
   * asked for only when some text is missing, which most answers in a popular language are not.
   * Without it (TMDB failing) the answer goes out as it is.
   */
  async #inEnglishWhereEmpty<T>(
    language: ContentLanguage,
    answer: T,
    english: () => Promise<T>,
  ): Promise<T> {
    if (language === DEFAULT_LANGUAGE || !hasUntranslatedText(answer)) return answer;
    try {
      return withEnglishFallback(answer, await english());
    } catch {
      return answer;
    }
  }

  /** The same for a title's record: its details are what TMDB translates. */
  async #recordInEnglishWhereEmpty<T>(
    language: ContentLanguage,
    record: TitleRecord<T>,
    english: () => Promise<T>,
  ): Promise<TitleRecord<T>> {
    const details = await this.#inEnglishWhereEmpty(language, record.details, english);
    return details === record.details ? record : { ...record, details };
  }

  async #get<T>(
    path: string,
    query: Query,
    notFoundMessage: string,
    language: ContentLanguage = DEFAULT_LANGUAGE,
    answer: 'object' | 'array' = 'object',
  ): Promise<T> {
    return (await this.#http.get(
      path,
      { language: TMDB_LOCALES[language], ...query },
      notFoundMessage,
      answer,
    )) as T;
  }
}

/** TMDB's own year parameter for each title search; it has none for people or mixed searches. */
function yearFilter(scope: SearchScope, year: number): Record<string, number> {
  if (scope === 'movie') return { primary_release_year: year };
  if (scope === 'tv') return { first_air_date_year: year };
  throw new Error(`A ${scope} search cannot be narrowed to a year`);
}
