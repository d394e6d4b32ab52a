/**
 * Runs a library benchmark on SQLite and, where PostgreSQL is installed, on a durable PostgreSQL
 * of its own, in a working folder removed afterwards.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  postgresAvailable,
  startPostgres,
  type PostgresServer,
} from '../test/support/postgres-server.ts';

export type Database = 'SQLite' | 'PostgreSQL';

export async function onBothDatabases<Run>(
  name: string,
  benchOne: (
    database: Database,
    work: string,
    postgres: PostgresServer | undefined,
  ) => Promise<Run>,
  prepare?: (work: string) => Promise<void>,
): Promise<Run[]> {
  const work = await mkdtemp(path.join(tmpdir(), `${name}-bench-`));
  const runs: Run[] = [];
  try {
    await prepare?.(work);
    runs.push(await benchOne('SQLite', work, undefined));
    if (postgresAvailable()) {
      const postgres = await startPostgres({ durable: true });
      try {
        runs.push(await benchOne('PostgreSQL', work, postgres));
      } finally {
        postgres.stop();
      }
    } else console.warn(`PostgreSQL is not installed: the ${name} bench runs on SQLite only.`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return runs;
}
