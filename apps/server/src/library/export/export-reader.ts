/**
 * Reads everything an owner keeps into the export document, in one transaction, so an export
 * taken while the visitor edits in another tab is still one moment's state.
 */
import type { HistoryRow } from '../history-store.ts';
import type { LibraryDatabase, Sql } from '../library-database.ts';
import type { RatingRow as StoredRatingRow } from '../ratings-store.ts';
import type { ChosenProvider } from '../services-store.ts';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type ExportDocument,
  type ExportedFavorite,
  type ExportedList,
  type ExportedRating,
  type ExportedWatch,
  type ExportedWatchlistItem,
} from './export-document.ts';

type Timestamp = string | Date;
const iso = (value: Timestamp) => new Date(value).toISOString();
const integerOrNull = (value: number | string | null) => (value === null ? null : Number(value));

interface FavoriteRow {
  media_type: ExportedFavorite['mediaType'];
  media_id: string;
  media_title: string;
  media_image_url: string;
  created_at: Timestamp;
}

interface WatchlistRow {
  media_type: ExportedWatchlistItem['mediaType'];
  media_id: number;
  title: string;
  release_date: string | null;
  poster_path: string | null;
  vote_average: number;
  added_at: Timestamp;
}

/** A history row as the store reads it, with the genres the export carries too. */
type WatchRow = Omit<HistoryRow, 'id'> & { genre_ids: string | null };

type RatingRow = Omit<StoredRatingRow, 'id'>;

interface ListRow {
  id: string;
  name: string;
  description: string;
  is_public: number | boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface ListItemRow {
  list_id: string;
  media_type: 'movie' | 'tv';
  media_id: number;
  title: string;
  release_date: string | null;
  poster_path: string | null;
  added_at: Timestamp;
}

async function favorites(sql: Sql, owner: string): Promise<ExportedFavorite[]> {
  const rows = await sql.all<FavoriteRow>(
    `SELECT media_type, media_id, media_title, media_image_url, created_at FROM favorites
     WHERE owner = ? ORDER BY created_at, id`,
    [owner],
  );
  return rows.map((row) => ({
    mediaType: row.media_type,
    mediaId: Number(row.media_id),
    title: row.media_title,
    imageUrl: row.media_image_url,
    addedAt: iso(row.created_at),
  }));
}

async function watchlist(sql: Sql, owner: string): Promise<ExportedWatchlistItem[]> {
  const rows = await sql.all<WatchlistRow>(
    `SELECT media_type, media_id, title, release_date, poster_path, vote_average, added_at
     FROM watchlist WHERE owner = ? ORDER BY added_at, id`,
    [owner],
  );
  return rows.map((row) => ({
    mediaType: row.media_type,
    mediaId: Number(row.media_id),
    title: row.title,
    releaseDate: row.release_date,
    posterPath: row.poster_path,
    voteAverage: Number(row.vote_average),
    addedAt: iso(row.added_at),
  }));
}

/** Earliest first; a movie seen on an earlier entry is a rewatch, as the history says. */
async function history(sql: Sql, owner: string): Promise<ExportedWatch[]> {
  const rows = await sql.all<WatchRow>(
    `SELECT media_type, media_id, season_number, episode_number, title, episode_name,
            release_date, poster_path, runtime, genre_ids, watched_on, created_at
     FROM watch_history WHERE owner = ? ORDER BY watched_on, seq`,
    [owner],
  );
  const seen = new Set<number>();
  return rows.map((row) => {
    const mediaId = Number(row.media_id);
    const rewatch = row.media_type === 'movie' && seen.has(mediaId);
    if (row.media_type === 'movie') seen.add(mediaId);
    return {
      mediaType: row.media_type,
      mediaId,
      seasonNumber: integerOrNull(row.season_number),
      episodeNumber: integerOrNull(row.episode_number),
      title: row.title,
      episodeName: row.episode_name,
      releaseDate: row.release_date,
      posterPath: row.poster_path,
      runtime: integerOrNull(row.runtime),
      genreIds: row.genre_ids === null ? null : (JSON.parse(row.genre_ids) as number[]),
      watchedOn: row.watched_on,
      rewatch,
      createdAt: iso(row.created_at),
    };
  });
}

async function ratings(sql: Sql, owner: string): Promise<ExportedRating[]> {
  const rows = await sql.all<RatingRow>(
    `SELECT media_type, media_id, season_number, episode_number, title, episode_name,
            release_date, poster_path, half_stars, rated_at
     FROM ratings WHERE owner = ? ORDER BY rated_at, id`,
    [owner],
  );
  return rows.map((row) => ({
    mediaType: row.media_type,
    mediaId: Number(row.media_id),
    seasonNumber: integerOrNull(row.season_number),
    episodeNumber: integerOrNull(row.episode_number),
    title: row.title,
    episodeName: row.episode_name,
    releaseDate: row.release_date,
    posterPath: row.poster_path,
    rating: Number(row.half_stars) / 2,
    ratedAt: iso(row.rated_at),
  }));
}

async function lists(sql: Sql, owner: string): Promise<ExportedList[]> {
  const listRows = await sql.all<ListRow>(
    `SELECT id, name, description, is_public, created_at, updated_at FROM lists
     WHERE owner = ? ORDER BY created_at, id`,
    [owner],
  );
  const itemRows = await sql.all<ListItemRow>(
    `SELECT i.list_id, i.media_type, i.media_id, i.title, i.release_date, i.poster_path,
            i.added_at
     FROM list_items i JOIN lists l ON l.id = i.list_id
     WHERE l.owner = ? ORDER BY i.list_id, i.position`,
    [owner],
  );
  const itemsOf = new Map<string, ExportedList['items']>();
  for (const row of itemRows) {
    const key = String(row.list_id);
    const items = itemsOf.get(key) ?? [];
    items.push({
      mediaType: row.media_type,
      mediaId: Number(row.media_id),
      title: row.title,
      releaseDate: row.release_date,
      posterPath: row.poster_path,
      addedAt: iso(row.added_at),
    });
    itemsOf.set(key, items);
  }
  return listRows.map((row) => ({
    name: row.name,
    description: row.description,
    public: Boolean(row.is_public),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    items: itemsOf.get(String(row.id)) ?? [],
  }));
}

async function services(sql: Sql, owner: string): Promise<ExportDocument['services']> {
  const row = await sql.get<{ region: string; providers: string }>(
    'SELECT region, providers FROM streaming_services WHERE owner = ?',
    [owner],
  );
  return row
    ? { region: row.region, providers: JSON.parse(row.providers) as ChosenProvider[] }
    : null;
}

export function readExport(
  db: LibraryDatabase,
  owner: string,
  now = new Date(),
): Promise<ExportDocument> {
  return db.transaction(owner, async (sql) => ({
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    favorites: await favorites(sql, owner),
    watchlist: await watchlist(sql, owner),
    history: await history(sql, owner),
    ratings: await ratings(sql, owner),
    lists: await lists(sql, owner),
    services: await services(sql, owner),
  }));
}
