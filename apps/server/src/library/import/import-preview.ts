/**
 * What importing a job would do, item by item, against the owner's library as it is now: new,
 * already there (or repeated in the file), a conflicting rating, unmatched, or skipped. The
 * preview's counts and its conflicting rows come from this plan, and the import writes exactly
 * its `new` items (and the conflicts decided for the file's rating).
 */
import { favoriteKey } from '../../favorites/import-plan.ts';
import type { Sql } from '../library-database.ts';
import { episodeKey, movieKey } from '../history-store.ts';
import { nameKey } from '../lists-store.ts';
import { ratingKey } from '../ratings-store.ts';
import type { ImportItem, ImportKind, KeptFavorite } from './import-items.ts';
import {
  IMPORT_KINDS,
  IMPORT_OUTCOMES,
  type ImportOutcome,
  type ImportSummary,
} from './import-job-models.ts';
import type { RowTarget, StoredRow } from './import-jobs-store.ts';

export interface PlannedRow {
  row: StoredRow;
  outcome: ImportOutcome;
  /** The title written, for `new` and `conflicting` rows. */
  target: RowTarget | null;
  /** The identity the row is written under (a history, rating, watchlist… key). */
  key: string | null;
  /** A conflicting rating: the owner's now and the file's, in half-stars, and which is kept. */
  conflict: { mine: number; file: number; keep: 'mine' | 'file' } | null;
}

export interface ImportPlan {
  rows: PlannedRow[];
  /** The kept favourites the owner does not have yet, which the import writes as they are. */
  keptFavorites: KeptFavorite[];
  summary: ImportSummary;
}

/** What the owner's library holds, as the keys the plan compares against. */
interface Held {
  watches: Set<string>;
  ratings: Map<string, number>;
  watchlist: Set<string>;
  favorites: Set<string>;
  /** `<list name key>|<type>:<id>` for every item of the owner's lists. */
  listItems: Set<string>;
}

const titleKey = (target: RowTarget) => `${target.facts.mediaType}:${target.facts.mediaId}`;

/** The row's title: as matched, or as chosen; null when it has none (yet). */
function targetOf(row: StoredRow): RowTarget | null {
  if (row.choice === 'skip') return null;
  if (row.choice === 'title' || row.state === 'matched') return row.target;
  return null;
}

/** The day a watch without a date is logged on: the day the job was made. */
function watchKey(item: ImportItem & { kind: 'watched' }, target: RowTarget, day: string) {
  if (target.episode)
    return episodeKey(
      target.facts.mediaId,
      target.episode.seasonNumber,
      target.episode.episodeNumber,
    );
  return target.facts.mediaType === 'movie'
    ? movieKey(target.facts.mediaId, item.watchedOn ?? day)
    : // A show as a whole cannot be logged watched: only its episodes can.
      null;
}

function keyOf(item: ImportItem, target: RowTarget, day: string): string | null {
  switch (item.kind) {
    case 'watched':
      return watchKey(item, target, day);
    case 'rating':
      return ratingKey(target.facts.mediaType, target.facts.mediaId, target.episode ?? undefined);
    case 'watchlist':
    case 'favorite':
      return titleKey(target);
    case 'list-item':
      return `${nameKey(item.list.name)}|${titleKey(target)}`;
  }
}

async function held(sql: Sql, owner: string): Promise<Held> {
  // One after another: inside a transaction they share one PostgreSQL connection.
  const watches = await sql.all<{ dedupe_key: string }>(
    'SELECT dedupe_key FROM watch_history WHERE owner = ?',
    [owner],
  );
  const ratings = await sql.all<{ media_key: string; half_stars: number }>(
    'SELECT media_key, half_stars FROM ratings WHERE owner = ?',
    [owner],
  );
  const watchlist = await sql.all<{ media_type: string; media_id: number }>(
    'SELECT media_type, media_id FROM watchlist WHERE owner = ?',
    [owner],
  );
  const favorites = await sql.all<{ media_type: string; media_id: string }>(
    'SELECT media_type, media_id FROM favorites WHERE owner = ?',
    [owner],
  );
  const listItems = await sql.all<{ name_key: string; media_type: string; media_id: number }>(
    `SELECT lists.name_key, list_items.media_type, list_items.media_id FROM lists
     JOIN list_items ON list_items.list_id = lists.id WHERE lists.owner = ?`,
    [owner],
  );
  return {
    watches: new Set(watches.map((row) => row.dedupe_key)),
    ratings: new Map(ratings.map((row) => [row.media_key, Number(row.half_stars)])),
    watchlist: new Set(watchlist.map((row) => `${row.media_type}:${Number(row.media_id)}`)),
    favorites: new Set(
      favorites.map((row) => favoriteKey({ mediaType: row.media_type, mediaId: row.media_id })),
    ),
    listItems: new Set(
      listItems.map((row) => `${row.name_key}|${row.media_type}:${Number(row.media_id)}`),
    ),
  };
}

const emptySummary = (): ImportSummary =>
  Object.fromEntries(
    IMPORT_KINDS.map((kind) => [
      kind,
      Object.fromEntries(IMPORT_OUTCOMES.map((outcome) => [outcome, 0])),
    ]),
  ) as ImportSummary;

/**
 * Plans the job's rows against the owner's library, read through `sql` (the import's
 * transaction, or the database for a preview). `conflicts` decides conflicting ratings not
 * decided one by one; `day` (YYYY-MM-DD) dates the watches the file gives no date. Kept
 * favourites (our own export's) count among the favourites.
 */
export async function planImport(
  sql: Sql,
  owner: string,
  rows: StoredRow[],
  options: { day: string; conflicts: 'mine' | 'file'; keptFavorites: KeptFavorite[] },
): Promise<ImportPlan> {
  const library = await held(sql, owner);
  const seen: Record<ImportKind, Set<string>> = {
    watched: new Set(),
    rating: new Set(),
    watchlist: new Set(),
    favorite: new Set(),
    'list-item': new Set(),
  };
  const isHeld: Record<ImportKind, (key: string) => boolean> = {
    watched: (key) => library.watches.has(key),
    rating: (key) => library.ratings.has(key),
    watchlist: (key) => library.watchlist.has(key),
    favorite: (key) => library.favorites.has(key),
    'list-item': (key) => library.listItems.has(key),
  };
  const summary = emptySummary();
  const planned = rows.map((row): PlannedRow => {
    const target = targetOf(row);
    const key = target && keyOf(row.item, target, options.day);
    let outcome: ImportOutcome;
    let conflict: PlannedRow['conflict'] = null;
    if (row.choice === 'skip') outcome = 'skipped';
    else if (!target) outcome = 'unmatched';
    else if (key === null) outcome = 'skipped';
    else if (seen[row.item.kind].has(key)) outcome = 'existing';
    else if (!isHeld[row.item.kind](key)) outcome = 'new';
    else if (row.item.kind === 'rating' && library.ratings.get(key) !== row.item.rating * 2) {
      outcome = 'conflicting';
      conflict = {
        mine: library.ratings.get(key) as number,
        file: row.item.rating * 2,
        keep: row.keep ?? options.conflicts,
      };
    } else outcome = 'existing';
    if (key !== null) seen[row.item.kind].add(key);
    summary[row.item.kind][outcome] += 1;
    return { row, outcome, target, key, conflict };
  });
  const keptFavorites = options.keptFavorites.filter((favorite) => {
    const key = favoriteKey({ mediaType: favorite.mediaType, mediaId: String(favorite.mediaId) });
    const fresh = !library.favorites.has(key) && !seen.favorite.has(key);
    seen.favorite.add(key);
    summary.favorite[fresh ? 'new' : 'existing'] += 1;
    return fresh;
  });
  return { rows: planned, keptFavorites, summary };
}
