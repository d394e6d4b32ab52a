/**
 * What the embedded provider leaves on disk and how long its tokens count (issue 14, finding 9):
 * DATA_DIR is its owner's alone, oidc.sqlite holds no refresh token or code a reader could use,
 * access tokens live ten minutes, and a refresh token can be revoked.
 */
import { chmodSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANKING_PACK } from '../helpers.ts';
import { freePort } from '../support/free-port.ts';
import { signIn, type Tokens } from '../support/oidc-login.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';

let work: string;
let server: ServerProcess;
let tokens: Tokens;
let code: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'provider-storage-'));
  // What an older version left behind: a folder and a file anyone could read.
  mkdirSync(path.join(work, 'catalog'), { recursive: true, mode: 0o755 });
  chmodSync(work, 0o755);
  writeFileSync(path.join(work, 'old-notes.txt'), 'x', { mode: 0o644 });
  const port = await freePort();
  server = await startServerProcess(port, {
    DATA_DIR: work,
    CATALOG_PACK_DIR: RANKING_PACK,
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
  });
  ({ tokens, code } = await signInKeepingCode(server.origin));
}, 30_000);
afterAll(async () => {
  await server.stop();
  await rm(work, { recursive: true, force: true });
});

/** Signs in, and also returns the authorization code the provider issued. */
async function signInKeepingCode(origin: string): Promise<{ tokens: Tokens; code: string }> {
  let seen = '';
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const body = init?.body;
    if (body instanceof URLSearchParams && body.get('grant_type') === 'authorization_code')
      seen = body.get('code') ?? '';
    return realFetch(input, init);
  };
  try {
    const result = await signIn({
      origin,
      clientId: 'media-search-spa',
      username: 'ada',
      password: 'ada-demo-password',
    });
    return { tokens: result.tokens, code: seen };
  } finally {
    globalThis.fetch = realFetch;
  }
}

const refresh = (refreshToken: string) =>
  fetch(`${server.origin}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: 'media-search-spa',
    }),
  });

describe('the embedded provider’s storage', () => {
  it('keeps DATA_DIR and every file in it readable by the server’s user alone', () => {
    expect(statSync(work).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(work, 'catalog')).mode & 0o777).toBe(0o700);
    for (const name of readdirSync(work)) {
      const stats = statSync(path.join(work, name));
      if (stats.isFile()) expect(stats.mode & 0o777, name).toBe(0o600);
    }
    expect(readdirSync(work)).toEqual(expect.arrayContaining(['oidc.sqlite', 'oidc-secrets.json']));
  });

  it('stores no refresh token or authorization code a reader of oidc.sqlite could present', () => {
    expect(tokens.refresh_token).toBeTruthy();
    expect(code).toBeTruthy();
    const stored = readdirSync(work)
      .filter((name) => name.startsWith('oidc.sqlite'))
      .map((name) => readFileSync(path.join(work, name)).toString('latin1'))
      .join('');
    expect(stored.length).toBeGreaterThan(0);
    expect(stored).not.toContain(tokens.refresh_token);
    expect(stored).not.toContain(code);
  });

  it('issues access tokens that live ten minutes', () => {
    const { iat, exp } = decodeJwt(tokens.access_token);
    expect((exp ?? 0) - (iat ?? 0)).toBe(600);
  });

  it('refreshes with the stored token, and revokes it on request', async () => {
    const discovery = (await (
      await fetch(`${server.origin}/oidc/.well-known/openid-configuration`)
    ).json()) as { revocation_endpoint?: string };
    expect(discovery.revocation_endpoint).toBe(`${server.origin}/oidc/token/revocation`);
    const renewed = await refresh(tokens.refresh_token ?? '');
    expect(renewed.status).toBe(200);
    const { refresh_token: next } = (await renewed.json()) as Tokens;
    const revoked = await fetch(discovery.revocation_endpoint ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: next ?? '', client_id: 'media-search-spa' }),
    });
    expect(revoked.status).toBe(200);
    expect((await refresh(next ?? '')).status).toBe(400);
  });
});
