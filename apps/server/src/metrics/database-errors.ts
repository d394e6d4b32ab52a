/**
 * Counts the favourites store's database errors from outside it, the same way for SQLite and
 * PostgreSQL: an operation counts when it fails for a reason that is not the caller's. The
 * store's own answers to a caller (the favourites limit, a 409) are not database errors; its
 * 503 after retrying an absent PostgreSQL is, and so is anything unexpected.
 */
import { AppError } from '../errors.ts';
import type { FavoritesStore } from '../favorites/favorites-store.ts';

export type StoreOperation = 'list' | 'add' | 'import' | 'remove' | 'ping';

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
