/** The library's tables in PostgreSQL, shared by every replica, on a pool of its own. */
import pg from 'pg';
import { applyPostgresMigrations } from '../favorites/apply-migrations.ts';
import { describeTarget, isNotUpYet, isUnavailable } from '../favorites/postgres-availability.ts';
import type { ConnectOptions } from '../favorites/postgres-favorites-store.ts';
import { waitForDatabase } from '../favorites/wait-for-database.ts';
import {
  LibraryUnavailableError,
  type LibraryDatabase,
  type Sql,
  type SqlValue,
} from './library-database.ts';

/** Attempts per query: a restart drops every pooled connection, and the next one usually works. */
const ATTEMPTS = 3;
const RETRY_DELAY_MS = 200;
/** The first key of the per-owner locks (the second is the owner's hash); not the favourites'. */
const OWNER_LOCK = 4_151_904;

/** `?` placeholders, as both databases' statements are written, numbered for PostgreSQL. */
function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

function over(query: (text: string, values: SqlValue[]) => Promise<pg.QueryResult>): Sql {
  return {
    all: async <T>(sql: string, params: SqlValue[] = []) =>
      (await query(numbered(sql), params)).rows as T[],
    get: async <T>(sql: string, params: SqlValue[] = []) =>
      (await query(numbered(sql), params)).rows[0] as T | undefined,
    run: async (sql: string, params: SqlValue[] = []) =>
      (await query(numbered(sql), params)).rowCount ?? 0,
  };
}

const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * attempt));

export class PostgresLibraryDatabase implements LibraryDatabase {
  readonly kind = 'postgres';
  readonly #pool: pg.Pool;
  readonly #sql: Sql;

  private constructor(pool: pg.Pool) {
    this.#pool = pool;
    this.#sql = over((text, values) => this.#retried(() => this.#pool.query(text, values)));
  }

  static async connect(url: string, options: ConnectOptions): Promise<PostgresLibraryDatabase> {
    const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
    // An idle client losing its connection (e.g. the server restarting) must not crash the process.
    pool.on('error', () => undefined);
    try {
      await waitForDatabase(() => applyPostgresMigrations(pool), {
        timeoutMs: options.connectTimeoutMs,
        isTransient: isNotUpYet,
        target: describeTarget(url),
        onWait: options.onWait,
      });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return new PostgresLibraryDatabase(pool);
  }

  /** Retries while the database is briefly away, then answers 503. */
  async #retried<T>(step: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await step();
      } catch (error) {
        if (!isUnavailable(error)) throw error;
        if (attempt >= ATTEMPTS) throw new LibraryUnavailableError();
        await pause(attempt);
      }
    }
  }

  all<T>(sql: string, params?: SqlValue[]) {
    return this.#sql.all<T>(sql, params);
  }

  get<T>(sql: string, params?: SqlValue[]) {
    return this.#sql.get<T>(sql, params);
  }

  run(sql: string, params?: SqlValue[]) {
    return this.#sql.run(sql, params);
  }

  /** On one connection, holding the owner's advisory lock until COMMIT; retried whole. */
  async transaction<T>(owner: string, work: (sql: Sql) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      let client: pg.PoolClient | undefined;
      try {
        client = await this.#pool.connect();
        const connection = client;
        await connection.query('BEGIN');
        await connection.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
          OWNER_LOCK,
          owner,
        ]);
        const result = await work(over((text, values) => connection.query(text, values)));
        await connection.query('COMMIT');
        connection.release();
        return result;
      } catch (error) {
        await client?.query('ROLLBACK').catch(() => undefined);
        // A connection that failed mid-transaction is not handed out again.
        client?.release(isUnavailable(error) ? (error as Error) : undefined);
        if (!isUnavailable(error)) throw error;
        if (attempt >= ATTEMPTS) throw new LibraryUnavailableError();
        await pause(attempt);
      }
    }
  }

  async ping() {
    await this.#pool.query('SELECT 1');
  }

  async close() {
    await this.#pool.end();
  }
}
