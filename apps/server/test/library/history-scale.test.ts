/**
 * A history of 50,000 entries, the most one owner may keep, paged on both databases: every
 * page is read from the (owner, watched_on, seq) index, never sorted whole, and pages deep in
 * it hold the right entries. How fast they answer is measured by `npm run bench -- --only
 * library` (bench/library.ts), not asserted here.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createOfflineCatalog } from '../../src/catalog/create-catalog.ts';
import { createLibraryStore } from '../../src/library/library-store.ts';
import {
  postgresAvailable,
  startPostgres,
  type PostgresServer,
} from '../support/postgres-server.ts';
import { makeTestKeys, TEST_ISSUER, testAuth } from '../support/test-tokens.ts';
import { LIBRARY_PACK } from './library-harness.ts';

const ENTRIES = 50_000;
const SEASONS = 100;
const withPostgres = postgresAvailable() || Boolean(process.env.CI);
const keys = await makeTestKeys();

let work: string;
let postgres: PostgresServer | undefined;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'history-scale-'));
  if (withPostgres) postgres = await startPostgres();
});
afterAll(async () => {
  postgres?.stop();
  await rm(work, { recursive: true, force: true });
});

/** The statement a history page runs, for its plan. */
const PAGE_QUERY = `SELECT h.seq FROM watch_history h WHERE h.owner = ?
  ORDER BY h.watched_on DESC, h.seq DESC LIMIT 50 OFFSET 25000`;

describe.each(['SQLite', ...(withPostgres ? ['PostgreSQL'] : [])])(
  'a history of 50,000 entries on %s',
  (kind) => {
    let app: FastifyInstance;
    let token: string;
    const owner = `${TEST_ISSUER}|scale`;
    const config = () => ({
      databaseUrl: kind === 'PostgreSQL' ? postgres?.url : undefined,
      dataDir: path.join(work, kind),
    });

    beforeAll(async () => {
      token = await keys.sign({ sub: 'scale' });
      const store = await createLibraryStore(config());
      const show = {
        mediaType: 'tv' as const,
        mediaId: 9,
        title: 'The Long Run',
        releaseDate: '1990-01-01',
        posterPath: null,
        voteAverage: 7,
        runtime: null,
        genreIds: [18],
      };
      for (let season = 1; season <= SEASONS; season++) {
        const episodes = Array.from({ length: ENTRIES / SEASONS }, (_, index) => ({
          seasonNumber: season,
          episodeNumber: index + 1,
          name: `Episode ${index + 1}`,
          airDate: '1990-01-01',
          runtime: 30,
        }));
        const day = new Date(Date.UTC(1990, 0, season)).toISOString().slice(0, 10);
        await store.history.markEpisodes(owner, show, episodes, day);
      }
      app = await buildApp({
        catalog: await createOfflineCatalog(LIBRARY_PACK, path.join(work, `catalog-${kind}`)),
        library: store,
        auth: testAuth(keys),
      });
    }, 120_000);
    afterAll(() => app.close());

    it('reads a page from the index, without sorting the history', async () => {
      if (kind === 'SQLite') {
        const db = new DatabaseSync(path.join(config().dataDir, 'media-search.sqlite'));
        const plan = db
          .prepare(`EXPLAIN QUERY PLAN ${PAGE_QUERY}`)
          .all(owner)
          .map((row) => String((row as { detail: string }).detail));
        db.close();
        expect(plan.join('\n')).toMatch(/USING (COVERING )?INDEX watch_history_by_owner/);
        expect(plan.join('\n')).not.toMatch(/TEMP B-TREE/);
      } else {
        const client = new pg.Client({ connectionString: postgres?.url });
        await client.connect();
        // What autovacuum does after this many inserts: statistics, and the visibility map an
        // index-only scan needs.
        await client.query('VACUUM ANALYZE watch_history');
        const { rows } = await client.query(`EXPLAIN ${PAGE_QUERY.replace('?', '$1')}`, [owner]);
        await client.end();
        const plan = rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n');
        expect(plan).toMatch(/Index Only Scan using watch_history_by_owner/);
        expect(plan).not.toMatch(/\bSort\b/);
      }
    });

    it('answers pages at the start, the middle and the end with the right entries', async () => {
      // Newest first: season 100 (watched last) leads, and each season lists its last episode
      // first; page 500 ends the first half on season 51, page 1,000 is season 1's first 50.
      const expected = [
        { page: 1, season: 100, episodes: [500, 451] },
        { page: 500, season: 51, episodes: [50, 1] },
        { page: 1000, season: 1, episodes: [50, 1] },
      ];
      for (const { page, season, episodes } of expected) {
        const response = await app.inject({
          url: `/api/me/history?page=${page}&pageSize=50`,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(response.statusCode).toBe(200);
        const body = response.json<{
          page: number;
          totalResults: number;
          totalPages: number;
          results: { seasonNumber: number; episodeNumber: number }[];
        }>();
        expect(body).toMatchObject({ page, totalResults: ENTRIES, totalPages: 1000 });
        expect(body.results).toHaveLength(50);
        expect(new Set(body.results.map((entry) => entry.seasonNumber))).toEqual(new Set([season]));
        expect([body.results.at(0)?.episodeNumber, body.results.at(-1)?.episodeNumber]).toEqual(
          episodes,
        );
      }
    });
  },
);
