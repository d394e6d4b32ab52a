/**
 * What the calendar reads of an owner's library (the shows they follow, the films they mean to
 * watch, the episodes they have seen) and what it keeps of its own: the day of their last visit
 * and the hash of their feed's secret (migration 7).
 */
import type { LibraryDatabase } from './library-database.ts';

/** Enough for anyone's shows; past it the calendar reads the most recently followed. */
export const CALENDAR_SHOWS_LIMIT = 300;
export const CALENDAR_MOVIES_LIMIT = 1000;

export interface FollowedMovie {
  mediaId: number;
  title: string;
  posterPath: string | null;
}

export interface FeedOwner {
  owner: string;
  region: string;
}

export class CalendarStore {
  readonly #db: LibraryDatabase;

  constructor(db: LibraryDatabase) {
    this.#db = db;
  }

  /**
   * Shows with a watched episode, on the watchlist or among the favourites (which share the
   * database: the favourites keep their ids as text).
   */
  async followedShows(owner: string): Promise<number[]> {
    const rows = await this.#db.all<{ media_id: number; at: string | Date }>(
      `SELECT media_id, max(at) AS at FROM (
         SELECT media_id, created_at AS at FROM watch_history
           WHERE owner = ? AND media_type = 'episode'
         UNION ALL SELECT media_id, added_at FROM watchlist WHERE owner = ? AND media_type = 'tv'
         UNION ALL SELECT CAST(media_id AS INTEGER), created_at FROM favorites
           WHERE owner = ? AND media_type = 'tv'
       ) followed GROUP BY media_id ORDER BY max(at) DESC LIMIT ?`,
      [owner, owner, owner, CALENDAR_SHOWS_LIMIT],
    );
    return rows.map((row) => Number(row.media_id));
  }

  async watchlistedMovies(owner: string): Promise<FollowedMovie[]> {
    const rows = await this.#db.all<{
      media_id: number;
      title: string;
      poster_path: string | null;
    }>(
      `SELECT media_id, title, poster_path FROM watchlist
       WHERE owner = ? AND media_type = 'movie' ORDER BY added_at DESC LIMIT ?`,
      [owner, CALENDAR_MOVIES_LIMIT],
    );
    return rows.map((row) => ({
      mediaId: Number(row.media_id),
      title: row.title,
      posterPath: row.poster_path,
    }));
  }

  /** Every episode the owner has watched, as `show:season:episode`. */
  async watchedEpisodeKeys(owner: string): Promise<Set<string>> {
    const rows = await this.#db.all<{
      media_id: number;
      season_number: number;
      episode_number: number;
    }>(
      `SELECT DISTINCT media_id, season_number, episode_number FROM watch_history
       WHERE owner = ? AND media_type = 'episode'`,
      [owner],
    );
    return new Set(
      rows.map((row) => episodeKey(row.media_id, row.season_number, row.episode_number)),
    );
  }

  async lastVisit(owner: string): Promise<string | null> {
    const row = await this.#db.get<{ last_visit_on: string | null }>(
      'SELECT last_visit_on FROM calendar_state WHERE owner = ?',
      [owner],
    );
    return row?.last_visit_on ?? null;
  }

  async recordVisit(owner: string, day: string): Promise<void> {
    await this.#db.run(
      `INSERT INTO calendar_state (owner, last_visit_on) VALUES (?, ?)
       ON CONFLICT (owner) DO UPDATE SET last_visit_on = excluded.last_visit_on`,
      [owner, day],
    );
  }

  /** Keeps the new secret's hash in place of any old one, which then opens nothing. */
  async replaceFeed(owner: string, tokenHash: string, region: string): Promise<void> {
    await this.#db.run(
      `INSERT INTO calendar_state (owner, feed_token_hash, feed_region, feed_created_at)
       VALUES (?, ?, ?, ?)
       ON CONFLICT (owner) DO UPDATE SET feed_token_hash = excluded.feed_token_hash,
         feed_region = excluded.feed_region, feed_created_at = excluded.feed_created_at`,
      [owner, tokenHash, region, new Date().toISOString()],
    );
  }

  /** When the caller's current feed address was made, or null when they have none. */
  async feedCreatedAt(owner: string): Promise<string | null> {
    const row = await this.#db.get<{ feed_created_at: string | Date | null }>(
      'SELECT feed_created_at FROM calendar_state WHERE owner = ? AND feed_token_hash IS NOT NULL',
      [owner],
    );
    const created = row?.feed_created_at;
    if (created === undefined || created === null) return null;
    // PostgreSQL's TIMESTAMPTZ arrives as a Date; SQLite keeps the ISO text it was given.
    return typeof created === 'string' ? created : created.toISOString();
  }

  /** True when there was a feed to revoke. */
  async revokeFeed(owner: string): Promise<boolean> {
    const changed = await this.#db.run(
      `UPDATE calendar_state SET feed_token_hash = NULL, feed_region = NULL, feed_created_at = NULL
       WHERE owner = ? AND feed_token_hash IS NOT NULL`,
      [owner],
    );
    return changed > 0;
  }

  async feedOwner(tokenHash: string): Promise<FeedOwner | undefined> {
    const row = await this.#db.get<{ owner: string; feed_region: string }>(
      'SELECT owner, feed_region FROM calendar_state WHERE feed_token_hash = ?',
      [tokenHash],
    );
    return row && { owner: row.owner, region: row.feed_region };
  }
}

export const episodeKey = (showId: number, seasonNumber: number, episodeNumber: number) =>
  `${Number(showId)}:${Number(seasonNumber)}:${Number(episodeNumber)}`;
