/**
 * What an owner watched and when: movie watches (a second one is a rewatch) and TV episodes
 * (each at most once). Newest first, read from the (owner, watched_on, seq) index page by page.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '../errors.ts';
import { isEntryId, type LibraryDatabase, type Sql, type SqlValue } from './library-database.ts';
import { paged, type HistoryEntry, type Page, type WatchlistItem } from './library-models.ts';
import type { EpisodeFacts, TitleFacts } from './title-facts.ts';
import { takeOffWatchlist } from './watchlist-store.ts';

export type HistoryType = 'all' | 'movie' | 'tv';

export class HistoryLimitError extends AppError {
  constructor(limit: number, adding: number) {
    super(
      409,
      'LIMIT_REACHED',
      `Your history can hold up to ${limit.toLocaleString('en-US')} entries, and ` +
        `${adding === 1 ? 'this one' : `these ${adding}`} would pass it. Nothing was added: ` +
        'delete some entries first.',
    );
  }
}

/** A movie already logged on the date an entry is being moved to. */
export class SameDayWatchError extends AppError {
  constructor(title: string, date: string) {
    super(409, 'ALREADY_LOGGED', `You already logged watching ${title} on ${date}.`);
  }
}

export interface HistoryRow {
  id: string;
  media_type: HistoryEntry['mediaType'];
  media_id: number;
  season_number: number | null;
  episode_number: number | null;
  title: string;
  episode_name: string | null;
  release_date: string | null;
  poster_path: string | null;
  runtime: number | null;
  watched_on: string;
  created_at: string | Date;
  rewatch: number | boolean;
}

const STORED =
  'id, media_type, media_id, season_number, episode_number, title, episode_name, release_date, ' +
  'poster_path, runtime, watched_on, created_at';
/** A movie entry is a rewatch when the owner logged the same movie before it. */
const SELECTED = `${STORED.split(', ')
  .map((column) => `h.${column}`)
  .join(', ')}, EXISTS (
    SELECT 1 FROM watch_history e
    WHERE h.media_type = 'movie' AND e.owner = h.owner AND e.media_type = 'movie'
      AND e.media_id = h.media_id
      AND (e.watched_on < h.watched_on OR (e.watched_on = h.watched_on AND e.seq < h.seq))
  ) AS rewatch`;

const toEntry = (row: HistoryRow): HistoryEntry => ({
  id: String(row.id),
  mediaType: row.media_type,
  mediaId: Number(row.media_id),
  seasonNumber: row.season_number === null ? null : Number(row.season_number),
  episodeNumber: row.episode_number === null ? null : Number(row.episode_number),
  title: row.title,
  episodeName: row.episode_name,
  releaseDate: row.release_date,
  posterPath: row.poster_path,
  runtime: row.runtime === null ? null : Number(row.runtime),
  watchedOn: row.watched_on,
  rewatch: Boolean(row.rewatch),
  createdAt: new Date(row.created_at).toISOString(),
});

/** One watch per movie and day, one per episode ever: what makes a repeated write a no-op. */
export const movieKey = (movieId: number, watchedOn: string) => `movie:${movieId}:${watchedOn}`;
export const episodeKey = (showId: number, season: number, episode: number) =>
  `episode:${showId}:${season}:${episode}`;

/** Rows per INSERT: a long-running show's thousands of episodes stay under any bind limit. */
const INSERT_CHUNK = 500;

export interface MovieWatchResult {
  entry: HistoryEntry;
  /** False when this movie was already logged on that date (that entry is answered). */
  created: boolean;
  removedFromWatchlist: WatchlistItem | null;
}

export interface EpisodesMarked {
  /** The entries added, in episode order. */
  marked: HistoryEntry[];
  /** Episodes asked for that were watched already, left as they were. */
  alreadyWatched: number;
  removedFromWatchlist: WatchlistItem | null;
}

export class HistoryStore {
  readonly #db: LibraryDatabase;
  readonly #limit: number;

  constructor(db: LibraryDatabase, limit: number) {
    this.#db = db;
    this.#limit = limit;
  }

  async list(
    owner: string,
    query: { type: HistoryType; page: number; pageSize: number },
  ): Promise<Page<HistoryEntry>> {
    const kind = query.type === 'tv' ? 'episode' : query.type;
    const where = kind === 'all' ? 'h.owner = ?' : 'h.owner = ? AND h.media_type = ?';
    const params: SqlValue[] = kind === 'all' ? [owner] : [owner, kind];
    // The page's rows are found in the index alone (seq is in it), however deep the page, and
    // only those are read whole: an OFFSET over whole rows would read every row it skips.
    const [rows, count] = await Promise.all([
      this.#db.all<HistoryRow>(
        `SELECT ${SELECTED} FROM watch_history h JOIN (
           SELECT h.seq FROM watch_history h WHERE ${where}
           ORDER BY h.watched_on DESC, h.seq DESC LIMIT ? OFFSET ?
         ) page ON page.seq = h.seq
         ORDER BY h.watched_on DESC, h.seq DESC`,
        [...params, query.pageSize, (query.page - 1) * query.pageSize],
      ),
      this.#db.get<{ n: number | string }>(
        `SELECT count(*) AS n FROM watch_history h WHERE ${where}`,
        params,
      ),
    ]);
    return paged(rows.map(toEntry), Number(count?.n ?? 0), query.page, query.pageSize);
  }

  /** Logs a watch of the movie and takes it off the watchlist, in one transaction. */
  async addMovieWatch(
    owner: string,
    movie: TitleFacts,
    watchedOn: string,
  ): Promise<MovieWatchResult> {
    return this.#db.transaction(owner, async (sql) => {
      const key = movieKey(movie.mediaId, watchedOn);
      const existing = await this.#byKey(sql, owner, key);
      if (existing) return { entry: existing, created: false, removedFromWatchlist: null };
      await this.#checkRoom(sql, owner, 1);
      await insertWatches(sql, owner, movie, [{ key, watchedOn, episode: null }]);
      return {
        entry: (await this.#byKey(sql, owner, key)) as HistoryEntry,
        created: true,
        removedFromWatchlist: await takeOffWatchlist(sql, owner, 'movie', movie.mediaId),
      };
    });
  }

  /**
   * Marks the episodes watched on `watchedOn`, all or none, skipping those watched already; the
   * show leaves the watchlist as soon as any of it is watched.
   */
  async markEpisodes(
    owner: string,
    show: TitleFacts,
    episodes: EpisodeFacts[],
    watchedOn: string,
  ): Promise<EpisodesMarked> {
    const asked = episodes.map((episode) => ({
      key: episodeKey(show.mediaId, episode.seasonNumber, episode.episodeNumber),
      watchedOn,
      episode,
    }));
    return this.#db.transaction(owner, async (sql) => {
      const watched = await this.#savedKeys(
        sql,
        owner,
        asked.map((row) => row.key),
      );
      const fresh = asked.filter((row) => !watched.has(row.key));
      if (fresh.length > 0) await this.#checkRoom(sql, owner, fresh.length);
      await insertWatches(sql, owner, show, fresh);
      const marked = await this.#byKeys(
        sql,
        owner,
        fresh.map((row) => row.key),
      );
      return {
        marked,
        alreadyWatched: episodes.length - fresh.length,
        removedFromWatchlist:
          fresh.length > 0 ? await takeOffWatchlist(sql, owner, 'tv', show.mediaId) : null,
      };
    });
  }

  /** Un-marks the show's episodes: all of them, a season's, or one. Answers how many. */
  async unmarkEpisodes(
    owner: string,
    showId: number,
    scope: { seasonNumber?: number; episodeNumber?: number } = {},
  ): Promise<number> {
    const conditions = ['owner = ?', "media_type = 'episode'", 'media_id = ?'];
    const params: SqlValue[] = [owner, showId];
    if (scope.seasonNumber !== undefined) {
      conditions.push('season_number = ?');
      params.push(scope.seasonNumber);
    }
    if (scope.episodeNumber !== undefined) {
      conditions.push('episode_number = ?');
      params.push(scope.episodeNumber);
    }
    return this.#db.transaction(owner, (sql) =>
      sql.run(`DELETE FROM watch_history WHERE ${conditions.join(' AND ')}`, params),
    );
  }

  /**
   * How many watches of the movie the owner logged, and the latest of them (its day and entry,
   * for a details page to undo it); no row when there is none.
   */
  async movieWatches(owner: string, movieId: number) {
    const ofMovie = "owner = ? AND media_type = 'movie' AND media_id = ?";
    const row = await this.#db.get<{ n: number | string; id: string; watched_on: string }>(
      `SELECT id, watched_on, (SELECT count(*) FROM watch_history WHERE ${ofMovie}) AS n
       FROM watch_history WHERE ${ofMovie}
       ORDER BY watched_on DESC, seq DESC LIMIT 1`,
      [owner, movieId, owner, movieId],
    );
    return {
      count: Number(row?.n ?? 0),
      lastWatchedOn: row?.watched_on ?? null,
      lastEntryId: row ? String(row.id) : null,
    };
  }

  /** The show's episodes the owner has watched, for its progress. */
  async watchedEpisodes(owner: string, showId: number) {
    return this.#watchedRows(this.#db, owner, showId);
  }

  /**
   * Moves the entry to another day; undefined when the owner has no entry with that id. A movie
   * already logged on that day is a SameDayWatchError, and nothing changes.
   */
  async editDate(owner: string, id: string, watchedOn: string): Promise<HistoryEntry | undefined> {
    if (!isEntryId(id)) return undefined;
    return this.#db.transaction(owner, async (sql) => {
      const entry = await this.#byId(sql, owner, id);
      if (!entry) return undefined;
      const key =
        entry.mediaType === 'movie'
          ? movieKey(entry.mediaId, watchedOn)
          : episodeKey(entry.mediaId, entry.seasonNumber ?? 0, entry.episodeNumber ?? 0);
      const clash = await this.#byKey(sql, owner, key);
      if (clash && clash.id !== entry.id) throw new SameDayWatchError(entry.title, watchedOn);
      await sql.run(
        'UPDATE watch_history SET watched_on = ?, dedupe_key = ? WHERE owner = ? AND id = ?',
        [watchedOn, key, owner, id],
      );
      return this.#byId(sql, owner, id);
    });
  }

  /** False when the owner has no entry with that id (someone else's counts as none). */
  async remove(owner: string, id: string): Promise<boolean> {
    if (!isEntryId(id)) return false;
    const removed = await this.#db.transaction(owner, (sql) =>
      sql.run('DELETE FROM watch_history WHERE owner = ? AND id = ?', [owner, id]),
    );
    return removed === 1;
  }

  #watchedRows(sql: Sql, owner: string, showId: number) {
    return sql.all<{ season_number: number; episode_number: number }>(
      `SELECT season_number, episode_number FROM watch_history
       WHERE owner = ? AND media_type = 'episode' AND media_id = ?`,
      [owner, showId],
    );
  }

  /** Which of these keys the owner has already, looked up in the unique index. */
  async #savedKeys(sql: Sql, owner: string, keys: string[]): Promise<Set<string>> {
    const saved = new Set<string>();
    for (let start = 0; start < keys.length; start += INSERT_CHUNK) {
      const chunk = keys.slice(start, start + INSERT_CHUNK);
      const rows = await sql.all<{ dedupe_key: string }>(
        `SELECT dedupe_key FROM watch_history
         WHERE owner = ? AND dedupe_key IN (${chunk.map(() => '?').join(', ')})`,
        [owner, ...chunk],
      );
      for (const row of rows) saved.add(row.dedupe_key);
    }
    return saved;
  }

  /** The owner's entries of these keys, in the order they were added. */
  async #byKeys(sql: Sql, owner: string, keys: string[]): Promise<HistoryEntry[]> {
    const rows: HistoryRow[] = [];
    for (let start = 0; start < keys.length; start += INSERT_CHUNK) {
      const chunk = keys.slice(start, start + INSERT_CHUNK);
      rows.push(
        ...(await sql.all<HistoryRow>(
          `SELECT ${SELECTED} FROM watch_history h
           WHERE h.owner = ? AND h.dedupe_key IN (${chunk.map(() => '?').join(', ')})
           ORDER BY h.seq`,
          [owner, ...chunk],
        )),
      );
    }
    return rows.map(toEntry);
  }

  async #checkRoom(sql: Sql, owner: string, adding: number) {
    const count = await sql.get<{ n: number | string }>(
      'SELECT count(*) AS n FROM watch_history WHERE owner = ?',
      [owner],
    );
    if (Number(count?.n ?? 0) + adding > this.#limit)
      throw new HistoryLimitError(this.#limit, adding);
  }

  async #byKey(sql: Sql, owner: string, key: string) {
    const row = await sql.get<HistoryRow>(
      `SELECT ${SELECTED} FROM watch_history h WHERE h.owner = ? AND h.dedupe_key = ?`,
      [owner, key],
    );
    return row ? toEntry(row) : undefined;
  }

  async #byId(sql: Sql, owner: string, id: string) {
    const row = await sql.get<HistoryRow>(
      `SELECT ${SELECTED} FROM watch_history h WHERE h.owner = ? AND h.id = ?`,
      [owner, id],
    );
    return row ? toEntry(row) : undefined;
  }
}

/**
 * Inserts watches of the title in the order given, so later episodes get later `seq`s and list
 * first, inside a transaction already open (an import writes many titles' in one).
 */
export async function insertWatches(
  sql: Sql,
  owner: string,
  title: TitleFacts,
  rows: { key: string; watchedOn: string; episode: EpisodeFacts | null }[],
) {
  const createdAt = new Date().toISOString();
  const genres = JSON.stringify(title.genreIds);
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = rows.slice(start, start + INSERT_CHUNK);
    await sql.run(
      `INSERT INTO watch_history (${STORED}, owner, dedupe_key, genre_ids) VALUES ${chunk
        .map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
        .join(', ')} ON CONFLICT (owner, dedupe_key) DO NOTHING`,
      chunk.flatMap(({ key, watchedOn, episode }) => [
        randomUUID(),
        episode ? 'episode' : 'movie',
        title.mediaId,
        episode?.seasonNumber ?? null,
        episode?.episodeNumber ?? null,
        title.title,
        episode?.name ?? null,
        episode ? episode.airDate : title.releaseDate,
        title.posterPath,
        episode ? episode.runtime : title.runtime,
        watchedOn,
        createdAt,
        owner,
        key,
        genres,
      ]),
    );
  }
}
