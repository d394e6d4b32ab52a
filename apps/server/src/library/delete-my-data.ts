/**
 * "Delete my data": every personal row of one owner, on SQLite or PostgreSQL, in one
 * transaction with the revocation of their tokens, so nothing is half erased and no token
 * issued before can write anything back. Not personal, and kept: the shared catalogue match
 * cache (`import_matches`) and the migration ledger.
 */
import type { LibraryDatabase } from './library-database.ts';
import { revokeTokens } from './token-revocations.ts';

/**
 * The tables holding an `owner` column, in the order they are emptied. A list's items and an
 * import's rows go with their list or job (first, below): they have no owner of their own.
 */
export const OWNED_TABLES = [
  'favorites',
  'watchlist',
  'watch_history',
  'ratings',
  'lists',
  'streaming_services',
  'calendar_state',
  'import_jobs',
] as const;

/** Erases the owner's rows and revokes their tokens issued up to `at`; the rows deleted. */
export function eraseOwnerData(
  db: LibraryDatabase,
  owner: string,
  at = new Date(),
): Promise<number> {
  return db.transaction(owner, async (sql) => {
    // Not left to ON DELETE CASCADE: SQLite enforces foreign keys only when asked to, and an
    // import's rows have none.
    let erased = await sql.run(
      'DELETE FROM list_items WHERE list_id IN (SELECT id FROM lists WHERE owner = ?)',
      [owner],
    );
    erased += await sql.run(
      'DELETE FROM import_rows WHERE job_id IN (SELECT id FROM import_jobs WHERE owner = ?)',
      [owner],
    );
    for (const table of OWNED_TABLES)
      erased += await sql.run(`DELETE FROM ${table} WHERE owner = ?`, [owner]);
    await revokeTokens(sql, owner, at);
    return erased;
  });
}
