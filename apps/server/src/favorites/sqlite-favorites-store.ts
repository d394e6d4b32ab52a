/** Favourites in a SQLite file (WAL, so readers never wait for a writer). */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { MAX_FAVORITES_PER_OWNER, type NewFavorite } from './favorite.ts';
import {
  FavoritesLimitError,
  toFavorite,
  type AddResult,
  type FavoriteRow,
  type FavoritesStore,
  type ImportResult,
} from './favorites-store.ts';
import { checkImportFits, favoriteKey, planImport } from './import-plan.ts';
import { applySqliteMigrations } from './apply-migrations.ts';
import { inTurn } from './sqlite-turns.ts';

const COLUMNS = 'id, media_id, media_type, media_image_url, media_title, created_at';

export class SqliteFavoritesStore implements FavoritesStore {
  readonly kind = 'sqlite';
  readonly #db: DatabaseSync;
  readonly #file: string;

  constructor(file: string) {
    mkdirSync(path.dirname(file), { recursive: true });
    this.#file = file;
    this.#db = new DatabaseSync(file);
    this.#db.exec(
      'PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;',
    );
    applySqliteMigrations(this.#db);
  }

  async list(owner: string) {
    const rows = this.#db
      .prepare(
        `SELECT ${COLUMNS} FROM favorites WHERE owner = ? ORDER BY created_at DESC, rowid DESC`,
      )
      .all(owner) as unknown as FavoriteRow[];
    return rows.map(toFavorite);
  }

  /** One write transaction: the count it checks is the count it inserts against. */
  async add(owner: string, favorite: NewFavorite): Promise<AddResult> {
    return this.#writeTransaction(() => this.#addWithin(owner, favorite));
  }

  /**
   * One write transaction, like `add`. Every new row gets the same time and they are inserted
   * last item first, so the list (newest first, then latest row) shows them in the order sent.
   */
  async importMany(owner: string, items: NewFavorite[]): Promise<ImportResult> {
    return this.#writeTransaction(() => {
      const saved = this.#db
        .prepare('SELECT media_type, media_id FROM favorites WHERE owner = ?')
        .all(owner) as unknown as Pick<FavoriteRow, 'media_type' | 'media_id'>[];
      const { fresh, skipped } = planImport(
        new Set(
          saved.map((row) => favoriteKey({ mediaType: row.media_type, mediaId: row.media_id })),
        ),
        items,
      );
      checkImportFits(saved.length, fresh.length);
      const createdAt = new Date().toISOString();
      const insert = this.#db.prepare(
        `INSERT INTO favorites (id, owner, media_type, media_id, media_title, media_image_url, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      );
      const added = fresh.map((item) => ({ ...item, id: randomUUID(), createdAt }));
      for (const favorite of added.toReversed()) {
        insert.run(
          favorite.id,
          owner,
          favorite.mediaType,
          favorite.mediaId,
          favorite.mediaTitle,
          favorite.mediaImageUrl,
          createdAt,
        );
      }
      return { added, skipped };
    });
  }

  /**
   * Runs `work` in a transaction that holds the database's write lock from its start, in turn
   * with the other writers of the file in this process (sqlite-turns.ts).
   */
  #writeTransaction<T>(work: () => T): Promise<T> {
    return inTurn(this.#file, () => {
      this.#db.exec('BEGIN IMMEDIATE');
      try {
        const result = work();
        this.#db.exec('COMMIT');
        return result;
      } catch (error) {
        this.#db.exec('ROLLBACK');
        throw error;
      }
    });
  }

  #addWithin(owner: string, favorite: NewFavorite): AddResult {
    const find = () =>
      this.#db
        .prepare(
          `SELECT ${COLUMNS} FROM favorites WHERE owner = ? AND media_type = ? AND media_id = ?`,
        )
        .get(owner, favorite.mediaType, favorite.mediaId) as FavoriteRow | undefined;
    const existing = find();
    if (existing) return { favorite: toFavorite(existing), created: false };
    const { n } = this.#db
      .prepare('SELECT count(*) AS n FROM favorites WHERE owner = ?')
      .get(owner) as { n: number };
    if (Number(n) >= MAX_FAVORITES_PER_OWNER) throw new FavoritesLimitError();
    this.#db
      .prepare(
        `INSERT INTO favorites (id, owner, media_type, media_id, media_title, media_image_url, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        randomUUID(),
        owner,
        favorite.mediaType,
        favorite.mediaId,
        favorite.mediaTitle,
        favorite.mediaImageUrl,
        new Date().toISOString(),
      );
    return { favorite: toFavorite(find() as FavoriteRow), created: true };
  }

  async remove(owner: string, id: string) {
    const result = await inTurn(this.#file, () =>
      this.#db.prepare('DELETE FROM favorites WHERE owner = ? AND id = ?').run(owner, id),
    );
    return Number(result.changes) === 1;
  }

  async ping() {
    this.#db.prepare('SELECT 1').get();
  }

  async close() {
    this.#db.close();
  }
}
