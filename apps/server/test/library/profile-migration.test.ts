/**
 * Migration 5 (the genres of a watch) on a database that already holds history from before it,
 * on SQLite and PostgreSQL: the old rows stay and count toward everything but the genres.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../src/favorites/migrations.ts';
import { createLibraryStore } from '../../src/library/library-store.ts';
import {
  postgresAvailable,
  startPostgres,
  type PostgresServer,
} from '../support/postgres-server.ts';

const BEFORE_GENRES = MIGRATIONS.filter((migration) => migration.version < 5);
const LEDGER = 'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL)';
/** A watch as version 4 wrote it: no genres. */
const OLD_WATCH = `INSERT INTO watch_history (id, owner, media_type, media_id, title, runtime,
  watched_on, dedupe_key, created_at) VALUES
  ('6f1c2d3e-0000-4000-8000-000000000001', 'old|owner', 'movie', 101, 'Orbit of Ash', 139,
   '2020-01-01', 'movie:101:2020-01-01', '2020-01-01T20:00:00.000Z')`;

const paperKites = {
  mediaType: 'movie' as const,
  mediaId: 103,
  title: 'Paper Kites',
  releaseDate: null,
  posterPath: null,
  voteAverage: 6,
  runtime: 97,
  genreIds: [35],
};

let work: string;
let postgres: PostgresServer | undefined;
const withPostgres = postgresAvailable() || Boolean(process.env.CI);

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'profile-migration-'));
  if (withPostgres) postgres = await startPostgres();
});
afterAll(async () => {
  postgres?.stop();
  await rm(work, { recursive: true, force: true });
});

/** Makes the database as version 4 left it, with one watch in it. */
const atVersion4 = {
  SQLite: async () => {
    const dataDir = path.join(work, 'sqlite');
    await mkdir(dataDir, { recursive: true });
    const db = new DatabaseSync(path.join(dataDir, 'media-search.sqlite'));
    db.exec(LEDGER);
    for (const migration of BEFORE_GENRES) {
      db.exec(migration.sqlite);
      db.prepare('INSERT INTO schema_migrations VALUES (?, ?)').run(
        migration.version,
        migration.name,
      );
    }
    db.exec(OLD_WATCH);
    db.close();
    return { dataDir, databaseUrl: undefined };
  },
  PostgreSQL: async () => {
    if (!postgres) throw new Error('PostgreSQL is not installed');
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    await client.query(LEDGER);
    for (const migration of BEFORE_GENRES) {
      await client.query(migration.postgres);
      await client.query('INSERT INTO schema_migrations VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    }
    await client.query(OLD_WATCH);
    await client.end();
    return { dataDir: path.join(work, 'unused'), databaseUrl: postgres.url };
  },
};

const kinds = withPostgres ? (['SQLite', 'PostgreSQL'] as const) : (['SQLite'] as const);

describe.each(kinds)('migration 5 on %s with history from before it', (kind) => {
  it('keeps the old watch, counted everywhere but in the genres, and genres new ones', async () => {
    const store = await createLibraryStore(await atVersion4[kind]());
    try {
      const owner = 'old|owner';
      await store.history.addMovieWatch(owner, paperKites, '2021-02-02');
      expect(await store.profile.watchTotals(owner, 2020)).toMatchObject({
        movies: 2,
        minutes: 139 + 97,
        moviesThisYear: 1,
      });
      expect(await store.profile.genreCounts(owner)).toEqual([{ genreId: 35, count: 1 }]);
      const page = await store.history.list(owner, { type: 'all', page: 1, pageSize: 10 });
      expect(page.results.map((entry) => entry.title)).toEqual(['Paper Kites', 'Orbit of Ash']);
    } finally {
      await store.close();
    }
  });
});
