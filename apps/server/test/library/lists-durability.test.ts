/** Lists and their order survive a server killed with SIGKILL in the middle of list writes. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startKillableLibraryServer } from './killable-library-server.ts';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'lists-durability-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

/** Fewer than the 200 lists a user may keep, so none is refused for the cap. */
const CREATES = 190;

describe('a server killed with SIGKILL in the middle of list writes', () => {
  it('loses no acknowledged list or move and leaves an intact SQLite file', async () => {
    const { server, call, expectIntactDatabase, restart } = await startKillableLibraryServer(work);

    const kept = (await (
      await call(server.origin, 'POST', '/api/me/lists', { name: 'Kept' })
    ).json()) as {
      id: string;
    };
    for (const title of ['movie/1', 'movie/2', 'tv/30'])
      expect(
        (await call(server.origin, 'PUT', `/api/me/lists/${kept.id}/items/${title}`)).status,
      ).toBe(201);
    expect(
      (await call(server.origin, 'PATCH', `/api/me/lists/${kept.id}/items/tv/30`, { position: 0 }))
        .status,
    ).toBe(200);

    const acknowledged: string[] = [];
    const writes = Array.from({ length: CREATES }, (_, index) =>
      call(server.origin, 'POST', '/api/me/lists', { name: `List ${index}` }).then(
        (response) => {
          if (response.status === 201) acknowledged.push(`List ${index}`);
        },
        () => undefined,
      ),
    );
    while (acknowledged.length < 30) await new Promise((resolve) => setTimeout(resolve, 5));
    server.child.kill('SIGKILL');
    await Promise.all(writes);
    await server.exited;
    expect(acknowledged.length).toBeLessThan(CREATES);

    expectIntactDatabase();
    const restarted = await restart();
    const { results } = (await (
      await call(restarted.origin, 'GET', '/api/me/lists?pageSize=200&sort=name')
    ).json()) as { results: { name: string }[] };
    const saved = new Set(results.map((list) => list.name));
    expect(acknowledged.filter((name) => !saved.has(name))).toEqual([]);
    const { list, items } = (await (
      await call(restarted.origin, 'GET', `/api/me/lists/${kept.id}`)
    ).json()) as { list: { itemCount: number }; items: { results: { mediaId: number }[] } };
    expect(list.itemCount).toBe(3);
    expect(items.results.map((item) => item.mediaId)).toEqual([30, 1, 2]);
    console.log(
      `SIGKILL: ${acknowledged.length} of ${CREATES} list creates acknowledged before the kill, ${saved.size - 1} after restart, all acknowledged present`,
    );
    await restarted.stop();
    // Two server starts, each of which startServerProcess allows a minute on a busy machine.
  }, 150_000);
});
