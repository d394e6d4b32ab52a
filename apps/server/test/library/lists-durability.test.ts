/** Lists and their order survive a server killed with SIGKILL in the middle of list writes. */
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
  work = await mkdtemp(path.join(tmpdir(), 'lists-durability-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

/** Fewer than the 200 lists a user may keep, so none is refused for the cap. */
const CREATES = 190;

describe('a server killed with SIGKILL in the middle of list writes', () => {
  it('loses no acknowledged list or move and leaves an intact SQLite file', async () => {
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
    const authorization = `Bearer ${tokens.access_token}`;
    const call = (origin: string, method: string, url: string, body?: unknown) =>
      fetch(
        `${origin}${url}`,
        body === undefined
          ? { method, headers: { authorization } }
          : {
              method,
              headers: { authorization, 'content-type': 'application/json' },
              body: JSON.stringify(body),
            },
      );

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

    const db = new DatabaseSync(path.join(dataDir, 'media-search.sqlite'));
    expect(db.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
    expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    db.close();
    const restarted = await startServerProcess(port, env);
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
