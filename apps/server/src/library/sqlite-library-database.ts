/**
 * The library's tables in the SQLite file the favourites use (its own connection, WAL and
 * `synchronous = FULL` like theirs, so an acknowledged write survives a killed process).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { applySqliteMigrations } from '../favorites/apply-migrations.ts';
import { inTurn } from '../favorites/sqlite-turns.ts';
import type { LibraryDatabase, Sql, SqlValue } from './library-database.ts';

export class SqliteLibraryDatabase implements LibraryDatabase {
  readonly kind = 'sqlite';
  readonly #db: DatabaseSync;
  readonly #file: string;
  readonly #direct: Sql;

  constructor(file: string) {
    this.#file = file;
    if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
    this.#db = new DatabaseSync(file);
    this.#db.exec(
      'PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;',
    );
    applySqliteMigrations(this.#db);
    const db = this.#db;
    this.#direct = {
      all: async <T>(sql: string, params: SqlValue[] = []) =>
        db.prepare(sql).all(...params) as unknown as T[],
      get: async <T>(sql: string, params: SqlValue[] = []) =>
        db.prepare(sql).get(...params) as T | undefined,
      run: async (sql: string, params: SqlValue[] = []) =>
        Number(db.prepare(sql).run(...params).changes),
    };
  }

  /**
   * Every statement and transaction takes its turn, with the favourites' writes too: a
   * transaction's `work` is asynchronous, and another request's statement run between two of
   * its statements would land inside it (or, on the other connection, wait for its lock).
   */
  #inTurn<T>(step: () => Promise<T>): Promise<T> {
    return inTurn(this.#file, step);
  }

  all<T>(sql: string, params?: SqlValue[]) {
    return this.#inTurn(() => this.#direct.all<T>(sql, params));
  }

  get<T>(sql: string, params?: SqlValue[]) {
    return this.#inTurn(() => this.#direct.get<T>(sql, params));
  }

  run(sql: string, params?: SqlValue[]) {
    return this.#inTurn(() => this.#direct.run(sql, params));
  }

  /** BEGIN IMMEDIATE takes the file's write lock at once: one writer at a time, any owner. */
  transaction<T>(_owner: string, work: (sql: Sql) => Promise<T>): Promise<T> {
    return this.#inTurn(async () => {
      this.#db.exec('BEGIN IMMEDIATE');
      try {
        const result = await work(this.#direct);
        this.#db.exec('COMMIT');
        return result;
      } catch (error) {
        this.#db.exec('ROLLBACK');
        throw error;
      }
    });
  }

  async ping() {
    await this.get('SELECT 1');
  }

  async close() {
    await this.#inTurn(async () => this.#db.close());
  }
}
