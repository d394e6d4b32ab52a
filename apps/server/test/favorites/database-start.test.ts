/**
 * The server started together with its PostgreSQL (issue 28: compose starts both at once):
 * it waits for a database that is not accepting connections yet, and gives up on one that
 * never does with a message saying so. A real PostgreSQL on loopback and the real server process.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANKING_PACK } from '../helpers.ts';
import { freePort } from '../support/free-port.ts';
import {
  postgresAvailable,
  startPostgres,
  type PostgresServer,
} from '../support/postgres-server.ts';
import { startServerProcess } from '../support/server-process.ts';

const withPostgres = postgresAvailable() || Boolean(process.env.CI);

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'database-start-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

const serverEnv = (port: number, name: string, databaseUrl: string) => ({
  DATA_DIR: path.join(work, name),
  CATALOG_PACK_DIR: RANKING_PACK,
  PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
  DATABASE_URL: databaseUrl,
});

describe.runIf(withPostgres)('starting with PostgreSQL', () => {
  let postgres: PostgresServer;
  beforeAll(async () => {
    postgres = await startPostgres();
  }, 30_000);
  afterAll(() => postgres?.stop());

  it('fails at once when the database answers with an error that waiting will not fix', async () => {
    const port = await freePort();
    const url = postgres.url.replace(/\/postgres$/, '/no_such_database');
    const failure = await startServerProcess(port, serverEnv(port, 'wrong', url)).then(
      () => new Error('the server started without its database'),
      (error: unknown) => error as Error,
    );
    expect(failure.message).toMatch(
      /Media Search could not start: .*database "no_such_database" does not exist/,
    );
    expect(failure.message).not.toContain('trying again');
  }, 60_000);

  it('waits for the database, logging each wait, and serves once it is up', async () => {
    postgres.pause();
    const port = await freePort();
    let output = '';
    const starting = startServerProcess(
      port,
      serverEnv(port, 'late', postgres.url),
      (text) => (output = text),
    );
    starting.catch(() => undefined);
    // The database comes up only once the server has been turned away and said it will wait.
    try {
      await expect
        .poll(() => output, { timeout: 60_000 })
        .toMatch(/PostgreSQL is not accepting connections yet; trying again in \d+ ms/);
    } finally {
      postgres.restart();
    }
    const server = await starting;
    try {
      expect(await (await fetch(`${server.origin}/api/ready`)).json()).toMatchObject({
        status: 'ready',
        checks: { database: 'ok' },
      });
    } finally {
      await server.stop();
    }
  }, 120_000);
});

describe('a database that never starts', () => {
  it('stops the server after DATABASE_CONNECT_TIMEOUT_MS with a clear message', async () => {
    const [port, nobody] = [await freePort(), await freePort()];
    const startedAt = performance.now();
    const failure = await startServerProcess(port, {
      ...serverEnv(port, 'never', `postgres://media:secret@127.0.0.1:${nobody}/media`),
      DATABASE_CONNECT_TIMEOUT_MS: '3000',
    }).then(
      () => new Error('the server started without its database'),
      (error: unknown) => error as Error,
    );
    const elapsed = performance.now() - startedAt;
    expect(failure.message).toMatch(
      `Media Search could not start: PostgreSQL at 127.0.0.1:${nobody} did not accept ` +
        `connections within 3 s (DATABASE_CONNECT_TIMEOUT_MS): connect ECONNREFUSED 127.0.0.1:${nobody}`,
    );
    expect(failure.message).toMatch(/trying again in \d+ ms/);
    // Never the password in the log.
    expect(failure.message).not.toContain('secret');
    expect(elapsed).toBeGreaterThanOrEqual(3000);
  }, 60_000);
});
