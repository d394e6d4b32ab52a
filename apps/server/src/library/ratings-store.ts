/**
 * The owner's own ratings, 0.5 to 5 stars in halves, kept as whole half-stars (1 to 10) so no
 * database rounds them: one per movie, show and episode.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '../errors.ts';
import type { LibraryDatabase, SqlValue } from './library-database.ts';
import { paged, type EpisodeRating, type Page, type Rating } from './library-models.ts';
import type { EpisodeFacts, TitleFacts } from './title-facts.ts';

export type RatingType = 'all' | 'movie' | 'tv' | 'episode';
export type RatingSort = 'rating' | 'date';

/** What is rated: a movie, a show, or one of a show's episodes. */
export interface RatingTarget {
  title: TitleFacts;
  episode?: EpisodeFacts;
}

export class RatingsLimitError extends AppError {
  constructor(limit: number) {
    super(
      409,
      'LIMIT_REACHED',
      `You can keep up to ${limit.toLocaleString('en-US')} ratings. Remove one to rate another.`,
    );
  }
}

export interface RatingRow {
  id: string;
  media_type: Rating['mediaType'];
  media_id: number;
  season_number: number | null;
  episode_number: number | null;
  title: string;
  episode_name: string | null;
  release_date: string | null;
  poster_path: string | null;
  half_stars: number;
  rated_at: string | Date;
}

const COLUMNS =
  'id, media_type, media_id, season_number, episode_number, title, episode_name, release_date, ' +
  'poster_path, half_stars, rated_at';

const ORDER: Record<RatingSort, string> = {
  rating: 'half_stars DESC, rated_at DESC, id DESC',
  date: 'rated_at DESC, id DESC',
};

const toRating = (row: RatingRow): Rating => ({
  id: String(row.id),
  mediaType: row.media_type,
  mediaId: Number(row.media_id),
  seasonNumber: row.season_number === null ? null : Number(row.season_number),
  episodeNumber: row.episode_number === null ? null : Number(row.episode_number),
  title: row.title,
  episodeName: row.episode_name,
  releaseDate: row.release_date,
  posterPath: row.poster_path,
  rating: Number(row.half_stars) / 2,
  ratedAt: new Date(row.rated_at).toISOString(),
});

/** One rating per owner and key: `movie:603`, `tv:1399`, `episode:1399:1:2`. */
export function ratingKey(
  mediaType: 'movie' | 'tv',
  mediaId: number,
  episode?: { seasonNumber: number; episodeNumber: number },
): string {
  return episode
    ? `episode:${mediaId}:${episode.seasonNumber}:${episode.episodeNumber}`
    : `${mediaType}:${mediaId}`;
}

export class RatingsStore {
  readonly #db: LibraryDatabase;
  readonly #limit: number;

  constructor(db: LibraryDatabase, limit: number) {
    this.#db = db;
    this.#limit = limit;
  }

  async list(
    owner: string,
    query: { type: RatingType; sort: RatingSort; page: number; pageSize: number },
  ): Promise<Page<Rating>> {
    const where = query.type === 'all' ? 'owner = ?' : 'owner = ? AND media_type = ?';
    const params: SqlValue[] = query.type === 'all' ? [owner] : [owner, query.type];
    const [rows, count] = await Promise.all([
      this.#db.all<RatingRow>(
        `SELECT ${COLUMNS} FROM ratings WHERE ${where} ORDER BY ${ORDER[query.sort]} LIMIT ? OFFSET ?`,
        [...params, query.pageSize, (query.page - 1) * query.pageSize],
      ),
      this.#db.get<{ n: number | string }>(
        `SELECT count(*) AS n FROM ratings WHERE ${where}`,
        params,
      ),
    ]);
    return paged(rows.map(toRating), Number(count?.n ?? 0), query.page, query.pageSize);
  }

  /**
   * Sets the owner's rating of the target: `created` when it had none. The same rating again
   * changes nothing (not even when it was set); a new one past the cap is a RatingsLimitError.
   */
  async put(
    owner: string,
    { title, episode }: RatingTarget,
    halfStars: number,
  ): Promise<{ rating: Rating; created: boolean }> {
    const key = ratingKey(title.mediaType, title.mediaId, episode);
    return this.#db.transaction(owner, async (sql) => {
      const find = async () => {
        const row = await sql.get<RatingRow>(
          `SELECT ${COLUMNS} FROM ratings WHERE owner = ? AND media_key = ?`,
          [owner, key],
        );
        return row ? toRating(row) : undefined;
      };
      const existing = await find();
      if (existing) {
        if (existing.rating * 2 !== halfStars)
          await sql.run(
            'UPDATE ratings SET half_stars = ?, rated_at = ? WHERE owner = ? AND media_key = ?',
            [halfStars, new Date().toISOString(), owner, key],
          );
        return { rating: (await find()) as Rating, created: false };
      }
      const count = await sql.get<{ n: number | string }>(
        'SELECT count(*) AS n FROM ratings WHERE owner = ?',
        [owner],
      );
      if (Number(count?.n ?? 0) >= this.#limit) throw new RatingsLimitError(this.#limit);
      await sql.run(
        `INSERT INTO ratings (${COLUMNS}, owner, media_key)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (owner, media_key) DO NOTHING`,
        [
          randomUUID(),
          episode ? 'episode' : title.mediaType,
          title.mediaId,
          episode?.seasonNumber ?? null,
          episode?.episodeNumber ?? null,
          title.title,
          episode?.name ?? null,
          episode ? episode.airDate : title.releaseDate,
          title.posterPath,
          halfStars,
          new Date().toISOString(),
          owner,
          key,
        ],
      );
      return { rating: (await find()) as Rating, created: true };
    });
  }

  /** The owner's rating of what `key` names (see ratingKey), or null. */
  async ratingOf(owner: string, key: string): Promise<number | null> {
    const row = await this.#db.get<{ half_stars: number }>(
      'SELECT half_stars FROM ratings WHERE owner = ? AND media_key = ?',
      [owner, key],
    );
    return row ? Number(row.half_stars) / 2 : null;
  }

  /** The owner's ratings of the show's episodes, in episode order. */
  async episodeRatings(owner: string, showId: number): Promise<EpisodeRating[]> {
    const rows = await this.#db.all<{
      season_number: number;
      episode_number: number;
      half_stars: number;
    }>(
      `SELECT season_number, episode_number, half_stars FROM ratings
       WHERE owner = ? AND media_type = 'episode' AND media_id = ?
       ORDER BY season_number, episode_number`,
      [owner, showId],
    );
    return rows.map((row) => ({
      seasonNumber: Number(row.season_number),
      episodeNumber: Number(row.episode_number),
      rating: Number(row.half_stars) / 2,
    }));
  }

  /** False when the owner has not rated it. */
  async remove(owner: string, key: string): Promise<boolean> {
    const removed = await this.#db.transaction(owner, (sql) =>
      sql.run('DELETE FROM ratings WHERE owner = ? AND media_key = ?', [owner, key]),
    );
    return removed === 1;
  }
}
