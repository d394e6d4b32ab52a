/** The titles an owner means to watch: one row per movie or show, newest first by default. */
import { randomUUID } from 'node:crypto';
import { AppError } from '../errors.ts';
import type { LibraryDatabase, Sql, SqlValue } from './library-database.ts';
import { paged, type Page, type WatchlistItem } from './library-models.ts';
import type { TitleFacts } from './title-facts.ts';

export type WatchlistType = 'all' | 'movie' | 'tv';
export type WatchlistSort = 'added' | 'release' | 'title' | 'rating';

export class WatchlistLimitError extends AppError {
  constructor(limit: number) {
    super(
      409,
      'LIMIT_REACHED',
      `Your watchlist can hold up to ${limit.toLocaleString('en-US')} titles. Remove one to add another.`,
    );
  }
}

interface WatchlistRow {
  id: string;
  media_type: WatchlistItem['mediaType'];
  media_id: number;
  title: string;
  release_date: string | null;
  poster_path: string | null;
  vote_average: number;
  added_at: string | Date;
}

const COLUMNS =
  'id, media_type, media_id, title, release_date, poster_path, vote_average, added_at';

/** Each sort ends on the id, so a page boundary never falls between two equal rows. */
const ORDER: Record<WatchlistSort, string> = {
  added: 'added_at DESC, id DESC',
  // Newest releases first; titles without a date last, on both databases.
  release: 'release_date IS NULL, release_date DESC, id DESC',
  title: 'lower(title), id',
  rating: 'vote_average DESC, id DESC',
};

const toItem = (row: WatchlistRow): WatchlistItem => ({
  id: String(row.id),
  mediaType: row.media_type,
  mediaId: Number(row.media_id),
  title: row.title,
  releaseDate: row.release_date,
  posterPath: row.poster_path,
  voteAverage: Number(row.vote_average),
  addedAt: new Date(row.added_at).toISOString(),
});

/** The condition that picks the owner's rows of a type. */
const rowsOf = (owner: string, type: WatchlistType): { where: string; params: SqlValue[] } =>
  type === 'all'
    ? { where: 'owner = ?', params: [owner] }
    : { where: 'owner = ? AND media_type = ?', params: [owner, type] };

/**
 * Takes the title off the owner's watchlist inside a transaction already open (marking it
 * watched does), answering the row removed so the caller can offer to put it back.
 */
export async function takeOffWatchlist(
  sql: Sql,
  owner: string,
  mediaType: WatchlistItem['mediaType'],
  mediaId: number,
): Promise<WatchlistItem | null> {
  const row = await sql.get<WatchlistRow>(
    `DELETE FROM watchlist WHERE owner = ? AND media_type = ? AND media_id = ? RETURNING ${COLUMNS}`,
    [owner, mediaType, mediaId],
  );
  return row ? toItem(row) : null;
}

export class WatchlistStore {
  readonly #db: LibraryDatabase;
  readonly #limit: number;

  constructor(db: LibraryDatabase, limit: number) {
    this.#db = db;
    this.#limit = limit;
  }

  async list(
    owner: string,
    query: { type: WatchlistType; sort: WatchlistSort; page: number; pageSize: number },
  ): Promise<Page<WatchlistItem>> {
    const { where, params } = rowsOf(owner, query.type);
    const [rows, count] = await Promise.all([
      this.#db.all<WatchlistRow>(
        `SELECT ${COLUMNS} FROM watchlist WHERE ${where} ORDER BY ${ORDER[query.sort]} LIMIT ? OFFSET ?`,
        [...params, query.pageSize, (query.page - 1) * query.pageSize],
      ),
      this.#db.get<{ n: number | string }>(
        `SELECT count(*) AS n FROM watchlist WHERE ${where}`,
        params,
      ),
    ]);
    return paged(rows.map(toItem), Number(count?.n ?? 0), query.page, query.pageSize);
  }

  /** Every row of the type, in the order asked: at most the cap's number of rows. */
  async all(
    owner: string,
    query: { type: WatchlistType; sort: WatchlistSort },
  ): Promise<WatchlistItem[]> {
    const { where, params } = rowsOf(owner, query.type);
    const rows = await this.#db.all<WatchlistRow>(
      `SELECT ${COLUMNS} FROM watchlist WHERE ${where} ORDER BY ${ORDER[query.sort]}`,
      params,
    );
    return rows.map(toItem);
  }

  /**
   * Adds the title once, however often and concurrently asked: `created` is false when it was
   * there already (and that row is answered). At the cap, a new title is a WatchlistLimitError.
   */
  async add(owner: string, title: TitleFacts): Promise<{ item: WatchlistItem; created: boolean }> {
    return this.#db.transaction(owner, async (sql) => {
      const find = () =>
        sql.get<WatchlistRow>(
          `SELECT ${COLUMNS} FROM watchlist WHERE owner = ? AND media_type = ? AND media_id = ?`,
          [owner, title.mediaType, title.mediaId],
        );
      const existing = await find();
      if (existing) return { item: toItem(existing), created: false };
      const count = await sql.get<{ n: number | string }>(
        'SELECT count(*) AS n FROM watchlist WHERE owner = ?',
        [owner],
      );
      if (Number(count?.n ?? 0) >= this.#limit) throw new WatchlistLimitError(this.#limit);
      const row = await sql.get<WatchlistRow>(
        `INSERT INTO watchlist (${COLUMNS}, owner) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (owner, media_type, media_id) DO NOTHING RETURNING ${COLUMNS}`,
        [
          randomUUID(),
          title.mediaType,
          title.mediaId,
          title.title,
          title.releaseDate,
          title.posterPath,
          title.voteAverage,
          new Date().toISOString(),
          owner,
        ],
      );
      // The owner's lock makes a conflict impossible; were there one, the row is the one found.
      const saved = row ?? (await find());
      if (!saved) throw new Error('the watchlist row vanished inside its transaction');
      return { item: toItem(saved), created: row !== undefined };
    });
  }

  /** Whether the title is on the owner's watchlist. */
  async has(owner: string, mediaType: WatchlistItem['mediaType'], mediaId: number) {
    const row = await this.#db.get(
      'SELECT 1 AS one FROM watchlist WHERE owner = ? AND media_type = ? AND media_id = ?',
      [owner, mediaType, mediaId],
    );
    return row !== undefined;
  }

  /** False when the owner has no such title on the watchlist. */
  async remove(owner: string, mediaType: WatchlistItem['mediaType'], mediaId: number) {
    const removed = await this.#db.transaction(owner, (sql) =>
      takeOffWatchlist(sql, owner, mediaType, mediaId),
    );
    return removed !== null;
  }
}
