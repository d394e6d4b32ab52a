/**
 * The owner's lists themselves: made, renamed, described, made public or private, deleted (with
 * their items), and a public list as anyone may read it. Their items are ListItemsStore's.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '../errors.ts';
import { isEntryId, type LibraryDatabase, type Sql } from './library-database.ts';
import { paged, type List, type ListItem, type Page } from './library-models.ts';
import { itemsPage, LIST_COLUMNS, ownedList, toList, type ListRow } from './list-rows.ts';

export type ListSort = 'updated' | 'created' | 'name';

export interface NewList {
  name: string;
  description?: string;
  public?: boolean;
}

export type ListChanges = Partial<NewList>;

export interface Paging {
  page: number;
  pageSize: number;
}

export interface PublicList {
  id: string;
  name: string;
  description: string;
  itemCount: number;
  createdAt: string;
  updatedAt: string;
  items: Page<ListItem>;
}

export class ListsLimitError extends AppError {
  constructor(limit: number) {
    super(
      409,
      'LIMIT_REACHED',
      `You can keep up to ${limit.toLocaleString('en-US')} lists. Delete one to make another.`,
    );
  }
}

export class ListNameTakenError extends AppError {
  constructor(name: string) {
    super(409, 'NAME_TAKEN', `You already have a list named “${name}”. Choose another name.`);
  }
}

/** Each sort ends on the id, so a page boundary never falls between two equal rows. */
const ORDER: Record<ListSort, string> = {
  updated: 'updated_at DESC, id DESC',
  created: 'created_at DESC, id DESC',
  name: 'name_key, id',
};

/** How many posters a list's card shows. */
const PREVIEW_POSTERS = 4;

/** A name as names are compared: two that differ only in case or outer spaces are one. */
export const nameKey = (name: string) => name.trim().normalize('NFC').toLowerCase();

/** The posters of each list's first items, by list id. */
async function previewPosters(sql: Sql, listIds: string[]): Promise<Map<string, string[]>> {
  const posters = new Map(listIds.map((id) => [id, [] as string[]]));
  if (listIds.length === 0) return posters;
  const rows = await sql.all<{ list_id: string; poster_path: string }>(
    `SELECT list_id, poster_path FROM list_items
     WHERE list_id IN (${listIds.map(() => '?').join(', ')})
       AND position < ? AND poster_path IS NOT NULL
     ORDER BY list_id, position`,
    [...listIds, PREVIEW_POSTERS],
  );
  for (const row of rows) posters.get(String(row.list_id))?.push(row.poster_path);
  return posters;
}

async function withPosters(sql: Sql, row: ListRow): Promise<List> {
  const posters = await previewPosters(sql, [String(row.id)]);
  return toList(row, posters.get(String(row.id)) ?? []);
}

export class ListsStore {
  readonly #db: LibraryDatabase;
  readonly #limit: number;

  constructor(db: LibraryDatabase, limit: number) {
    this.#db = db;
    this.#limit = limit;
  }

  async list(owner: string, query: Paging & { sort: ListSort }): Promise<Page<List>> {
    const [rows, count] = await Promise.all([
      this.#db.all<ListRow>(
        `SELECT ${LIST_COLUMNS} FROM lists WHERE owner = ? ORDER BY ${ORDER[query.sort]} LIMIT ? OFFSET ?`,
        [owner, query.pageSize, (query.page - 1) * query.pageSize],
      ),
      this.#db.get<{ n: number | string }>('SELECT count(*) AS n FROM lists WHERE owner = ?', [
        owner,
      ]),
    ]);
    const posters = await previewPosters(
      this.#db,
      rows.map((row) => String(row.id)),
    );
    return paged(
      rows.map((row) => toList(row, posters.get(String(row.id)) ?? [])),
      Number(count?.n ?? 0),
      query.page,
      query.pageSize,
    );
  }

  /**
   * Makes a list, private unless asked otherwise. A name the owner already uses (in any case)
   * answers that list as it is, `created: false`: a create sent twice makes one list. Past the
   * cap, a new name is a ListsLimitError.
   */
  async create(owner: string, list: NewList): Promise<{ list: List; created: boolean }> {
    const name = list.name.trim();
    return this.#db.transaction(owner, async (sql) => {
      const existing = await sql.get<ListRow>(
        `SELECT ${LIST_COLUMNS} FROM lists WHERE owner = ? AND name_key = ?`,
        [owner, nameKey(name)],
      );
      if (existing) return { list: await withPosters(sql, existing), created: false };
      const count = await sql.get<{ n: number | string }>(
        'SELECT count(*) AS n FROM lists WHERE owner = ?',
        [owner],
      );
      if (Number(count?.n ?? 0) >= this.#limit) throw new ListsLimitError(this.#limit);
      const now = new Date().toISOString();
      const row = await sql.get<ListRow>(
        `INSERT INTO lists (id, owner, name, name_key, description, is_public, item_count, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?) RETURNING ${LIST_COLUMNS}`,
        [
          randomUUID(),
          owner,
          name,
          nameKey(name),
          list.description ?? '',
          list.public ? 1 : 0,
          now,
          now,
        ],
      );
      if (!row) throw new Error('the new list was not returned by its INSERT');
      return { list: toList(row, []), created: true };
    });
  }

  /** The owner's list, or a ListNotFoundError. */
  async get(owner: string, id: string): Promise<List> {
    return withPosters(this.#db, await ownedList(this.#db, owner, id));
  }

  /** The owner's list and a page of its items, in order. */
  async details(owner: string, id: string, paging: Paging) {
    const row = await ownedList(this.#db, owner, id);
    const [list, items] = await Promise.all([
      withPosters(this.#db, row),
      itemsPage(this.#db, String(row.id), paging.page, paging.pageSize),
    ]);
    return { list, items: paged(items, list.itemCount, paging.page, paging.pageSize) };
  }

  /**
   * Changes what is given of the name, description and privacy. Changing nothing changes
   * nothing, `updatedAt` included; another of the owner's lists' name is a ListNameTakenError.
   */
  async update(owner: string, id: string, changes: ListChanges): Promise<List> {
    return this.#db.transaction(owner, async (sql) => {
      const row = await ownedList(sql, owner, id);
      const name = changes.name?.trim() ?? row.name;
      const description = changes.description ?? row.description;
      const isPublic = changes.public ?? Boolean(row.is_public);
      if (
        name === row.name &&
        description === row.description &&
        isPublic === Boolean(row.is_public)
      )
        return withPosters(sql, row);
      const taken = await sql.get(
        'SELECT 1 AS one FROM lists WHERE owner = ? AND name_key = ? AND id <> ?',
        [owner, nameKey(name), row.id],
      );
      if (taken) throw new ListNameTakenError(name);
      const updated = await sql.get<ListRow>(
        `UPDATE lists SET name = ?, name_key = ?, description = ?, is_public = ?, updated_at = ?
         WHERE id = ? RETURNING ${LIST_COLUMNS}`,
        [name, nameKey(name), description, isPublic ? 1 : 0, new Date().toISOString(), row.id],
      );
      if (!updated) throw new Error('the list vanished inside its transaction');
      return withPosters(sql, updated);
    });
  }

  /** Deletes the list and its items; false when the owner has no such list. */
  async delete(owner: string, id: string): Promise<boolean> {
    if (!isEntryId(id)) return false;
    const deleted = await this.#db.transaction(owner, (sql) =>
      // The items go with it: ON DELETE CASCADE.
      sql.run('DELETE FROM lists WHERE id = ? AND owner = ?', [id, owner]),
    );
    return deleted === 1;
  }

  /** A public list and a page of its items, for anyone; undefined when none has that id. */
  async publicList(id: string, paging: Paging): Promise<PublicList | undefined> {
    if (!isEntryId(id)) return undefined;
    const row = await this.#db.get<ListRow>(
      `SELECT ${LIST_COLUMNS} FROM lists WHERE id = ? AND is_public = ?`,
      [id, 1],
    );
    if (!row) return undefined;
    const list = toList(row, []);
    const items = await itemsPage(this.#db, list.id, paging.page, paging.pageSize);
    return {
      id: list.id,
      name: list.name,
      description: list.description,
      itemCount: list.itemCount,
      createdAt: list.createdAt,
      updatedAt: list.updatedAt,
      items: paged(items, list.itemCount, paging.page, paging.pageSize),
    };
  }
}
