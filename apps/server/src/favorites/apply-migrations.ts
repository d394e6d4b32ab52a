/**
 * Brings a database up to MIGRATIONS, for every store that opens a connection of its own (the
 * favourites and the library share one schema): each migration in its own transaction, recorded
 * in `schema_migrations`, so running it again, or from several places, applies each once.
 */
import type { DatabaseSync } from 'node:sqlite';
import type pg from 'pg';
import { MIGRATIONS } from './migrations.ts';

const CREATE_LEDGER =
  'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL)';

/** Any constant: it only has to be the same for every replica migrating at once. */
const MIGRATION_LOCK = 4_151_902;

export function applySqliteMigrations(db: DatabaseSync): void {
  db.exec(CREATE_LEDGER);
  const applied = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map(
      (row) => row.version,
    ),
  );
  for (const migration of MIGRATIONS.filter((m) => !applied.has(m.version))) {
    db.exec('BEGIN IMMEDIATE');
    try {
      // Another connection may have applied it since the ledger was read.
      if (db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').get(migration.version)) {
        db.exec('COMMIT');
        continue;
      }
      db.exec(migration.sqlite);
      db.prepare('INSERT INTO schema_migrations VALUES (?, ?)').run(
        migration.version,
        migration.name,
      );
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
}

/** Replicas (and stores) starting together take turns through an advisory lock. */
export async function applyPostgresMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(CREATE_LEDGER);
    const { rows } = await client.query<{ version: number }>(
      'SELECT version FROM schema_migrations',
    );
    const applied = new Set(rows.map((row) => row.version));
    for (const migration of MIGRATIONS.filter((m) => !applied.has(m.version))) {
      await client.query('BEGIN');
      await client.query(migration.postgres);
      await client.query('INSERT INTO schema_migrations VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      await client.query('COMMIT');
    }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
