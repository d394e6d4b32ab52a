/**
 * Import jobs on SQLite and PostgreSQL against the fake TMDB over HTTP: upload, progress from a
 * second app on the same database, the preview's counts and decisions, the one atomic import,
 * its caps, its idempotence, per-user isolation, bad files and stale jobs.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { libraryHarnesses, ownerOf, tokenFor } from './library-harness.ts';

interface Job {
  id: string;
  fileName: string;
  status: string;
  createdAt: string;
  progress: { matched: number; total: number };
  error: string | null;
  summary: Record<string, Record<string, number>> | null;
  alreadyImported?: boolean;
}

interface Row {
  rowId: number;
  kind: string;
  file: string;
  row: number;
  label: string;
  candidates: unknown[];
  choice: unknown;
  conflict: { mine: number; file: number; keep: string } | null;
}

const csv = (...lines: string[]) => lines.join('\r\n') + '\r\n';
const HEADER = 'Date,Name,Year,Letterboxd URI';

function multipart(fileName: string, bytes: Uint8Array) {
  const boundary = `----import${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

const empty = { new: 0, existing: 0, conflicting: 0, unmatched: 0, skipped: 0 };

describe.each(libraryHarnesses())('import jobs on %s', (_kind, open) => {
  const harness = open();

  const upload = async (
    user: string,
    fileName: string,
    bytes: Uint8Array,
    app?: FastifyInstance,
  ) => {
    const { payload, contentType } = multipart(fileName, bytes);
    return (app ?? harness.live).inject({
      method: 'POST',
      url: '/api/me/imports',
      payload,
      headers: { authorization: `Bearer ${await tokenFor(user)}`, 'content-type': contentType },
    });
  };

  const job = async (user: string, id: string, app?: FastifyInstance) =>
    (await harness.call(user, 'GET', `/api/me/imports/${id}`, undefined, app)).json<Job>();

  /** Waits for the background matching, reading the job as the page would. */
  const matched = async (user: string, id: string): Promise<Job> => {
    for (;;) {
      const current = await job(user, id);
      if (current.status !== 'matching') return current;
      await sleep(20);
    }
  };

  const rows = async (user: string, id: string, outcome: string) =>
    (await harness.call(user, 'GET', `/api/me/imports/${id}/rows?outcome=${outcome}`)).json<{
      totalResults: number;
      results: Row[];
    }>().results;

  const undecided = async (user: string, id: string) => [
    ...(await rows(user, id, 'ambiguous')),
    ...(await rows(user, id, 'unmatched')),
  ];

  const countOf = async (table: string, user: string) =>
    Number(
      (
        await harness.store.db.get<{ n: number | string }>(
          `SELECT count(*) AS n FROM ${table} WHERE owner = ?`,
          [ownerOf(user)],
        )
      )?.n,
    );

  const letterboxdZip = () =>
    zipSync({
      'watched.csv': strToU8(
        csv(
          HEADER,
          '2024-01-02,Orbit of Ash,1999,https://boxd.it/a',
          '2024-01-03,Low Orbit,2004,https://boxd.it/b',
        ),
      ),
      'ratings.csv': strToU8(
        csv(`${HEADER},Rating`, '2024-01-02,Orbit of Ash,1999,https://boxd.it/a,4.5'),
      ),
      'watchlist.csv': strToU8(csv(HEADER, '2024-01-04,Low Orbit,2004,https://boxd.it/b')),
      'likes/films.csv': strToU8(csv(HEADER, '2024-01-05,Orbit of Ash,1999,https://boxd.it/a')),
    });

  it('uploads, follows progress from another app, decides rows and imports it all once', async () => {
    expect(
      (await harness.call('imp-ana', 'PUT', '/api/me/ratings/movie/101', { rating: 2 })).statusCode,
    ).toBe(201);
    const started = await upload('imp-ana', 'letterboxd.zip', letterboxdZip());
    expect(started.statusCode).toBe(202);
    expect(started.headers['cache-control']).toBe('private, no-store');
    const created = started.json<Job>();
    expect(created).toMatchObject({ fileName: 'letterboxd.zip', progress: { total: 5 } });

    const ready = await matched('imp-ana', created.id);
    expect(ready.status).toBe('ready');
    expect(ready.progress).toEqual({ matched: 5, total: 5 });
    // A reload on another replica reads the same job from the database.
    expect(await job('imp-ana', created.id, harness.offline)).toEqual(ready);
    expect(ready.summary).toEqual({
      watched: { ...empty, new: 1, unmatched: 1 },
      rating: { ...empty, conflicting: 1 },
      watchlist: { ...empty, unmatched: 1 },
      favorite: { ...empty, new: 1 },
      'list-item': empty,
    });

    const open = await undecided('imp-ana', created.id);
    expect(open.map((row) => [row.kind, row.file, row.label])).toEqual(
      expect.arrayContaining([
        ['watched', 'watched.csv', 'Low Orbit (2004)'],
        ['watchlist', 'watchlist.csv', 'Low Orbit (2004)'],
      ]),
    );
    const watchedRow = open.find((row) => row.kind === 'watched') as Row;
    const listedRow = open.find((row) => row.kind === 'watchlist') as Row;
    const chosen = await harness.call(
      'imp-ana',
      'PUT',
      `/api/me/imports/${created.id}/rows/${watchedRow.rowId}`,
      {
        choice: { mediaType: 'movie', mediaId: 104 },
      },
    );
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json<Row>().choice).toEqual({ mediaType: 'movie', mediaId: 104 });
    const skipped = await harness.call(
      'imp-ana',
      'PUT',
      `/api/me/imports/${created.id}/rows/${listedRow.rowId}`,
      {
        choice: 'skip',
      },
    );
    expect(skipped.json<Row>().choice).toBe('skip');

    const [conflict] = await rows('imp-ana', created.id, 'conflicting');
    expect(conflict?.conflict).toEqual({ mine: 2, file: 4.5, keep: 'mine' });
    const kept = await harness.call(
      'imp-ana',
      'PUT',
      `/api/me/imports/${created.id}/rows/${conflict?.rowId}`,
      {
        keep: 'file',
      },
    );
    expect(kept.json<Row>().conflict).toEqual({ mine: 2, file: 4.5, keep: 'file' });
    expect((await job('imp-ana', created.id)).summary).toMatchObject({
      watched: { ...empty, new: 2 },
      watchlist: { ...empty, skipped: 1 },
    });

    const applied = await harness.call(
      'imp-ana',
      'POST',
      `/api/me/imports/${created.id}/apply`,
      {},
    );
    expect(applied.statusCode).toBe(200);
    expect(applied.json<Job>()).toMatchObject({ status: 'done', alreadyImported: false });
    const history = (await harness.call('imp-ana', 'GET', '/api/me/history')).json<{
      results: { mediaId: number; watchedOn: string }[];
    }>().results;
    expect(history.map((entry) => [entry.mediaId, entry.watchedOn]).sort()).toEqual([
      // Letterboxd's watched.csv dates when a film was logged, not watched: the import's day.
      [101, created.createdAt.slice(0, 10)],
      [104, created.createdAt.slice(0, 10)],
    ]);
    const ratings = (await harness.call('imp-ana', 'GET', '/api/me/ratings')).json<{
      results: { mediaId: number; rating: number }[];
    }>().results;
    expect(ratings.map((rating) => [rating.mediaId, rating.rating])).toEqual([[101, 4.5]]);
    // Liked on Letterboxd: a favourite whose picture the Favorites screen can show, as the heart
    // saves it (the image base and the path), not the library's bare path.
    expect(
      await harness.store.db.all(
        'SELECT media_id, media_image_url FROM favorites WHERE owner = ?',
        [ownerOf('imp-ana')],
      ),
    ).toEqual([
      { media_id: '101', media_image_url: 'https://image.tmdb.org/t/p/w500/orbit-poster.jpg' },
    ]);
    expect(await countOf('watchlist', 'imp-ana')).toBe(0);

    const again = await harness.call('imp-ana', 'POST', `/api/me/imports/${created.id}/apply`, {});
    expect(again.statusCode).toBe(200);
    expect(again.json<Job>()).toMatchObject({ status: 'done', alreadyImported: true });
    expect(await countOf('watch_history', 'imp-ana')).toBe(2);
    expect(await countOf('favorites', 'imp-ana')).toBe(1);
  });

  it("answers 404 for another user's job, and lists only the caller's", async () => {
    const created = (await upload('imp-bo', 'letterboxd.zip', letterboxdZip())).json<Job>();
    await matched('imp-bo', created.id);
    for (const [method, path, body] of [
      ['GET', `/api/me/imports/${created.id}`, undefined],
      ['GET', `/api/me/imports/${created.id}/rows?outcome=unmatched`, undefined],
      ['PUT', `/api/me/imports/${created.id}/rows/1`, { choice: 'skip' }],
      ['POST', `/api/me/imports/${created.id}/apply`, {}],
      ['DELETE', `/api/me/imports/${created.id}`, undefined],
    ] as const) {
      const answer = await harness.call('imp-eve', method, path, body);
      expect(answer.statusCode, `${method} ${path}`).toBe(404);
      expect(answer.headers['cache-control']).toBe('private, no-store');
    }
    expect((await harness.call('imp-eve', 'GET', '/api/me/imports')).json()).toEqual([]);
    expect(
      (await harness.call('imp-bo', 'GET', '/api/me/imports')).json<Job[]>().map((each) => each.id),
    ).toEqual([created.id]);
  });

  it('refuses a bad file with its file, row and column, and keeps no job', async () => {
    const answer = await upload(
      'imp-cy',
      'ratings.csv',
      strToU8(csv(`${HEADER},Rating`, '2024-01-02,Orbit of Ash,1999,https://boxd.it/a,11')),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ statusCode: 400, code: 'IMPORT_FILE_INVALID' });
    expect(answer.json<{ message: string }>().message).toMatch(
      /ratings\.csv, row 2, column Rating/,
    );
    expect((await harness.call('imp-cy', 'GET', '/api/me/imports')).json()).toEqual([]);
    expect(await countOf('import_jobs', 'imp-cy')).toBe(0);
  });

  it('keeps one unfinished import per user until it is discarded', async () => {
    const first = (await upload('imp-di', 'letterboxd.zip', letterboxdZip())).json<Job>();
    const second = await upload('imp-di', 'other.zip', letterboxdZip());
    expect(second.statusCode).toBe(409);
    expect(second.json<{ message: string }>().message).toContain('letterboxd.zip');
    expect((await harness.call('imp-di', 'DELETE', `/api/me/imports/${first.id}`)).statusCode).toBe(
      204,
    );
    expect((await harness.call('imp-di', 'GET', `/api/me/imports/${first.id}`)).statusCode).toBe(
      404,
    );
    expect((await upload('imp-di', 'other.zip', letterboxdZip())).statusCode).toBe(202);
  });

  it('reports a job whose replica stopped beating as failed, so another can start', async () => {
    const id = randomUUID();
    const long = '2000-01-01T00:00:00.000Z';
    await harness.store.db.run(
      `INSERT INTO import_jobs (id, owner, file_name, format, status, matched, total, heartbeat_at, created_at)
       VALUES (?, ?, 'diary.csv', 'letterboxd', 'matching', 3, 10, ?, ?)`,
      [id, ownerOf('imp-fa'), long, long],
    );
    const stale = await job('imp-fa', id, harness.offline);
    expect(stale).toMatchObject({ status: 'failed', progress: { matched: 3, total: 10 } });
    expect(stale.error).toMatch(/start the import again/);
    expect((await upload('imp-fa', 'letterboxd.zip', letterboxdZip())).statusCode).toBe(202);
  });

  it('writes nothing when the import would pass a cap (409)', async () => {
    const titles = ['Quiet Harbor,2001', 'Paper Kites,2011', 'Low Orbit,2004', 'Tidewater,2011'];
    const file = csv(
      HEADER,
      '2024-01-01,Orbit of Ash,1999,https://boxd.it/a',
      ...titles.map((title, index) => `2024-01-0${index + 2},${title},https://boxd.it/${index}`),
    );
    const created = (await upload('imp-gu', 'watchlist.csv', strToU8(file))).json<Job>();
    await matched('imp-gu', created.id);
    const open = await undecided('imp-gu', created.id);
    const ids = [102, 103, 104, 107];
    for (const [index, row] of open.entries())
      await harness.call('imp-gu', 'PUT', `/api/me/imports/${created.id}/rows/${row.rowId}`, {
        choice: { mediaType: 'movie', mediaId: ids[index] },
      });
    expect((await job('imp-gu', created.id)).summary?.watchlist).toEqual({ ...empty, new: 5 });
    // The test caps hold 4 titles on a watchlist.
    const over = await harness.call('imp-gu', 'POST', `/api/me/imports/${created.id}/apply`, {});
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'LIMIT_REACHED' });
    expect(await countOf('watchlist', 'imp-gu')).toBe(0);
    expect((await job('imp-gu', created.id)).status).toBe('ready');
  });

  it('rolls the whole import back when a write fails inside it', async () => {
    const created = (await upload('imp-ha', 'letterboxd.zip', letterboxdZip())).json<Job>();
    await matched('imp-ha', created.id);
    const db = harness.store.db;
    // Ratings are written after history, favourites and the watchlist: failing them fails late.
    if (db.kind === 'sqlite')
      await db.run(
        `CREATE TRIGGER import_fails BEFORE INSERT ON ratings
         BEGIN SELECT RAISE(ABORT, 'the disk is full'); END`,
      );
    else {
      await db.run(
        `CREATE FUNCTION import_fails() RETURNS trigger LANGUAGE plpgsql AS
         $$ BEGIN RAISE EXCEPTION 'the disk is full'; END $$`,
      );
      await db.run(
        'CREATE TRIGGER import_fails BEFORE INSERT ON ratings FOR EACH ROW EXECUTE FUNCTION import_fails()',
      );
    }
    try {
      const failed = await harness.call(
        'imp-ha',
        'POST',
        `/api/me/imports/${created.id}/apply`,
        {},
      );
      expect(failed.statusCode).toBe(500);
      expect(await countOf('watch_history', 'imp-ha')).toBe(0);
      expect(await countOf('favorites', 'imp-ha')).toBe(0);
      expect(await countOf('ratings', 'imp-ha')).toBe(0);
      expect((await job('imp-ha', created.id)).status).toBe('ready');
    } finally {
      await db.run('DROP TRIGGER import_fails' + (db.kind === 'postgres' ? ' ON ratings' : ''));
      if (db.kind === 'postgres') await db.run('DROP FUNCTION import_fails()');
    }
    const applied = await harness.call('imp-ha', 'POST', `/api/me/imports/${created.id}/apply`, {});
    expect(applied.statusCode).toBe(200);
    expect(await countOf('watch_history', 'imp-ha')).toBe(1);
    expect(await countOf('ratings', 'imp-ha')).toBe(1);
  });
});
