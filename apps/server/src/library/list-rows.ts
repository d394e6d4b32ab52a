/** What the lists' two stores share: their rows as the API answers them, and the owner check. */
import { NotFoundError } from '../errors.ts';
import { isEntryId, type Sql } from './library-database.ts';
import type { List, ListItem } from './library-models.ts';

/** The same answer for a list that does not exist and for another user's. */
export class ListNotFoundError extends NotFoundError {
  constructor() {
    super('You have no list with that id.');
  }
}

export interface ListRow {
  id: string;
  name: string;
  description: string;
  is_public: number | boolean;
  item_count: number | string;
  created_at: string | Date;
  updated_at: string | Date;
}

export const LIST_COLUMNS = 'id, name, description, is_public, item_count, created_at, updated_at';

export const toList = (row: ListRow, posterPaths: string[]): List => ({
  id: String(row.id),
  name: row.name,
  description: row.description,
  public: Boolean(row.is_public),
  itemCount: Number(row.item_count),
  posterPaths,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

export interface ListItemRow {
  id: string;
  media_type: ListItem['mediaType'];
  media_id: number;
  position: number;
  title: string;
  release_date: string | null;
  poster_path: string | null;
  added_at: string | Date;
}

export const ITEM_COLUMNS =
  'id, media_type, media_id, position, title, release_date, poster_path, added_at';

export const toItem = (row: ListItemRow): ListItem => ({
  id: String(row.id),
  mediaType: row.media_type,
  mediaId: Number(row.media_id),
  position: Number(row.position),
  title: row.title,
  releaseDate: row.release_date,
  posterPath: row.poster_path,
  addedAt: new Date(row.added_at).toISOString(),
});

/** The owner's list `id`, or a ListNotFoundError (an id that is no UUID names no list). */
export async function ownedList(sql: Sql, owner: string, id: string): Promise<ListRow> {
  const row = isEntryId(id)
    ? await sql.get<ListRow>(`SELECT ${LIST_COLUMNS} FROM lists WHERE id = ? AND owner = ?`, [
        id,
        owner,
      ])
    : undefined;
  if (!row) throw new ListNotFoundError();
  return row;
}

/** A page of the list's items, in their order. */
export async function itemsPage(
  sql: Sql,
  listId: string,
  page: number,
  pageSize: number,
): Promise<ListItem[]> {
  const rows = await sql.all<ListItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM list_items WHERE list_id = ? ORDER BY position LIMIT ? OFFSET ?`,
    [listId, pageSize, (page - 1) * pageSize],
  );
  return rows.map(toItem);
}
