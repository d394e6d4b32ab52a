/**
 * The embedded provider's sign-in page in the visitor's language, over real HTTP: the web app's
 * `ui_locales` first, else the browser's `Accept-Language`, else English.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createAuth } from '../../src/auth/create-auth.ts';
import { createOfflineCatalog } from '../../src/catalog/create-catalog.ts';
import { loadConfig } from '../../src/config.ts';
import { createFavoritesStore } from '../../src/favorites/create-favorites-store.ts';
import { RANKING_PACK } from '../helpers.ts';
import { freePort } from '../support/free-port.ts';
import { CookieJar } from '../support/oidc-login.ts';

let dataDir: string;
let origin: string;
let app: FastifyInstance;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'sign-in-language-'));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    PORT: String(port),
    PUBLIC_ORIGIN: origin,
    DATA_DIR: dataDir,
    CATALOG_PACK_DIR: RANKING_PACK,
  });
  app = await buildApp({
    catalog: await createOfflineCatalog(config.packDir, config.dataDir),
    auth: await createAuth(config),
    favorites: await createFavoritesStore(config),
    webOrigins: config.webOrigins,
  });
  await app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Starts a sign-in as the web app does and follows the redirects to the page it lands on. */
async function signInPage(
  extra: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<{ html: string; jar: CookieJar; url: URL }> {
  const jar = new CookieJar();
  const verifier = randomBytes(32).toString('base64url');
  let url = new URL(`${origin}/oidc/auth`);
  url.search = new URLSearchParams({
    client_id: 'media-search-spa',
    redirect_uri: `${origin}/callback`,
    response_type: 'code',
    scope: 'openid profile email',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'state',
    ...extra,
  }).toString();
  for (;;) {
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { ...headers, cookie: jar.header() },
    });
    jar.store(response);
    const location = response.headers.get('location');
    if (!location) return { html: await response.text(), jar, url };
    url = new URL(location, origin);
  }
}

const heading = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];
const lang = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];

describe('the sign-in page', () => {
  it('speaks German when the app asks with ui_locales=de', async () => {
    const { html } = await signInPage({ ui_locales: 'de' }, { 'accept-language': 'en-US' });
    expect(lang(html)).toBe('de');
    expect(heading(html)).toBe('Bei Media Search anmelden');
    expect(html).toContain('<label for="username">Benutzername</label>');
    expect(html).toContain('<label for="password">Passwort</label>');
    expect(html).toContain('<button type="submit">Anmelden</button>');
  });

  it('answers wrong details in that language too', async () => {
    const { html, jar, url } = await signInPage({ ui_locales: 'fr-CA en' });
    const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
    const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const response = await fetch(new URL(action, url), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
      body: new URLSearchParams({ username: 'ada', password: 'wrong', csrf }),
    });
    expect(response.status).toBe(401);
    const page = await response.text();
    expect(lang(page)).toBe('fr');
    expect(page).toContain('Ces identifiants ne correspondent à aucun compte de démonstration.');
  });

  it('follows the browser without ui_locales, and is English for a language it does not speak', async () => {
    const spanish = await signInPage({}, { 'accept-language': 'it;q=0.9, es-MX;q=0.8, en;q=0.1' });
    expect(lang(spanish.html)).toBe('es');
    expect(heading(spanish.html)).toBe('Inicia sesión en Media Search');
    const english = await signInPage({ ui_locales: 'ja' }, { 'accept-language': 'ja' });
    expect(lang(english.html)).toBe('en');
    expect(heading(english.html)).toBe('Sign in to Media Search');
  });

  it('says an expired sign-in has expired in the browser’s language', async () => {
    const response = await fetch(`${origin}/idp/interaction/unknown-uid`, {
      headers: { 'accept-language': 'de-AT, de;q=0.9' },
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(lang(html)).toBe('de');
    expect(heading(html)).toBe('Diese Anmeldung ist abgelaufen');
  });
});
