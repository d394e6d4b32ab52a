/**
 * A password reset or an account's removal ends that account's sign-ins (penetration test:
 * after `npm run accounts -- add <existing name>` the old refresh token kept working for up to
 * a day). The operator's command now deletes the account's sessions, grants and tokens from
 * oidc.sqlite, and the API refuses access tokens of an account that is gone.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { buildOfflineAppFor, RANKING_PACK } from '../helpers.ts';
import { runAccounts } from '../support/accounts-cli.ts';
import { freePort } from '../support/free-port.ts';
import { signIn, type CookieJar, type Tokens } from '../support/oidc-login.ts';

const OLD_PASSWORD = 'old lantern over the harbour';
const NEW_PASSWORD = 'new kettle beside the window';
let work: string;
let app: FastifyInstance;
let origin: string;

/** `npm run accounts -- …` as an operator runs it while the server is up. */
const accounts = (args: string[], input = '') => runAccounts(work, args, input);

const refresh = async (tokens: Tokens) => {
  const response = await fetch(`${origin}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? '',
      client_id: 'media-search-spa',
    }),
  });
  return { status: response.status, body: (await response.json()) as { error?: string } };
};

const signInAs = (username: string, password: string, jar?: CookieJar) =>
  signIn({ origin, clientId: 'media-search-spa', username, password, jar });

const favorites = (tokens: Tokens) =>
  fetch(`${origin}/api/favorites`, { headers: { authorization: `Bearer ${tokens.access_token}` } });

/** What oidc.sqlite still holds for this account (sessions, grants, tokens), by model. */
function storedFor(accountId: string): string[] {
  const db = new DatabaseSync(path.join(work, 'oidc.sqlite'), { readOnly: true });
  try {
    const rows = db
      .prepare(
        "SELECT model FROM oidc_models WHERE json_extract(payload, '$.accountId') = ? ORDER BY model",
      )
      .all(accountId) as { model: string }[];
    return rows.map((row) => row.model);
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'account-revocation-'));
  for (const name of ['alice', 'bob', 'carol'])
    expect(accounts(['add', name], `${OLD_PASSWORD}\n`).status).toBe(0);
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    DATA_DIR: work,
    CATALOG_PACK_DIR: RANKING_PACK,
  });
  origin = config.publicOrigin;
  app = await buildOfflineAppFor(config);
  await app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await rm(work, { recursive: true, force: true });
});

describe('a new password for an existing account', () => {
  it('ends its sessions and refresh tokens, and no one else’s', async () => {
    const alice = await signInAs('alice', OLD_PASSWORD);
    const bob = await signInAs('bob', OLD_PASSWORD);
    const aliceId = decodeJwt(alice.tokens.access_token).sub ?? '';
    expect(storedFor(aliceId)).toEqual(
      expect.arrayContaining(['Grant', 'RefreshToken', 'Session']),
    );

    const changed = accounts(['add', 'alice'], `${NEW_PASSWORD}\n`);
    expect(changed.stderr).toBe('');
    expect(changed.stdout).toMatch(/Account "alice" updated[\s\S]*signed out everywhere/);

    expect(await refresh(alice.tokens)).toEqual({
      status: 400,
      body: expect.objectContaining({ error: 'invalid_grant' }),
    });
    expect(storedFor(aliceId)).toEqual([]);
    // The browser's session no longer signs in silently: the form is shown, and only the new
    // password gets past it.
    await expect(signInAs('alice', OLD_PASSWORD, alice.jar)).rejects.toThrow(/401/);
    const again = await signInAs('alice', NEW_PASSWORD, alice.jar);
    expect(again.loginPage).toBeDefined();
    expect(decodeJwt(again.tokens.access_token).sub).toBe(aliceId);

    expect((await refresh(bob.tokens)).status).toBe(200);
    expect((await signInAs('bob', 'not used', bob.jar)).loginPage).toBeUndefined();
  });
});

describe('removing an account', () => {
  it('ends its sign-ins, and the API refuses its access token at once', async () => {
    const carol = await signInAs('carol', OLD_PASSWORD);
    const carolId = decodeJwt(carol.tokens.access_token).sub ?? '';
    expect((await favorites(carol.tokens)).status).toBe(200);

    const removed = accounts(['remove', 'carol']);
    expect(removed.stdout).toMatch(/Account "carol" removed[\s\S]*signed out everywhere/);

    expect(storedFor(carolId)).toEqual([]);
    expect(await refresh(carol.tokens)).toEqual({
      status: 400,
      body: expect.objectContaining({ error: 'invalid_grant' }),
    });
    await expect(signInAs('carol', OLD_PASSWORD, carol.jar)).rejects.toThrow(/401/);
    // Its access token is still within its ten minutes, but names an account that is gone.
    expect((await favorites(carol.tokens)).status).toBe(401);
  });
});
