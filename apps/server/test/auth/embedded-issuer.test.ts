/**
 * The embedded OpenID provider end to end over real HTTP: sign in with a demo account, use the
 * access token on the favourites API, and keep both the token and the session across a restart.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createAuth } from '../../src/auth/create-auth.ts';
import { createOfflineCatalog } from '../../src/catalog/create-catalog.ts';
import { loadConfig } from '../../src/config.ts';
import { createFavoritesStore } from '../../src/favorites/create-favorites-store.ts';
import { freePort } from '../support/free-port.ts';
import { CookieJar, signIn } from '../support/oidc-login.ts';

const rankingPack = path.join(import.meta.dirname, '..', 'fixtures', 'pack-ranking');
let dataDir: string;
let origin: string;
let app: FastifyInstance;
let port: number;

async function start(): Promise<void> {
  const config = loadConfig({
    PORT: String(port),
    PUBLIC_ORIGIN: origin,
    DATA_DIR: dataDir,
    CATALOG_PACK_DIR: rankingPack,
  });
  app = await buildApp({
    catalog: await createOfflineCatalog(config.packDir, config.dataDir),
    auth: await createAuth(config),
    favorites: await createFavoritesStore(config),
    webOrigins: config.webOrigins,
  });
  await app.listen({ port, host: '127.0.0.1' });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'issuer-'));
  port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  await start();
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

const favorites = (token: string, init: RequestInit = {}) =>
  fetch(`${origin}/api/favorites`, {
    ...init,
    headers: {
      ...init.headers,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
  });

describe('the embedded OpenID provider', () => {
  let jar: CookieJar;
  let accessToken: string;

  it('publishes discovery at the issuer, offering only PKCE S256', async () => {
    const metadata = await (await fetch(`${origin}/oidc/.well-known/openid-configuration`)).json();
    expect(metadata).toMatchObject({
      issuer: `${origin}/oidc`,
      code_challenge_methods_supported: ['S256'],
    });
  });

  it('shows its own login page naming the demo accounts, and rejects bad details generically', async () => {
    await expect(
      signIn({ origin, clientId: 'media-search-spa', username: 'ada', password: 'wrong' }),
    ).rejects.toThrow(/401.*Those details do not match a demo account/s);
    await expect(
      signIn({ origin, clientId: 'media-search-spa', username: 'nobody', password: 'x' }),
    ).rejects.toThrow(/Those details do not match a demo account/);
  });

  it('signs in with a demo account and issues a JWT access token for the API', async () => {
    const result = await signIn({
      origin,
      clientId: 'media-search-spa',
      username: 'ada',
      password: 'ada-demo-password',
    });
    expect(result.loginPage).toContain('ada-demo-password');
    expect(result.loginPage).toContain('ben-demo-password');
    jar = result.jar;
    accessToken = result.tokens.access_token;
    expect(decodeProtectedHeader(accessToken)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    expect(decodeJwt(accessToken)).toMatchObject({
      iss: `${origin}/oidc`,
      aud: `${origin}/api`,
      sub: 'demo-ada',
    });
    expect(decodeJwt(result.tokens.id_token)).toMatchObject({
      name: 'Ada Demo',
      email: 'ada@example.com',
    });
    expect(result.tokens.refresh_token).toBeTruthy();
  });

  it('lets that token save and list favourites', async () => {
    const saved = await favorites(accessToken, {
      method: 'POST',
      body: JSON.stringify({
        mediaId: '1',
        mediaType: 'movie',
        mediaImageUrl: '',
        mediaTitle: 'Alien',
      }),
    });
    expect(saved.status).toBe(201);
    expect(await (await favorites(accessToken)).json()).toHaveLength(1);
  });

  it('refuses a login form without its anti-forgery token', async () => {
    const authorize = `${origin}/oidc/auth?client_id=media-search-spa&redirect_uri=${encodeURIComponent(`${origin}/callback`)}&response_type=code&scope=openid&code_challenge=${'a'.repeat(43)}&code_challenge_method=S256&prompt=login`;
    const fresh = new CookieJar();
    const first = await fetch(authorize, { redirect: 'manual' });
    fresh.store(first);
    const loginUrl = new URL(first.headers.get('location') ?? '', origin);
    const posted = await fetch(`${loginUrl.href}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: fresh.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'ada', password: 'ada-demo-password', csrf: 'forged' }),
    });
    expect(posted.status).toBe(403);
  });

  it('keeps the token valid and the session alive across a restart', async () => {
    await app.close();
    await start();
    expect((await favorites(accessToken)).status).toBe(200);
    // Signed in already: the provider answers with a code straight away, no login page.
    const again = await signIn({
      origin,
      clientId: 'media-search-spa',
      username: 'unused',
      password: 'unused',
      jar,
    });
    expect(again.loginPage).toBeUndefined();
    expect(decodeJwt(again.tokens.access_token).sub).toBe('demo-ada');
  });

  it('gives the second demo account none of the first one’s favourites', async () => {
    const ben = await signIn({
      origin,
      clientId: 'media-search-spa',
      username: 'ben',
      password: 'ben-demo-password',
    });
    expect(await (await favorites(ben.tokens.access_token)).json()).toEqual([]);
  });
});
