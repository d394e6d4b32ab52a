/**
 * A real server process on the library's test pack, with the demo account ada signed in, for
 * the tests that kill it with SIGKILL in the middle of writes and then start it again on the
 * same files to see what was kept.
 */
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect } from 'vitest';
import { freePort } from '../support/free-port.ts';
import { signIn } from '../support/oidc-login.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { LIBRARY_PACK } from './library-harness.ts';

export interface KillableLibraryServer {
  server: ServerProcess;
  /** Sends one request as ada, with a JSON body when one is given. */
  call: (origin: string, method: string, url: string, body?: unknown) => Promise<Response>;
  /** Fails unless the server's SQLite file (once the process is dead) is whole. */
  expectIntactDatabase: () => void;
  /** The same server again, on the same files and port. */
  restart: () => Promise<ServerProcess>;
}

export async function startKillableLibraryServer(work: string): Promise<KillableLibraryServer> {
  const dataDir = path.join(work, 'killed');
  const port = await freePort();
  const env = {
    DATA_DIR: dataDir,
    CATALOG_PACK_DIR: LIBRARY_PACK,
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    RATE_LIMIT_PER_MINUTE: '100000',
    // The API alone: these tests need no web build (and must not depend on someone else's).
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
  return {
    server,
    call: (origin, method, url, body) =>
      fetch(
        `${origin}${url}`,
        body === undefined
          ? { method, headers: { authorization } }
          : {
              method,
              headers: { authorization, 'content-type': 'application/json' },
              body: JSON.stringify(body),
            },
      ),
    expectIntactDatabase: () => {
      const db = new DatabaseSync(path.join(dataDir, 'media-search.sqlite'));
      try {
        expect(db.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
        expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
      } finally {
        db.close();
      }
    },
    restart: () => startServerProcess(port, env),
  };
}
