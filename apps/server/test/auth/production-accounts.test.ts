/**
 * Sign-in in production (issue 14, finding 3): with NODE_ENV=production the demo accounts are
 * off, the operator adds accounts with `npm run accounts` (scrypt hashes under DATA_DIR, never
 * the password), and a server with no way to sign anyone in refuses to start, saying how.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth } from '../../src/auth/create-auth.ts';
import { loadConfig } from '../../src/config.ts';
import { buildOfflineAppFor, RANKING_PACK } from '../helpers.ts';
import { runAccounts } from '../support/accounts-cli.ts';
import { freePort } from '../support/free-port.ts';
import { signIn } from '../support/oidc-login.ts';
import { startServerProcess } from '../support/server-process.ts';

const serverDir = path.join(import.meta.dirname, '..', '..');
const PASSWORD = 'correct horse battery staple';
let work: string;

/** `npm run accounts -- …` as an operator runs it, the password piped in. */
const accounts = (args: string[], input = '') => runAccounts(work, args, input);

const production = (port: number) =>
  loadConfig({
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    DATA_DIR: work,
    CATALOG_PACK_DIR: RANKING_PACK,
  });

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'production-accounts-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

describe('production sign-in', () => {
  it('refuses to start with the embedded provider and no accounts, saying how to set sign-in up', async () => {
    await expect(createAuth(production(5002))).rejects.toThrow(
      /NODE_ENV=production turns the demo accounts off[\s\S]*npm run accounts -- add <name>[\s\S]*OIDC_ISSUER/,
    );
    const port = await freePort();
    const started = spawnSync(process.execPath, ['src/server.ts'], {
      cwd: serverDir,
      encoding: 'utf8',
      timeout: 20_000,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: String(port),
        DATA_DIR: work,
        CATALOG_PACK_DIR: RANKING_PACK,
      },
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain('npm run accounts -- add <name>');
  });

  it('adds an account from the command line, keeping only a scrypt hash, readable by its owner alone', () => {
    const added = accounts(['add', 'alice'], `${PASSWORD}\n`);
    expect(added.stderr).toBe('');
    expect(added.stdout).toContain('Account "alice" added');
    const file = path.join(work, 'accounts.json');
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain(PASSWORD);
    expect(JSON.parse(text)).toMatchObject({
      accounts: [{ username: 'alice', scrypt: { N: 32768, r: 8, p: 3 } }],
    });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(accounts(['list']).stdout.trim()).toBe('alice');
    expect(accounts(['add', 'bob'], 'short\n').stderr).toMatch(/at least 12 characters/);
  });

  describe('a production server with an operator account', () => {
    let app: FastifyInstance;
    let origin: string;

    beforeAll(async () => {
      const port = await freePort();
      const config = production(port);
      origin = config.publicOrigin;
      app = await buildOfflineAppFor(config);
      await app.listen({ port, host: '127.0.0.1' });
    });
    afterAll(() => app.close());

    it('lists no demo account and refuses their passwords', async () => {
      await expect(
        signIn({
          origin,
          clientId: 'media-search-spa',
          username: 'ada',
          password: 'ada-demo-password',
        }),
      ).rejects.toThrow(/401[\s\S]*Those details do not match an account\./);
    });

    it('signs the operator’s account in, and it can keep favourites', async () => {
      const { tokens, loginPage } = await signIn({
        origin,
        clientId: 'media-search-spa',
        username: 'alice',
        password: PASSWORD,
      });
      expect(loginPage).not.toContain('Demo accounts');
      expect(loginPage).not.toContain('ada-demo-password');
      const saved = await fetch(`${origin}/api/favorites`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${tokens.access_token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          mediaId: '1',
          mediaType: 'movie',
          mediaImageUrl: '',
          mediaTitle: 'Alien',
        }),
      });
      expect(saved.status).toBe(201);
    });
  });

  it('warns when a server on an https origin still lets the demo accounts in', async () => {
    const port = await freePort();
    const server = await startServerProcess(port, {
      PUBLIC_ORIGIN: 'https://media.example',
      DATA_DIR: path.join(work, 'demo-on-https'),
      CATALOG_PACK_DIR: RANKING_PACK,
    });
    await server.stop();
    expect(server.output()).toContain('The public demo accounts (ada, ben) can sign in');
  });

  it('offers Vite’s development origin as a sign-in redirect only outside production', () => {
    expect(loadConfig({}).webOrigins).toContain('http://localhost:5173');
    expect(loadConfig({ NODE_ENV: 'production' }).webOrigins).toEqual(['http://localhost:5002']);
  });
});
