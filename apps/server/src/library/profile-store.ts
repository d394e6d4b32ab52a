/**
 * The owner's statistics: what the history and the ratings add up to, counted by the database
 * over the owner's rows (found in the owner indexes), so a history of 50,000 entries is a few
 * rows of answer and not 50,000 rows read into the server.
 */
import type { LibraryDatabase } from './library-database.ts';

/** A count the database answers: PostgreSQL's count() and sum() are bigints, read as strings. */
type Counted = number | string;

export interface WatchTotals {
  movies: number;
  distinctMovies: number;
  episodes: number;
  shows: number;
  minutes: number;
  withoutRuntime: number;
  moviesThisYear: number;
  episodesThisYear: number;
}

export interface GenreCount {
  genreId: number;
  count: number;
}

/** One of the ten steps of the scale, 0.5 to 5, and how many ratings are on it. */
export interface RatingStep {
  rating: number;
  count: number;
}

const HALF_STEPS = Array.from({ length: 10 }, (_, index) => index + 1);

/** Unnests each row's genre ids, as its database can: the two spell it differently. */
const GENRES_OF_ROWS = {
  sqlite: 'json_each(h.genre_ids) AS g',
  postgres: 'jsonb_array_elements_text(h.genre_ids::jsonb) AS g(value)',
} as const;

export class ProfileStore {
  readonly #db: LibraryDatabase;

  constructor(db: LibraryDatabase) {
    this.#db = db;
  }

  /** Entries, runtimes and distinct titles of the history; `year`'s entries apart. */
  async watchTotals(owner: string, year: number): Promise<WatchTotals> {
    const from = `${String(year).padStart(4, '0')}-01-01`;
    const to = `${String(year).padStart(4, '0')}-12-31`;
    const row = await this.#db.get<Record<keyof WatchTotals, Counted | null>>(
      `SELECT
         count(CASE WHEN media_type = 'movie' THEN 1 END) AS movies,
         count(DISTINCT CASE WHEN media_type = 'movie' THEN media_id END) AS "distinctMovies",
         count(CASE WHEN media_type = 'episode' THEN 1 END) AS episodes,
         count(DISTINCT CASE WHEN media_type = 'episode' THEN media_id END) AS shows,
         coalesce(sum(runtime), 0) AS minutes,
         count(CASE WHEN runtime IS NULL THEN 1 END) AS "withoutRuntime",
         count(CASE WHEN media_type = 'movie' AND watched_on BETWEEN ? AND ? THEN 1 END)
           AS "moviesThisYear",
         count(CASE WHEN media_type = 'episode' AND watched_on BETWEEN ? AND ? THEN 1 END)
           AS "episodesThisYear"
       FROM watch_history WHERE owner = ?`,
      [from, to, from, to, owner],
    );
    return {
      movies: Number(row?.movies ?? 0),
      distinctMovies: Number(row?.distinctMovies ?? 0),
      episodes: Number(row?.episodes ?? 0),
      shows: Number(row?.shows ?? 0),
      minutes: Number(row?.minutes ?? 0),
      withoutRuntime: Number(row?.withoutRuntime ?? 0),
      moviesThisYear: Number(row?.moviesThisYear ?? 0),
      episodesThisYear: Number(row?.episodesThisYear ?? 0),
    };
  }

  /**
   * Every genre of the owner's watches and its number of entries (a rewatch and each episode
   * count), most first; entries written before genres were kept count toward none.
   */
  async genreCounts(owner: string): Promise<GenreCount[]> {
    const rows = await this.#db.all<{ genre_id: Counted; n: Counted }>(
      `SELECT CAST(g.value AS INTEGER) AS genre_id, count(*) AS n
       FROM watch_history h, ${GENRES_OF_ROWS[this.#db.kind]}
       WHERE h.owner = ? AND h.genre_ids IS NOT NULL
       GROUP BY CAST(g.value AS INTEGER)
       ORDER BY n DESC, genre_id`,
      [owner],
    );
    return rows.map((row) => ({ genreId: Number(row.genre_id), count: Number(row.n) }));
  }

  /** How many of the owner's ratings (movies, shows, episodes) are on each of the ten steps. */
  async ratingSteps(owner: string): Promise<RatingStep[]> {
    const rows = await this.#db.all<{ half_stars: Counted; n: Counted }>(
      'SELECT half_stars, count(*) AS n FROM ratings WHERE owner = ? GROUP BY half_stars',
      [owner],
    );
    const counts = new Map(rows.map((row) => [Number(row.half_stars), Number(row.n)]));
    return HALF_STEPS.map((halfStars) => ({
      rating: halfStars / 2,
      count: counts.get(halfStars) ?? 0,
    }));
  }
}
