/**
 * The sign-in endpoints under a flood from one client (issue 14, finding 1): 3,000 authorization
 * requests with 1,500-byte state and nonce once grew oidc.sqlite by 16 MB. Now the client is
 * held to its per-minute allowance, over-long parameters are refused before the provider stores
 * anything, and expired rows are purged while the server runs.
 */
import { statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openAdapterDatabase,
  purgeWhileRunning,
  sqliteAdapter,
} from '../../src/auth/embedded/sqlite-adapter.ts';
import { buildOfflineApp } from '../helpers.ts';
import { authorizeUrl } from '../support/oidc-login.ts';

const FLOOD = 3000;
let work: string;
let app: FastifyInstance;

const databaseBytes = () =>
  ['oidc.sqlite', 'oidc.sqlite-wal'].reduce((total, name) => {
    try {
      return total + statSync(path.join(work, name)).size;
    } catch {
      return total;
    }
  }, 0);

const authorize = (state: string, nonce: string) => authorizeUrl({ state, nonce });

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'sign-in-abuse-'));
  app = await buildOfflineApp(work);
});
afterAll(async () => {
  await app.close();
  await rm(work, { recursive: true, force: true });
});

describe('a flood of authorization requests from one client', () => {
  it(`stores at most the client's allowance: ${FLOOD} requests with 1,500-byte state and nonce`, async () => {
    const before = databaseBytes();
    const statuses = new Map<number, number>();
    let refusal: unknown;
    for (let i = 0; i < FLOOD; i++) {
      const big = `${i}-${'x'.repeat(1500)}`;
      const response = await app.inject({
        url: i % 2 ? authorize(big, big) : authorize(`s${i}`, `n${i}`),
        remoteAddress: '203.0.113.50',
      });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode === 429)
        refusal ??= {
          ...response.json<Record<string, unknown>>(),
          retry: response.headers['retry-after'],
        };
    }
    const grown = databaseBytes() - before;
    console.log(
      `sign-in flood: statuses ${JSON.stringify(Object.fromEntries(statuses))}; oidc.sqlite + WAL grew ${(grown / 1024).toFixed(0)} KB`,
    );
    // The allowance (120 a minute) of short requests made interactions; nothing else did: the
    // long ones were refused (400) and the rest waited for the next minute (429).
    expect(statuses.get(303)).toBe(120);
    expect(statuses.get(400)).toBe(FLOOD / 2);
    expect(statuses.get(429)).toBe(FLOOD / 2 - 120);
    expect(refusal).toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
      retry: expect.any(String),
    });
    const reader = new DatabaseSync(path.join(work, 'oidc.sqlite'), { readOnly: true });
    const stored = reader
      .prepare(
        "SELECT count(*) AS n, sum(length(payload)) AS bytes FROM oidc_models WHERE model = 'Interaction'",
      )
      .get() as { n: number; bytes: number };
    reader.close();
    expect(stored.n).toBe(120);
    expect(stored.bytes).toBeLessThan(120 * 2048);
    // What is left is SQLite's write-ahead log, which it checkpoints and reuses at 4 MB.
    expect(grown).toBeLessThan(5 * 1024 * 1024);
    // Another client is not held back by the first one's flood.
    const other = await app.inject({ url: authorize('s', 'n'), remoteAddress: '203.0.113.51' });
    expect(other.statusCode).toBe(303);
  });

  it('refuses an over-long parameter by name, before the provider stores it', async () => {
    const response = await app.inject({
      url: authorize('x'.repeat(1500), 'n'),
      remoteAddress: '203.0.113.60',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: expect.stringContaining('"state"'),
    });
  });
});

describe('expired sign-in state', () => {
  it('is purged while the server runs, not only at start', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'oidc-purge-'));
    const db = openAdapterDatabase(dir);
    const Interaction = new (sqliteAdapter(db))('Interaction');
    const Session = new (sqliteAdapter(db))('Session');
    await Interaction.upsert('short-lived', { uid: 'u1' }, 1);
    await Session.upsert('long-lived', { uid: 'u2' }, 3600);
    const rows = () =>
      (db.prepare('SELECT count(*) AS n FROM oidc_models').get() as { n: number }).n;
    expect(rows()).toBe(2);
    const stop = purgeWhileRunning(db, 100);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    stop();
    expect(rows()).toBe(1);
    expect(await Session.find('long-lived')).toMatchObject({ uid: 'u2' });
    db.close();
    await rm(dir, { recursive: true, force: true });
  });
});
