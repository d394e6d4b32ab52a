/**
 * What the home's personal rows read of an owner's library: the shows they are watching, the
 * titles that can seed a recommendation, and every title they already know (watched, rated,
 * listed or favourited), each one query over the owner's indexes.
 */
import type { LibraryDatabase } from './library-database.ts';

/** A show the owner has watched episodes of, and which ones (specials included). */
export interface ShowWatched {
  showId: number;
  lastWatchedOn: string;
  episodes: { seasonNumber: number; episodeNumber: number }[];
}

export type SeedSource = 'rating' | 'favorite' | 'watched';

/** A title the owner liked, to seed a row of recommendations. */
export interface SeedCandidate {
  mediaType: 'movie' | 'tv';
  mediaId: number;
  source: SeedSource;
}

/** How many titles of each source are candidates: seeds are three, the rest are fallbacks. */
export const SEEDS_PER_SOURCE = 10;
/**
 * How many of the latest history entries the recently watched seeds are taken from: a binge of
 * more episodes than this of one show leaves that show the only one.
 */
export const RECENT_ENTRIES = 200;
/** A rating of at least this many stars says "liked"; lower ones seed nothing. */
export const LIKED_RATING = 3.5;

/** A title as the exclusions and seeds compare it: `movie:603`, `tv:1399`. */
export const titleKey = (mediaType: string, mediaId: number | string) =>
  `${mediaType}:${Number(mediaId)}`;

/** The distinct titles of the entries, newest first (a show for its episodes), at most a source's. */
function latestTitles(rows: { media_type: 'movie' | 'episode'; media_id: number }[]) {
  const seen = new Map<string, { media_type: 'movie' | 'tv'; media_id: number }>();
  for (const row of rows) {
    const mediaType = row.media_type === 'movie' ? 'movie' : 'tv';
    const key = titleKey(mediaType, row.media_id);
    if (!seen.has(key)) seen.set(key, { media_type: mediaType, media_id: Number(row.media_id) });
  }
  return [...seen.values()].slice(0, SEEDS_PER_SOURCE);
}

export class ForYouStore {
  readonly #db: LibraryDatabase;

  constructor(db: LibraryDatabase) {
    this.#db = db;
  }

  /** Shows with watched episodes, the most recently watched first. */
  async showsWatched(owner: string): Promise<ShowWatched[]> {
    const rows = await this.#db.all<{
      media_id: number;
      season_number: number;
      episode_number: number;
      watched_on: string;
      seq: number | string;
    }>(
      `SELECT media_id, season_number, episode_number, watched_on, seq FROM watch_history
       WHERE owner = ? AND media_type = 'episode'
       ORDER BY watched_on DESC, seq DESC`,
      [owner],
    );
    const shows = new Map<number, ShowWatched>();
    for (const row of rows) {
      const showId = Number(row.media_id);
      let show = shows.get(showId);
      if (!show) {
        show = { showId, lastWatchedOn: row.watched_on, episodes: [] };
        shows.set(showId, show);
      }
      show.episodes.push({
        seasonNumber: Number(row.season_number),
        episodeNumber: Number(row.episode_number),
      });
    }
    return [...shows.values()];
  }

  /**
   * Titles that can seed a row, by source: the best-rated (liked ones only), the latest
   * favourites and the most recently watched (a show by its episodes), each best first. A title
   * the owner rated below "liked" is no seed, whatever else they did with it.
   */
  async seedCandidates(owner: string): Promise<Record<SeedSource, SeedCandidate[]>> {
    const [rated, favorites, watched, disliked] = await Promise.all([
      this.#db.all<{ media_type: 'movie' | 'tv'; media_id: number }>(
        `SELECT media_type, media_id FROM ratings
         WHERE owner = ? AND media_type IN ('movie', 'tv') AND half_stars >= ?
         ORDER BY half_stars DESC, rated_at DESC LIMIT ?`,
        [owner, LIKED_RATING * 2, SEEDS_PER_SOURCE],
      ),
      this.#db.all<{ media_type: 'movie' | 'tv'; media_id: string }>(
        `SELECT media_type, media_id FROM favorites
         WHERE owner = ? AND media_type IN ('movie', 'tv')
         ORDER BY created_at DESC LIMIT ?`,
        [owner, SEEDS_PER_SOURCE],
      ),
      // The latest entries only, read in the owner index's order: grouping the whole history
      // by title would read every row of it.
      this.#db.all<{ media_type: 'movie' | 'episode'; media_id: number }>(
        `SELECT media_type, media_id FROM watch_history WHERE owner = ?
         ORDER BY watched_on DESC, seq DESC LIMIT ?`,
        [owner, RECENT_ENTRIES],
      ),
      this.#db.all<{ media_type: string; media_id: number }>(
        `SELECT media_type, media_id FROM ratings
         WHERE owner = ? AND media_type IN ('movie', 'tv') AND half_stars < ?`,
        [owner, LIKED_RATING * 2],
      ),
    ]);
    const notLiked = new Set(disliked.map((row) => titleKey(row.media_type, row.media_id)));
    const candidates = (
      rows: { media_type: string; media_id: number | string }[],
      source: SeedSource,
    ): SeedCandidate[] =>
      rows
        .map((row) => ({
          mediaType: row.media_type === 'movie' ? ('movie' as const) : ('tv' as const),
          mediaId: Number(row.media_id),
          source,
        }))
        .filter((seed) => !notLiked.has(titleKey(seed.mediaType, seed.mediaId)));
    return {
      rating: candidates(rated, 'rating'),
      favorite: candidates(favorites, 'favorite'),
      watched: candidates(latestTitles(watched), 'watched'),
    };
  }

  /**
   * Every movie and show the owner watched (a show by any episode), rated (a show by any
   * episode too), put on the watchlist or a list of theirs, or favourited: `movie:603`, `tv:1399`.
   */
  async knownTitles(owner: string): Promise<Set<string>> {
    const rows = await this.#db.all<{ media_type: string; media_id: number | string }>(
      // Favourites keep their ids as text: every id is read as text, for one column type.
      // The history's titles are found in its (owner, media_type, media_id) index, each once,
      // before the union compares them.
      `SELECT media_type, CAST(media_id AS TEXT) AS media_id FROM (
         SELECT DISTINCT media_type, media_id FROM watch_history WHERE owner = ?
       ) AS watched
       UNION SELECT media_type, CAST(media_id AS TEXT) FROM ratings WHERE owner = ?
       UNION SELECT media_type, CAST(media_id AS TEXT) FROM watchlist WHERE owner = ?
       UNION SELECT i.media_type, CAST(i.media_id AS TEXT) FROM list_items i
         JOIN lists l ON l.id = i.list_id WHERE l.owner = ?
       UNION SELECT media_type, media_id FROM favorites
         WHERE owner = ? AND media_type IN ('movie', 'tv')`,
      [owner, owner, owner, owner, owner],
    );
    // An episode (watched or rated) makes its show known.
    return new Set(
      rows.map((row) =>
        titleKey(row.media_type === 'episode' ? 'tv' : row.media_type, row.media_id),
      ),
    );
  }
}
