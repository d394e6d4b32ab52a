/** Watch history, watchlist and ratings survive a server killed with SIGKILL mid-write. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startKillableLibraryServer } from './killable-library-server.ts';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'library-durability-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

/** 400 different days from 2000-01-01 on: each watch of the same movie a new entry. */
const day = (index: number) => new Date(Date.UTC(2000, 0, 1 + index)).toISOString().slice(0, 10);

describe('a server killed with SIGKILL in the middle of library writes', () => {
  it('loses no acknowledged history entry and leaves an intact SQLite file', async () => {
    const { server, call, expectIntactDatabase, restart } = await startKillableLibraryServer(work);
    const acknowledged: string[] = [];
    const writes = Array.from({ length: 400 }, (_, index) =>
      call(server.origin, 'POST', '/api/me/history/movie/1', { watchedOn: day(index) }).then(
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

    expectIntactDatabase();
    const restarted = await restart();
    const saved = new Set<string>();
    for (let page = 1; page <= 2; page++) {
      const { results } = (await (
        await call(restarted.origin, 'GET', `/api/me/history?pageSize=200&page=${page}`)
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
