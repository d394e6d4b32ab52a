/** Watch history, watchlist and ratings survive a server killed with SIGKILL mid-write. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port.ts';
import { signIn } from '../support/oidc-login.ts';
import { startServerProcess } from '../support/server-process.ts';
import { LIBRARY_PACK } from './library-harness.ts';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'library-durability-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

/** 400 different days from 2000-01-01 on: each watch of the same movie a new entry. */
const day = (index: number) => new Date(Date.UTC(2000, 0, 1 + index)).toISOString().slice(0, 10);

describe('a server killed with SIGKILL in the middle of library writes', () => {
  it('loses no acknowledged history entry and leaves an intact SQLite file', async () => {
    const dataDir = path.join(work, 'killed');
    const port = await freePort();
    const env = {
      DATA_DIR: dataDir,
      CATALOG_PACK_DIR: LIBRARY_PACK,
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      RATE_LIMIT_PER_MINUTE: '100000',
      // The API alone: this test needs no web build (and must not depend on someone else's).
      WEB_DIST_DIR: path.join(work, 'no-web-build'),
    };
    const server = await startServerProcess(port, env);
    const { tokens } = await signIn({
      origin: server.origin,
      clientId: 'media-search-spa',
      username: 'ada',
      password: 'ada-demo-password',
    });
    const headers = {
      authorization: `Bearer ${tokens.access_token}`,
      'content-type': 'application/json',
    };
    const acknowledged: string[] = [];
    const writes = Array.from({ length: 400 }, (_, index) =>
      fetch(`${server.origin}/api/me/history/movie/1`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ watchedOn: day(index) }),
      }).then(
        (response) => {
          if (response.status === 201) acknowledged.push(day(index));
        },
        () => undefined,
      ),
    );
    while (acknowledged.length < 50) await new Promise((resolve) => setTimeout(resolve, 5));
    server.child.kill('SIGKILL');
    await Promise.all(writes);
    await server.exited;
    expect(acknowledged.length).toBeLessThan(400);

    const db = new DatabaseSync(path.join(dataDir, 'media-search.sqlite'));
    expect(db.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
    db.close();
    const restarted = await startServerProcess(port, env);
    const saved = new Set<string>();
    for (let page = 1; page <= 2; page++) {
      const { results } = (await (
        await fetch(`${restarted.origin}/api/me/history?pageSize=200&page=${page}`, { headers })
      ).json()) as { results: { watchedOn: string }[] };
      for (const entry of results) saved.add(entry.watchedOn);
    }
    expect(acknowledged.filter((date) => !saved.has(date))).toEqual([]);
    console.log(
      `SIGKILL: ${acknowledged.length} of 400 history writes acknowledged before the kill, ${saved.size} entries after restart, all acknowledged present`,
    );
    await restarted.stop();
    // Two server processes start in it, each building its catalogue: under a loaded machine's
    // load (17) that alone passed the suite's 20 s.
  }, 120_000);
});
