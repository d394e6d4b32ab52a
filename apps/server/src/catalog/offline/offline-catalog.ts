/**
 * The offline catalogue: the same view models, paging and errors as live TMDB, answered from a
 * local pack in SQLite. Search uses the FTS5 index: whole words and prefixes, any case, with or
 * without accents, ranked by relevance (the exact name, then whole-word matches, then names
 * that start with the text) and then by popularity. Details are the pack's TMDB-shaped records
 * with the appends TMDB would send (recommendations computed when the pack was loaded, no
 * images), mapped by the live catalogue's own mappers.
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { LRUCache } from 'lru-cache';
import { NotFoundError } from '../../errors.ts';
import { DEFAULT_LANGUAGE, type ContentLanguage } from '../../languages.ts';
import type {
  Catalog,
  EpisodeRef,
  ImdbTitle,
  ListKind,
  SearchScope,
  SeasonRef,
  TitleType,
} from '../catalog.ts';
import type {
  DiscoverFilters,
  GenreListResponse,
  LanguageListResponse,
  RegionListResponse,
  WatchProviderListResponse,
} from '../discover-models.ts';
import {
  mapCollection,
  mapEpisode,
  mapMovieRecord,
  mapPage,
  mapPerson,
  mapSeason,
  mapTvShowRecord,
} from '../tmdb/tmdb.mapper.ts';
import type {
  TmdbCollection,
  TmdbEpisode,
  TmdbListItem,
  TmdbMovie,
  TmdbPage,
  TmdbPerson,
  TmdbPersonCastCredit,
  TmdbPersonCrewCredit,
  TmdbSeason,
  TmdbTvShow,
} from '../tmdb/tmdb.types.ts';
import { toSuggestions } from '../suggestions.ts';
import {
  SUGGESTIONS,
  type MediaType,
  type ResultPage,
  type SuggestionListResponse,
} from '../view-models.ts';
import { inWatchRegion } from '../watch-region.ts';
import { scheduledSeason, scheduledShow, todayUtc, type AiringSeason } from './airing-now.ts';
import type { ArtworkLabel } from './artwork-paths.ts';
import { DiscoverIndex } from './discover-index.ts';
import { listQuery, type TitleQuery } from './discover-query.ts';
import { foldText, prefixQuery, rankedQueries, searchWords } from './search-text.ts';

/** TMDB's page size and its last page, which the offline lists mirror. */
const PAGE_SIZE = 20;
const MAX_PAGES = 500;

const SEARCH_COUNT =
  'SELECT count(*) AS n FROM (SELECT 1 FROM search WHERE search MATCH ? LIMIT ?)';

/**
 * One rank of a search's matches, in the index's order (popularity, see pack-database.ts),
 * read no further than the limit.
 */
const SEARCH_RANK = `SELECT st.title_rowid FROM
  (SELECT rowid AS rank FROM search WHERE search MATCH ? ORDER BY rowid LIMIT ?) m
  JOIN search_titles st ON st.rank = m.rank ORDER BY m.rank`;

/** The first and last day of a year, as the pack's `released` dates are written. */
type YearRange = [string, string];
const yearRange = (year: number | undefined): YearRange | undefined =>
  year === undefined ? undefined : [`${year}-01-01`, `${year}-12-31`];

/** Where the server draws offline artwork; see the art routes. */
export const OFFLINE_IMAGE_BASE_URL = '/api/art/w500';

type Row = Record<string, string | number | null>;

/** A pack has no images: the server draws one poster and one backdrop per title instead. */
const NO_IMAGES = { backdrops: [], posters: [] };

const pageOf = (results: TmdbListItem[]): TmdbPage => ({
  page: 1,
  total_pages: results.length > 0 ? 1 : 0,
  total_results: results.length,
  results,
});

/**
 * Details and list pages kept once made. The pack does not change while it is open, so an
 * answer asked for again can be the same object, and the HTTP layer keeps its JSON, ETag and
 * compressed copies beside it (http/cached-json.ts), as it does for the live catalogue's cache.
 * Searches and discoveries, too many to be asked for twice, are made afresh.
 */
const ANSWERS_KEPT = 1000;

/** Lists of every title of a kind, only ordered: their count is the kind's, exactly. */
const WHOLE_KIND_LISTS = new Set<ListKind>(['popular', 'trending', 'trending-day']);

/** English names of countries and languages, as TMDB's reference lists give them. */
const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

function namedCodes(codes: string[], names: Intl.DisplayNames) {
  return codes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/**
 * Offline, "similar" stays empty: the recommendations already rank by shared genres after
 * shared people, so a genre-only list would mostly repeat them (and the mapper drops repeats).
 */
const NO_SIMILAR = pageOf([]);

export class OfflineCatalog implements Catalog {
  readonly kind = 'offline';
  readonly imageBaseUrl = OFFLINE_IMAGE_BASE_URL;
  /** The pack is written in English: every answer is, whatever language is asked for. */
  readonly contentLanguages = [DEFAULT_LANGUAGE];
  readonly #db: DatabaseSync;
  readonly #statements = new Map<string, StatementSync>();
  readonly #discoverIndex: DiscoverIndex;
  readonly #answers = new LRUCache<string, object>({ max: ANSWERS_KEPT });
  readonly #airingNow: Map<number, AiringSeason>;
  /** The day the kept answers were made on: a season airing now reads differently tomorrow. */
  #answersDay = todayUtc();

  constructor(db: DatabaseSync, airingNow: readonly AiringSeason[] = []) {
    this.#db = db;
    this.#discoverIndex = new DiscoverIndex(db);
    this.#airingNow = new Map(airingNow.map((airing) => [airing.showId, airing]));
  }

  async movie(id: number, region?: string) {
    return this.#kept(`movie:${id}:${region ?? ''}`, () => {
      const movie = this.#details<TmdbMovie>('movie', id, `No movie has the id ${id}.`);
      return inWatchRegion(mapMovieRecord(this.#withAppends('movie', movie)), region);
    });
  }

  async movieReleases(id: number, region: string) {
    return this.#kept(`movie-releases:${id}:${region}`, () => {
      const movie = this.#details<TmdbMovie>('movie', id, `No movie has the id ${id}.`);
      return mapMovieRecord(movie).releaseRegions?.[region] ?? [];
    });
  }

  async movieCredits(id: number) {
    return this.#kept(
      `movie-credits:${id}`,
      () =>
        mapMovieRecord(this.#details<TmdbMovie>('movie', id, `No movie has the id ${id}.`)).credits,
    );
  }

  async tvShow(id: number, region?: string) {
    return this.#kept(`tv:${id}:${region ?? ''}`, () => {
      const show = this.#details<TmdbTvShow>('tv', id, `No TV show has the id ${id}.`);
      const record = mapTvShowRecord(this.#withAppends('tv', show));
      const { details } = record;
      return inWatchRegion(
        {
          ...record,
          details: {
            ...details,
            lastEpisodeToAir: this.#inPack(show, details.lastEpisodeToAir),
            nextEpisodeToAir: this.#inPack(show, details.nextEpisodeToAir),
          },
        },
        region,
      );
    });
  }

  async tvCredits(id: number) {
    return this.#kept(
      `tv-credits:${id}`,
      () =>
        mapTvShowRecord(this.#details<TmdbTvShow>('tv', id, `No TV show has the id ${id}.`))
          .credits,
    );
  }

  /** A collection with the parts the pack has, so every card opens. */
  async collection(id: number) {
    return this.#kept(`collection:${id}`, () => {
      const row = this.#get('SELECT data FROM collections WHERE id = ?', id);
      if (!row) throw new NotFoundError(`No collection has the id ${id}.`);
      const parts = this.#all(
        `SELECT t.item FROM collection_parts p JOIN titles t ON t.kind = 'movie' AND t.id = p.movie_id
         WHERE p.collection_id = ? ORDER BY t.released IS NULL, t.released, t.id`,
        id,
      ).map((part) => JSON.parse(String(part.item)) as TmdbListItem);
      return mapCollection({ ...(JSON.parse(String(row.data)) as TmdbCollection), parts });
    });
  }

  async season({ seriesId, seasonNumber }: SeasonRef) {
    return this.#kept(`season:${seriesId}:${seasonNumber}`, () => {
      const show = this.#details<TmdbTvShow>('tv', seriesId, `No TV show has the id ${seriesId}.`);
      return mapSeason(show, this.#season(show, seasonNumber));
    });
  }

  async episode({ seriesId, seasonNumber, episodeNumber }: EpisodeRef) {
    return this.#kept(`episode:${seriesId}:${seasonNumber}:${episodeNumber}`, () => {
      const show = this.#details<TmdbTvShow>('tv', seriesId, `No TV show has the id ${seriesId}.`);
      const episode = this.#episode(show, seasonNumber, episodeNumber);
      if (!episode) {
        throw new NotFoundError(
          `TV show ${seriesId} has no episode ${episodeNumber} in season ${seasonNumber}.`,
        );
      }
      const answer = mapEpisode(show, episode);
      return {
        ...answer,
        previousEpisode: this.#inPack(show, answer.previousEpisode),
        nextEpisode: this.#inPack(show, answer.nextEpisode),
      };
    });
  }

  async person(id: number) {
    return this.#kept(`person:${id}`, () => {
      const person = this.#details<TmdbPerson>('person', id, `No person has the id ${id}.`);
      const cast = this.#all(
        `SELECT c.kind, c.character, c.episode_count, t.item FROM credits c
         JOIN titles t ON t.kind = c.kind AND t.id = c.title_id
         WHERE c.person_id = ?`,
        id,
      ).map((row): TmdbPersonCastCredit => ({
        ...(JSON.parse(String(row.item)) as TmdbListItem),
        media_type: String(row.kind),
        character: String(row.character),
        episode_count: row.episode_count === null ? undefined : Number(row.episode_count),
      }));
      const crew = this.#all(
        `SELECT c.kind, c.department, c.job, c.episode_count, t.item FROM crew_credits c
         JOIN titles t ON t.kind = c.kind AND t.id = c.title_id
         WHERE c.person_id = ?`,
        id,
      ).map((row): TmdbPersonCrewCredit => ({
        ...(JSON.parse(String(row.item)) as TmdbListItem),
        media_type: String(row.kind),
        department: String(row.department),
        job: String(row.job),
        episode_count: row.episode_count === null ? undefined : Number(row.episode_count),
      }));
      return mapPerson({
        ...person,
        combined_credits: { cast, crew },
        images: { profiles: [] },
      });
    });
  }

  async list(type: MediaType, kind: ListKind, page: number): Promise<ResultPage> {
    const today = new Date();
    // Some lists depend on the day (upcoming, now playing), so the day is part of the key.
    return this.#kept(`list:${type}:${kind}:${page}:${today.toISOString().slice(0, 10)}`, () => {
      const query = listQuery(type, kind, today);
      if (!WHOLE_KIND_LISTS.has(kind)) return this.#titlePage(query, page, type);
      const total = Number(
        this.#get('SELECT count(*) AS n FROM titles WHERE kind = ?', type)?.n ?? 0,
      );
      return this.#page(this.#pageRows(query, page), total, page, type);
    });
  }

  async search(
    scope: SearchScope,
    query: string,
    page: number,
    // Offline answers are in English only.
    _language?: ContentLanguage,
    year?: number,
  ): Promise<ResultPage> {
    const words = searchWords(query);
    const kind = scope === 'multi' ? null : scope;
    if (words.length === 0) return this.#page([], 0, page, kind);
    // Like TMDB, count no further than the last page anyone can reach: a short, common prefix
    // can match a large share of a big catalogue, and counting it all would dominate the search.
    const total = Number(
      this.#get(SEARCH_COUNT, prefixQuery(words, kind, year), MAX_PAGES * PAGE_SIZE)?.n ?? 0,
    );
    const ranked = this.#searchOrder(words, foldText(query), kind, page * PAGE_SIZE, year);
    const rowids = ranked.slice((page - 1) * PAGE_SIZE);
    return this.#page(this.#titlesInOrder(rowids), total, page, kind);
  }

  /** Movies and shows by the IMDb ids the pack gives them (episodes carry none). */
  async findByImdbId(imdbId: string): Promise<ImdbTitle | null> {
    const row = this.#get('SELECT kind, id FROM imdb_ids WHERE imdb_id = ?', imdbId);
    return row ? { mediaType: row.kind === 'tv' ? 'tv' : 'movie', id: Number(row.id) } : null;
  }

  /** The search's best matches in its own order, without counting the rest (which costs most). */
  async suggest(query: string): Promise<SuggestionListResponse> {
    const words = searchWords(query);
    if (words.length === 0) return { results: [] };
    const rowids = this.#searchOrder(words, foldText(query), null, SUGGESTIONS, undefined);
    return toSuggestions(this.#page(this.#titlesInOrder(rowids), rowids.length, 1, null).results);
  }

  /**
   * The first `wanted` matches' title rows, best first: names equal to the text, then each of
   * `rankedQueries`' ranks read in popularity order, each only as far as the page needs; with
   * a `year`, only titles of that year.
   */
  #searchOrder(
    words: string[],
    folded: string,
    kind: string | null,
    wanted: number,
    year: number | undefined,
  ): number[] {
    const released = yearRange(year);
    const exact = this.#all(
      `SELECT rowid FROM titles
       WHERE kind IN (SELECT value FROM json_each(?)) AND folded_name = ?
       ${released ? 'AND released BETWEEN ? AND ?' : ''}
       ORDER BY popularity DESC, id, rowid LIMIT ?`,
      JSON.stringify(kind ? [kind] : ['movie', 'tv', 'person']),
      folded,
      ...(released ?? []),
      wanted,
    ).map((row) => Number(row.rowid));
    const found = new Set(exact);
    const order = [...exact];
    for (const match of rankedQueries(words, kind, year)) {
      if (order.length >= wanted) break;
      // Names equal to the text are in a rank too: read past as many as were placed already.
      const rows = this.#all(SEARCH_RANK, match, wanted - order.length + exact.length);
      for (const row of rows) {
        const rowid = Number(row.title_rowid);
        if (found.has(rowid) || order.length >= wanted) continue;
        found.add(rowid);
        order.push(rowid);
      }
    }
    return order;
  }

  /** The list items of `rowids`' titles, in that order. */
  #titlesInOrder(rowids: number[]): Row[] {
    const items = new Map(
      this.#all(
        'SELECT rowid, item FROM titles WHERE rowid IN (SELECT value FROM json_each(?))',
        JSON.stringify(rowids),
      ).map((row) => [Number(row.rowid), row]),
    );
    return rowids.flatMap((rowid): Row[] => {
      const row = items.get(rowid);
      return row ? [row] : [];
    });
  }

  async discover(type: TitleType, filters: DiscoverFilters): Promise<ResultPage> {
    const { rowids, total } = this.#discoverIndex.discover(type, filters, PAGE_SIZE);
    return this.#page(this.#titlesInOrder(rowids), total, filters.page, type);
  }

  async genres(type: TitleType): Promise<GenreListResponse> {
    const rows = this.#all('SELECT id, name FROM genres WHERE kind = ? ORDER BY name, id', type);
    return { genres: rows.map((row) => ({ id: Number(row.id), name: String(row.name) })) };
  }

  /** The regions the pack has offers in, by English name. */
  async regions(): Promise<RegionListResponse> {
    const codes = this.#all('SELECT DISTINCT region FROM providers').map((row) =>
      String(row.region),
    );
    return { regions: namedCodes(codes, REGION_NAMES) };
  }

  async watchProviders(type: TitleType, region: string): Promise<WatchProviderListResponse> {
    const rows = this.#all(
      `SELECT id, name, logo_path, priority FROM providers WHERE kind = ? AND region = ?
       ORDER BY priority, name`,
      type,
      region,
    );
    return {
      region,
      providers: rows.map((row) => ({
        providerId: Number(row.id),
        providerName: String(row.name),
        logoPath: row.logo_path === null ? null : String(row.logo_path),
        displayPriority: Number(row.priority),
      })),
    };
  }

  /** The original languages of the pack's movies and shows, by English name. */
  async languages(): Promise<LanguageListResponse> {
    const codes = this.#all(
      "SELECT DISTINCT language FROM titles WHERE kind != 'person' AND language IS NOT NULL",
    ).map((row) => String(row.language));
    return { languages: namedCodes(codes, LANGUAGE_NAMES) };
  }

  /** The words to draw on a piece of generated artwork, or undefined for an unknown path. */
  artworkLabel(path: string): ArtworkLabel | undefined {
    const row = this.#get('SELECT path, title, subtitle FROM artwork WHERE path = ?', path);
    return row
      ? { path: String(row.path), title: String(row.title), subtitle: String(row.subtitle) }
      : undefined;
  }

  status(): 'ok' {
    return 'ok';
  }

  async close(): Promise<void> {
    this.#db.close();
  }

  /** The answer kept under `key`, made by `make` the first time (a thrown error is not kept). */
  #kept<T extends object>(key: string, make: () => T): T {
    if (this.#airingNow.size > 0 && this.#answersDay !== todayUtc()) {
      this.#answers.clear();
      this.#answersDay = todayUtc();
    }
    let answer = this.#answers.get(key) as T | undefined;
    if (answer === undefined) {
      answer = make();
      this.#answers.set(key, answer);
    }
    return answer;
  }

  #details<T>(kind: 'movie' | 'tv' | 'person', id: number, notFound: string): T {
    const row = this.#get('SELECT data FROM titles WHERE kind = ? AND id = ?', kind, id);
    if (!row) throw new NotFoundError(notFound);
    const details = JSON.parse(String(row.data)) as T;
    const airing = kind === 'tv' ? this.#airingNow.get(id) : undefined;
    if (!airing) return details;
    const season = this.#seasonRow(id, airing.seasonNumber);
    return (
      season ? scheduledShow(details as TmdbTvShow, season, airing, todayUtc()) : details
    ) as T;
  }

  /** A season as the pack holds it, re-dated when it airs now. */
  #seasonRow(showId: number, seasonNumber: number): TmdbSeason | undefined {
    const row = this.#get(
      'SELECT data FROM seasons WHERE show_id = ? AND season_number = ?',
      showId,
      seasonNumber,
    );
    if (!row) return undefined;
    const season = JSON.parse(String(row.data)) as TmdbSeason;
    const airing = this.#airingNow.get(showId);
    return airing?.seasonNumber === seasonNumber
      ? scheduledSeason(season, airing, todayUtc())
      : season;
  }

  /** The title with what TMDB appends to a details answer: related titles, and no images. */
  #withAppends<T extends TmdbMovie | TmdbTvShow>(kind: 'movie' | 'tv', title: T): T {
    const related = this.#all(
      `SELECT t.item FROM recommendations r, json_each(r.ids) AS j
       JOIN titles t ON t.kind = r.kind AND t.id = j.value
       WHERE r.kind = ? AND r.id = ? ORDER BY j.key`,
      kind,
      title.id,
    ).map((row) => JSON.parse(String(row.item)) as TmdbListItem);
    return { ...title, recommendations: pageOf(related), similar: NO_SIMILAR, images: NO_IMAGES };
  }

  /**
   * An episode from its season's file or, for a season the pack carries no episodes of, the
   * show's own last or next episode to air (TMDB-shaped, so it makes a whole episode page).
   */
  #episode(show: TmdbTvShow, seasonNumber: number, episodeNumber: number): TmdbEpisode | undefined {
    const season = this.#seasonRow(show.id, seasonNumber);
    const matches = (e: TmdbEpisode | null | undefined): e is TmdbEpisode =>
      e?.season_number === seasonNumber && e.episode_number === episodeNumber;
    return (
      season?.episodes?.find(matches) ??
      [show.last_episode_to_air, show.next_episode_to_air].find(matches)
    );
  }

  /**
   * An episode an answer points to, if the pack can show it: a pack may carry only some
   * seasons' episodes (the demo pack has the first ones), and every link the app shows opens.
   */
  #inPack<T extends { seasonNumber: number; episodeNumber: number }>(
    show: TmdbTvShow,
    episode: T | null,
  ): T | null {
    return episode && this.#episode(show, episode.seasonNumber, episode.episodeNumber)
      ? episode
      : null;
  }

  /** A season the show lists but the pack has no episodes for is answered with none. */
  #season(show: TmdbTvShow, seasonNumber: number): TmdbSeason {
    const season = this.#seasonRow(show.id, seasonNumber);
    if (season) return season;
    const summary = show.seasons?.find((season) => season.season_number === seasonNumber);
    if (!summary) throw new NotFoundError(`TV show ${show.id} has no season ${seasonNumber}.`);
    return { ...summary, overview: '', episodes: [] };
  }

  /**
   * A page of titles that pass a query, counted no further than the last page anyone can
   * reach (as search is): past that, counting would cost more than the page itself.
   */
  #titlePage(query: TitleQuery, page: number, type: MediaType): ResultPage {
    const total = Number(
      this.#get(
        `SELECT count(*) AS n FROM (SELECT 1 FROM titles t WHERE ${query.where} LIMIT ?)`,
        ...query.params,
        MAX_PAGES * PAGE_SIZE,
      )?.n ?? 0,
    );
    return this.#page(this.#pageRows(query, page), total, page, type);
  }

  #pageRows({ where, params, orderBy }: TitleQuery, page: number): Row[] {
    return this.#all(
      `SELECT t.item FROM titles t WHERE ${where} ORDER BY ${orderBy} LIMIT ? OFFSET ?`,
      ...params,
      PAGE_SIZE,
      (page - 1) * PAGE_SIZE,
    );
  }

  #page(rows: Row[], total: number, page: number, listType: MediaType | null): ResultPage {
    return mapPage(
      {
        page,
        total_results: total,
        total_pages: Math.min(MAX_PAGES, Math.ceil(total / PAGE_SIZE)),
        results: rows.map((row) => JSON.parse(String(row.item)) as TmdbListItem),
      },
      listType,
    );
  }

  #statement(sql: string): StatementSync {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.#db.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  #get(sql: string, ...params: (string | number)[]): Row | undefined {
    return this.#statement(sql).get(...params) as Row | undefined;
  }

  #all(sql: string, ...params: (string | number)[]): Row[] {
    return this.#statement(sql).all(...params) as Row[];
  }
}
