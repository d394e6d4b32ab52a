/**
 * The import itself: every new item of a ready job (and the conflicts decided for the file's
 * rating) written in ONE transaction of the library's database, favourites included, so the
 * library gets all of it or none. Each cap is checked against the owner's rows inside that
 * transaction: an import that would pass one writes nothing and answers 409.
 */
import { randomUUID } from 'node:crypto';
import { MAX_FAVORITES_PER_OWNER } from '../../favorites/favorite.ts';
import { FAVORITES_OWNER_LOCK } from '../../favorites/postgres-favorites-store.ts';
import { AppError } from '../../errors.ts';
import { insertWatches } from '../history-store.ts';
import type { LibraryDatabase, Sql, SqlValue } from '../library-database.ts';
import type { LibraryLimits } from '../library-models.ts';
import { nameKey } from '../lists-store.ts';
import type { ChosenProvider } from '../services-store.ts';
import type { ImportItem, KeptFavorite } from './import-items.ts';
import type { ImportSummary } from './import-job-models.ts';
import type { ImportJobsStore, RowTarget } from './import-jobs-store.ts';
import { planImport, type PlannedRow } from './import-preview.ts';

/** Rows per INSERT: under SQLite's and PostgreSQL's bind limits for the widest row. */
const INSERT_CHUNK = 400;

export class ImportOverLimitError extends AppError {
  constructor(what: string, limit: number, adding: number, held: number) {
    super(
      409,
      'LIMIT_REACHED',
      `This import would add ${adding.toLocaleString('en-US')} to the ${held.toLocaleString('en-US')} ` +
        `${what} you keep, past the limit of ${limit.toLocaleString('en-US')}. Nothing was ` +
        'imported: remove some first, or skip some of the import.',
    );
  }
}

export class ImportNotReadyError extends AppError {
  constructor(status: string) {
    super(
      409,
      'IMPORT_NOT_READY',
      status === 'matching'
        ? 'This import is still looking up its titles. Import it once it is ready.'
        : 'This import failed and cannot be imported. Please start it again.',
    );
  }
}

export interface ApplyRequest {
  owner: string;
  jobId: string;
  /** YYYY-MM-DD: the day a watch the file gives no date is logged on. */
  day: string;
  /** For conflicting ratings not decided one by one. */
  conflicts: 'mine' | 'file';
  /** The file's services as the catalogue names them, or null. */
  services: { region: string; providers: ChosenProvider[] } | null;
  /** Favourites written as the file keeps them (our own export's). */
  keptFavorites: KeptFavorite[];
  /**
   * The catalogue's image prefix: a favourite keeps its picture's whole address, as the heart
   * on a page saves it, where the library's rows keep the path.
   */
  imageBaseUrl: string;
}

export type ApplyResult = { imported: true; summary: ImportSummary } | { imported: false };

type Planned<K extends ImportItem['kind']> = PlannedRow & {
  row: { item: ImportItem & { kind: K } };
  target: RowTarget;
};

const newOf = <K extends ImportItem['kind']>(rows: PlannedRow[], kind: K) =>
  rows.filter(
    (planned): planned is Planned<K> =>
      planned.outcome === 'new' && planned.row.item.kind === kind && planned.target !== null,
  );

async function count(sql: Sql, query: string, params: SqlValue[]) {
  const row = await sql.get<{ n: number | string }>(query, params);
  return Number(row?.n ?? 0);
}

/** Inserts the rows `values` gives, `columns` wide, a chunk per statement. */
async function insertMany<T>(
  sql: Sql,
  table: string,
  columns: string[],
  rows: T[],
  values: (row: T) => SqlValue[],
) {
  const placeholders = `(${columns.map(() => '?').join(', ')})`;
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = rows.slice(start, start + INSERT_CHUNK);
    await sql.run(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${chunk.map(() => placeholders).join(', ')}`,
      chunk.flatMap(values),
    );
  }
}

async function checkCap(
  sql: Sql,
  what: string,
  limit: number,
  adding: number,
  query: string,
  params: SqlValue[],
) {
  if (adding === 0) return;
  const held = await count(sql, query, params);
  if (held + adding > limit) throw new ImportOverLimitError(what, limit, adding, held);
}

async function writeWatches(sql: Sql, owner: string, rows: Planned<'watched'>[], day: string) {
  // One INSERT per title, its watches in file order.
  const byTitle = new Map<string, Planned<'watched'>[]>();
  for (const planned of rows) {
    const title = `${planned.target.facts.mediaType}:${planned.target.facts.mediaId}`;
    byTitle.set(title, [...(byTitle.get(title) ?? []), planned]);
  }
  for (const watches of byTitle.values())
    await insertWatches(
      sql,
      owner,
      (watches[0] as Planned<'watched'>).target.facts,
      watches.map((planned) => ({
        key: planned.key as string,
        watchedOn: planned.row.item.watchedOn ?? day,
        episode: planned.target.episode,
      })),
    );
}

async function writeWatchlist(sql: Sql, owner: string, rows: Planned<'watchlist'>[]) {
  const now = Date.now();
  await insertMany(
    sql,
    'watchlist',
    [
      'id',
      'owner',
      'media_type',
      'media_id',
      'title',
      'release_date',
      'poster_path',
      'vote_average',
      'added_at',
    ],
    rows,
    ({ target: { facts }, row: { item } }) => [
      randomUUID(),
      owner,
      facts.mediaType,
      facts.mediaId,
      facts.title,
      facts.releaseDate,
      facts.posterPath,
      facts.voteAverage,
      item.addedAt ?? new Date(now).toISOString(),
    ],
  );
}

async function writeFavorites(
  sql: Sql,
  owner: string,
  rows: Planned<'favorite'>[],
  imageBaseUrl: string,
) {
  // The first in the file lists first, newest first, as the favourites' own import does.
  const now = Date.now();
  await insertMany(
    sql,
    'favorites',
    ['id', 'owner', 'media_type', 'media_id', 'media_title', 'media_image_url', 'created_at'],
    rows.map((planned, index) => ({ planned, at: new Date(now - index).toISOString() })),
    ({ planned: { target }, at }) => [
      randomUUID(),
      owner,
      target.facts.mediaType,
      String(target.facts.mediaId),
      target.facts.title,
      target.facts.posterPath ? `${imageBaseUrl}${target.facts.posterPath}` : '',
      at,
    ],
  );
}

async function writeKeptFavorites(sql: Sql, owner: string, kept: KeptFavorite[]) {
  await insertMany(
    sql,
    'favorites',
    ['id', 'owner', 'media_type', 'media_id', 'media_title', 'media_image_url', 'created_at'],
    kept,
    (favorite) => [
      randomUUID(),
      owner,
      favorite.mediaType,
      String(favorite.mediaId),
      favorite.title,
      favorite.imageUrl,
      favorite.addedAt,
    ],
  );
}

async function writeRatings(sql: Sql, owner: string, plan: PlannedRow[]) {
  const fresh = newOf(plan, 'rating');
  const now = new Date().toISOString();
  await insertMany(
    sql,
    'ratings',
    [
      'id',
      'owner',
      'media_type',
      'media_id',
      'season_number',
      'episode_number',
      'title',
      'episode_name',
      'release_date',
      'poster_path',
      'half_stars',
      'media_key',
      'rated_at',
    ],
    fresh,
    ({ target: { facts, episode }, row: { item }, key }) => [
      randomUUID(),
      owner,
      episode ? 'episode' : facts.mediaType,
      facts.mediaId,
      episode?.seasonNumber ?? null,
      episode?.episodeNumber ?? null,
      facts.title,
      episode?.name ?? null,
      episode ? episode.airDate : facts.releaseDate,
      facts.posterPath,
      item.rating * 2,
      key,
      item.ratedAt ?? now,
    ],
  );
  for (const planned of plan)
    if (planned.conflict?.keep === 'file')
      await sql.run(
        'UPDATE ratings SET half_stars = ?, rated_at = ? WHERE owner = ? AND media_key = ?',
        [planned.conflict.file, now, owner, planned.key],
      );
}

async function writeLists(
  sql: Sql,
  owner: string,
  rows: Planned<'list-item'>[],
  limits: LibraryLimits,
) {
  const byList = new Map<string, Planned<'list-item'>[]>();
  for (const planned of rows) {
    const key = nameKey(planned.row.item.list.name);
    byList.set(key, [...(byList.get(key) ?? []), planned]);
  }
  const now = new Date().toISOString();
  const lists = await sql.all<{ id: string; name_key: string; item_count: number | string }>(
    'SELECT id, name_key, item_count FROM lists WHERE owner = ?',
    [owner],
  );
  const existing = new Map(lists.map((list) => [list.name_key, list]));
  const making = [...byList.keys()].filter((key) => !existing.has(key)).length;
  if (making > 0 && lists.length + making > limits.lists)
    throw new ImportOverLimitError('lists', limits.lists, making, lists.length);
  for (const [key, items] of byList) {
    const ordered = items.toSorted((a, b) => a.row.item.position - b.row.item.position);
    let list = existing.get(key);
    if (!list) {
      const { name, description } = (ordered[0] as Planned<'list-item'>).row.item.list;
      list = { id: randomUUID(), name_key: key, item_count: 0 };
      await sql.run(
        `INSERT INTO lists (id, owner, name, name_key, description, is_public, item_count, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?)`,
        [
          list.id,
          owner,
          name.trim().slice(0, 100),
          key,
          (description ?? '').slice(0, 1000),
          ordered[0]?.row.item.list.public ? 1 : 0,
          now,
          now,
        ],
      );
    }
    const held = Number(list.item_count);
    if (held + ordered.length > limits.listItems)
      throw new ImportOverLimitError(
        `titles in the list “${ordered[0]?.row.item.list.name}”`,
        limits.listItems,
        ordered.length,
        held,
      );
    const listId = list.id;
    await insertMany(
      sql,
      'list_items',
      [
        'id',
        'list_id',
        'media_type',
        'media_id',
        'position',
        'title',
        'release_date',
        'poster_path',
        'added_at',
      ],
      ordered.map((planned, index) => ({ facts: planned.target.facts, position: held + index })),
      ({ facts, position }) => [
        randomUUID(),
        listId,
        facts.mediaType,
        facts.mediaId,
        position,
        facts.title,
        facts.releaseDate,
        facts.posterPath,
        now,
      ],
    );
    await sql.run('UPDATE lists SET item_count = item_count + ?, updated_at = ? WHERE id = ?', [
      ordered.length,
      now,
      listId,
    ]);
  }
}

async function writeServices(
  sql: Sql,
  owner: string,
  services: { region: string; providers: ChosenProvider[] },
) {
  await sql.run(
    `INSERT INTO streaming_services (owner, region, providers, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (owner) DO UPDATE
       SET region = excluded.region, providers = excluded.providers,
           updated_at = excluded.updated_at`,
    [owner, services.region, JSON.stringify(services.providers), new Date().toISOString()],
  );
}

/**
 * Imports the owner's ready job: `{ imported: false }` when it was imported already (nothing is
 * written again). `services` are the file's services as the catalogue names them, or null.
 */
export async function applyImport(
  db: LibraryDatabase,
  jobs: ImportJobsStore,
  limits: LibraryLimits,
  request: ApplyRequest,
): Promise<ApplyResult> {
  const { owner, jobId, day } = request;
  return db.transaction(owner, async (sql) => {
    if (db.kind === 'postgres')
      await sql.get('SELECT pg_advisory_xact_lock(?, hashtext(?)) AS locked', [
        FAVORITES_OWNER_LOCK,
        owner,
      ]);
    const status = await jobs.statusIn(sql, owner, jobId);
    if (status === 'done') return { imported: false };
    if (status !== 'ready') throw new ImportNotReadyError(status ?? 'failed');
    const plan = await planImport(sql, owner, await jobs.rows(sql, jobId), {
      day,
      conflicts: request.conflicts,
      keptFavorites: request.keptFavorites,
    });
    const watched = newOf(plan.rows, 'watched');
    const watchlist = newOf(plan.rows, 'watchlist');
    const favorites = newOf(plan.rows, 'favorite');
    await checkCap(
      sql,
      'history entries',
      limits.history,
      watched.length,
      'SELECT count(*) AS n FROM watch_history WHERE owner = ?',
      [owner],
    );
    await checkCap(
      sql,
      'titles on your watchlist',
      limits.watchlist,
      watchlist.length,
      'SELECT count(*) AS n FROM watchlist WHERE owner = ?',
      [owner],
    );
    await checkCap(
      sql,
      'favorites',
      MAX_FAVORITES_PER_OWNER,
      favorites.length + plan.keptFavorites.length,
      'SELECT count(*) AS n FROM favorites WHERE owner = ?',
      [owner],
    );
    await checkCap(
      sql,
      'ratings',
      limits.ratings,
      newOf(plan.rows, 'rating').length,
      'SELECT count(*) AS n FROM ratings WHERE owner = ?',
      [owner],
    );
    await writeWatches(sql, owner, watched, day);
    await writeWatchlist(sql, owner, watchlist);
    await writeFavorites(sql, owner, favorites, request.imageBaseUrl);
    await writeKeptFavorites(sql, owner, plan.keptFavorites);
    await writeLists(sql, owner, newOf(plan.rows, 'list-item'), limits);
    await writeRatings(sql, owner, plan.rows);
    if (request.services) await writeServices(sql, owner, request.services);
    await jobs.markImported(sql, jobId, plan.summary);
    return { imported: true, summary: plan.summary };
  });
}
