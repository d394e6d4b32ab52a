/**
 * The titles in the owner's lists, each list in the owner's order: positions 0 to count - 1
 * without gaps, kept so by every write in the owner's transaction (a new title goes last, a
 * removed one closes its gap, a moved one shifts those between).
 */
import { randomUUID } from 'node:crypto';
import { AppError, BadRequestError, NotFoundError } from '../errors.ts';
import type { LibraryDatabase, Sql } from './library-database.ts';
import type { ListItem } from './library-models.ts';
import { ITEM_COLUMNS, ownedList, toItem, type ListItemRow } from './list-rows.ts';
import type { TitleFacts } from './title-facts.ts';

export class ListItemsLimitError extends AppError {
  constructor(limit: number) {
    super(
      409,
      'LIMIT_REACHED',
      `A list can hold up to ${limit.toLocaleString('en-US')} titles. Remove one to add another.`,
    );
  }
}

class NotOnListError extends NotFoundError {
  constructor() {
    super('That title is not on this list.');
  }
}

/** Records a change of the list's items: its count, and when it last changed. */
const touch = (sql: Sql, listId: string, countChange: number) =>
  sql.run('UPDATE lists SET item_count = item_count + ?, updated_at = ? WHERE id = ?', [
    countChange,
    new Date().toISOString(),
    listId,
  ]);

const findItem = (sql: Sql, listId: string, mediaType: ListItem['mediaType'], mediaId: number) =>
  sql.get<ListItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM list_items WHERE list_id = ? AND media_type = ? AND media_id = ?`,
    [listId, mediaType, mediaId],
  );

export class ListItemsStore {
  readonly #db: LibraryDatabase;
  readonly #limit: number;

  constructor(db: LibraryDatabase, limit: number) {
    this.#db = db;
    this.#limit = limit;
  }

  /**
   * Puts the title last on the owner's list, once however often and concurrently asked:
   * `created` is false when it was there already (and that item is answered). A full list
   * refuses a new title with a ListItemsLimitError; another's list is a ListNotFoundError.
   */
  async add(
    owner: string,
    listId: string,
    title: TitleFacts,
  ): Promise<{ item: ListItem; created: boolean }> {
    return this.#db.transaction(owner, async (sql) => {
      const list = await ownedList(sql, owner, listId);
      const existing = await findItem(sql, list.id, title.mediaType, title.mediaId);
      if (existing) return { item: toItem(existing), created: false };
      const count = Number(list.item_count);
      if (count >= this.#limit) throw new ListItemsLimitError(this.#limit);
      const row = await sql.get<ListItemRow>(
        `INSERT INTO list_items (${ITEM_COLUMNS}, list_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
         RETURNING ${ITEM_COLUMNS}`,
        [
          randomUUID(),
          title.mediaType,
          title.mediaId,
          count,
          title.title,
          title.releaseDate,
          title.posterPath,
          new Date().toISOString(),
          list.id,
        ],
      );
      if (!row) throw new Error('the new list item was not returned by its INSERT');
      await touch(sql, list.id, 1);
      return { item: toItem(row), created: true };
    });
  }

  /** Takes the title off the owner's list, closing its gap; a NotFoundError when it is not on. */
  async remove(
    owner: string,
    listId: string,
    mediaType: ListItem['mediaType'],
    mediaId: number,
  ): Promise<void> {
    await this.#db.transaction(owner, async (sql) => {
      const list = await ownedList(sql, owner, listId);
      const removed = await sql.get<{ position: number }>(
        `DELETE FROM list_items WHERE list_id = ? AND media_type = ? AND media_id = ?
         RETURNING position`,
        [list.id, mediaType, mediaId],
      );
      if (!removed) throw new NotOnListError();
      await sql.run(
        'UPDATE list_items SET position = position - 1 WHERE list_id = ? AND position > ?',
        [list.id, removed.position],
      );
      await touch(sql, list.id, -1);
    });
  }

  /**
   * Moves the title to `position` (0 is the first), shifting those between by one: the item is
   * answered where it now is. A position past the last item is a BadRequestError.
   */
  async move(
    owner: string,
    listId: string,
    mediaType: ListItem['mediaType'],
    mediaId: number,
    position: number,
  ): Promise<ListItem> {
    return this.#db.transaction(owner, async (sql) => {
      const list = await ownedList(sql, owner, listId);
      const item = await findItem(sql, list.id, mediaType, mediaId);
      if (!item) throw new NotOnListError();
      const count = Number(list.item_count);
      if (position >= count)
        throw new BadRequestError(
          `Invalid request: position ${position} is past the end of this list, which holds ` +
            (count === 1 ? '1 title, at position 0.' : `${count} titles, at 0 to ${count - 1}.`),
        );
      const from = Number(item.position);
      if (from === position) return toItem(item);
      if (from < position)
        await sql.run(
          'UPDATE list_items SET position = position - 1 WHERE list_id = ? AND position > ? AND position <= ?',
          [list.id, from, position],
        );
      else
        await sql.run(
          'UPDATE list_items SET position = position + 1 WHERE list_id = ? AND position >= ? AND position < ?',
          [list.id, position, from],
        );
      const moved = await sql.get<ListItemRow>(
        `UPDATE list_items SET position = ? WHERE id = ? RETURNING ${ITEM_COLUMNS}`,
        [position, item.id],
      );
      if (!moved) throw new Error('the list item vanished inside its transaction');
      await touch(sql, list.id, 0);
      return toItem(moved);
    });
  }

  /** The ids of the owner's lists that hold the title, most recently changed first. */
  async listsHolding(
    owner: string,
    mediaType: ListItem['mediaType'],
    mediaId: number,
  ): Promise<string[]> {
    const rows = await this.#db.all<{ id: string }>(
      `SELECT lists.id FROM lists
       JOIN list_items ON list_items.list_id = lists.id
       WHERE lists.owner = ? AND list_items.media_type = ? AND list_items.media_id = ?
       ORDER BY lists.updated_at DESC, lists.id DESC`,
      [owner, mediaType, mediaId],
    );
    return rows.map((row) => String(row.id));
  }
}
