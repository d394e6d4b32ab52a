/**
 * The one thing the library's stores need from a database: parameterised SQL that both SQLite
 * and PostgreSQL accept (placeholders written `?`), and transactions that hold an owner's lock.
 * Two implementations, one per database; the stores above are written once against this.
 */
import { AppError } from '../errors.ts';

export type SqlValue = string | number | null;

export interface Sql {
  all<T>(sql: string, params?: SqlValue[]): Promise<T[]>;
  get<T>(sql: string, params?: SqlValue[]): Promise<T | undefined>;
  /** The number of rows the statement changed. */
  run(sql: string, params?: SqlValue[]): Promise<number>;
}

export interface LibraryDatabase extends Sql {
  readonly kind: 'sqlite' | 'postgres';
  /**
   * Runs `work` in one transaction that no other write of the same owner (on any replica)
   * interleaves with, so a cap counted inside it is the cap inserted against. `work` must only
   * touch the database: a slow call inside would hold the owner's writes back.
   */
  transaction<T>(owner: string, work: (sql: Sql) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** What PostgreSQL answers while it is away, after retrying. */
export class LibraryUnavailableError extends AppError {
  constructor() {
    super(
      503,
      'DATABASE_UNAVAILABLE',
      'Your watchlist, history, ratings and lists are unavailable right now. Please try again in a moment.',
      5,
    );
  }
}

/** Ids are UUIDs; anything else names no row (and would be a type error to PostgreSQL). */
export const isEntryId = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
