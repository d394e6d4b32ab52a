/**
 * "Delete my data" with the embedded sign-in, signed in the way a browser does: the account is
 * removed with its data and cannot sign in again; and `npm run accounts -- delete-data <name>`
 * does the same for an operator, beside the running server.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth } from '../../src/auth/create-auth.ts';
import {
  accountFilePath,
  readAccounts,
  writeAccounts,
} from '../../src/auth/embedded/account-file.ts';
import { loadConfig } from '../../src/config.ts';
import { createLibraryStore, type LibraryStore } from '../../src/library/library-store.ts';
import { REVOCATION_CACHE_MS } from '../../src/library/token-revocations.ts';
import { buildOfflineAppFor, RANKING_PACK } from '../helpers.ts';
import { runAccounts } from '../support/accounts-cli.ts';
import { freePort } from '../support/free-port.ts';
import { signIn } from '../support/oidc-login.ts';
import { TestClock } from './account-data-harness.ts';

const PASSWORD = 'quiet lighthouse beyond the dunes';
let work: string;
let app: FastifyInstance;
let library: LibraryStore;
let origin: string;
const clock = new TestClock();

/** `npm run accounts -- …` with the server's configuration, as an operator runs it beside it. */
const operator = (args: string[]) =>
  spawnSync(process.execPath, ['scripts/accounts.ts', ...args], {
    cwd: path.join(import.meta.dirname, '..', '..'),
    encoding: 'utf8',
    env: { PATH: process.env.PATH, DATA_DIR: work, PUBLIC_ORIGIN: origin, NODE_ENV: 'production' },
  });

const signInAs = async (username: string) =>
  (await signIn({ origin, clientId: 'media-search-spa', username, password: PASSWORD })).tokens
    .access_token;

const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, body?: object) =>
  fetch(`${origin}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body && JSON.stringify(body),
  });

const rowsOf = async (owner: string) =>
  (
    await library.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM favorites WHERE owner = ?', [
      owner,
    ])
  )?.n;

const FAVORITE = { mediaType: 'movie', mediaId: '7', mediaTitle: 'Any', mediaImageUrl: '' };

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'delete-embedded-'));
  for (const name of ['nora', 'otto', 'pia'])
    expect(runAccounts(work, ['add', name], `${PASSWORD}\n`).status).toBe(0);
  // An account whose name, the one the app shows, is not its username (as the demo's are).
  const file = accountFilePath(work);
  writeAccounts(
    file,
    readAccounts(file).map((account) =>
      account.username === 'pia' ? { ...account, name: 'Pia Lindqvist' } : account,
    ),
  );
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    DATA_DIR: work,
    CATALOG_PACK_DIR: RANKING_PACK,
  });
  origin = config.publicOrigin;
  library = await createLibraryStore(config, { revocationCache: { clock } });
  app = await buildOfflineAppFor(config, {
    library,
    auth: await createAuth(config, { revocations: library.revocations }),
  });
  await app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  await rm(work, { recursive: true, force: true });
});

describe('delete my data with the embedded sign-in', () => {
  it('confirms with the username, erases the data and removes the account', async () => {
    const token = await signInAs('nora');
    expect((await call(token, 'POST', '/api/favorites', FAVORITE)).status).toBe(201);
    const wrong = await call(token, 'DELETE', '/api/me', { confirm: 'Nora' });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { message: string }).message).toContain('“nora”');

    expect((await call(token, 'DELETE', '/api/me', { confirm: 'nora' })).status).toBe(204);
    expect((await call(token, 'GET', '/api/favorites')).status).toBe(401);
    await expect(signInAs('nora')).rejects.toThrow(/sign-in failed/);
    expect(runAccounts(work, ['list']).stdout.split('\n')).not.toContain('nora');
  });

  it('confirms with the name the app shows too, and asks for that one', async () => {
    const token = await signInAs('pia');
    const wrong = await call(token, 'DELETE', '/api/me', { confirm: 'Pia' });
    expect(((await wrong.json()) as { message: string }).message).toContain('“Pia Lindqvist”');
    expect((await call(token, 'DELETE', '/api/me', { confirm: 'Pia Lindqvist' })).status).toBe(204);
  });

  it('does the same from the operator command, beside the running server', async () => {
    const token = await signInAs('otto');
    expect((await call(token, 'POST', '/api/favorites', FAVORITE)).status).toBe(201);
    const subject = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString())
      .sub as string;
    const owner = `${origin}/oidc|${subject}`;
    expect(await rowsOf(owner)).toBe(1);

    const unknown = operator(['delete-data', 'nobody']);
    expect(unknown.status).toBe(1);
    expect(unknown.stdout).toContain('There is no account "nobody".');

    const deleted = operator(['delete-data', 'otto']);
    expect(deleted.status, deleted.stderr).toBe(0);
    expect(deleted.stdout).toContain(`Deleted 1 rows of ${owner}`);
    expect(deleted.stdout).toContain('Account "otto" removed.');
    expect(await rowsOf(owner)).toBe(0);
    // The server refuses the token once its few seconds of remembering are over (the account
    // being gone already refuses it; the revocation holds for an external issuer too).
    clock.advance(REVOCATION_CACHE_MS + 1);
    expect((await call(token, 'GET', '/api/favorites')).status).toBe(401);
    await expect(signInAs('otto')).rejects.toThrow(/sign-in failed/);
  });
});
