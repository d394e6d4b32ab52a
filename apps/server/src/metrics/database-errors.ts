/**
 * Counts the favourites store's and the library's database errors from outside them, the same
 * way for SQLite and PostgreSQL: an operation counts when it fails for a reason that is not the
 * caller's. A store's own answers to a caller (a limit's 409, a 404) are not database errors;
 * its 503 after retrying an absent PostgreSQL is, and so is anything unexpected.
 */
import { AppError } from '../errors.ts';
import type { FavoritesStore } from '../favorites/favorites-store.ts';
import type { LibraryDatabase, Sql, SqlValue } from '../library/library-database.ts';

export type StoreOperation =
  | 'list'
  | 'add'
  | 'import'
  | 'remove'
  | 'ping'
  // The library's (watchlist, history, ratings): its stores share one database, counted there.
  | 'library_read'
  | 'library_write'
  | 'library_ping';

function isDatabaseError(error: unknown): boolean {
  return !(error instanceof AppError) || error.statusCode >= 500;
}

export function countingErrors(
  store: FavoritesStore,
  onError: (operation: StoreOperation) => void,
): FavoritesStore {
  const counted =
    <A extends unknown[], R>(operation: StoreOperation, call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (error) {
        if (isDatabaseError(error)) onError(operation);
        throw error;
      }
    };
  return {
    kind: store.kind,
    list: counted('list', store.list.bind(store)),
    add: counted('add', store.add.bind(store)),
    importMany: counted('import', store.importMany.bind(store)),
    remove: counted('remove', store.remove.bind(store)),
    ping: counted('ping', store.ping.bind(store)),
    close: store.close.bind(store),
  };
}

/**
 * The library's database, with each statement and transaction the database fails counted: a
 * read outside a transaction, a write (a transaction, whatever it reads), or a ping.
 */
export function countingLibraryErrors(
  db: LibraryDatabase,
  onError: (operation: StoreOperation) => void,
): LibraryDatabase {
  const counted = async <R>(operation: StoreOperation, call: () => Promise<R>): Promise<R> => {
    try {
      return await call();
    } catch (error) {
      if (isDatabaseError(error)) onError(operation);
      throw error;
    }
  };
  return {
    kind: db.kind,
    all: <T>(sql: string, params?: SqlValue[]) =>
      counted('library_read', () => db.all<T>(sql, params)),
    get: <T>(sql: string, params?: SqlValue[]) =>
      counted('library_read', () => db.get<T>(sql, params)),
    run: (sql: string, params?: SqlValue[]) => counted('library_write', () => db.run(sql, params)),
    transaction: <T>(owner: string, work: (sql: Sql) => Promise<T>) =>
      counted('library_write', () => db.transaction(owner, work)),
    ping: () => counted('library_ping', () => db.ping()),
    close: () => db.close(),
  };
}
