/**
 * The server behind a TLS-terminating proxy (issue 14, findings 2 and 9): PUBLIC_ORIGIN is
 * https, the proxy speaks plain HTTP to us and says `X-Forwarded-Proto: https`. Every URL and
 * cookie the sign-in makes must be the public https one, whatever Host the request names, and
 * every answer must carry HSTS.
 */
import { request as httpRequest } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { freePort } from '../support/free-port.ts';
import { CookieJar } from '../support/oidc-login.ts';
import { buildOfflineAppFor, RANKING_PACK } from '../helpers.ts';

const PUBLIC = 'https://media.example';
let work: string;
let app: FastifyInstance;
let local: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'behind-proxy-'));
  const config = loadConfig({
    PUBLIC_ORIGIN: PUBLIC,
    TRUST_PROXY_HOPS: '1',
    DATA_DIR: work,
    CATALOG_PACK_DIR: RANKING_PACK,
  });
  app = await buildOfflineAppFor(config, {
    trustProxyHops: config.trustProxyHops,
    publicOrigin: config.publicOrigin,
  });
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  local = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await app.close();
  await rm(work, { recursive: true, force: true });
});

/** What the proxy sends us for a browser's https request; `host` as the proxy passes it on. */
const viaProxy = (jar: CookieJar, url: string, init: RequestInit = {}, host = 'media.example') =>
  fetch(`${local}${url.replace(PUBLIC, '')}`, {
    ...init,
    redirect: 'manual',
    headers: {
      ...init.headers,
      host,
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '198.51.100.20',
      cookie: jar.header(),
    },
  }).then((response) => {
    jar.store(response);
    return response;
  });

const authorize = `/oidc/auth?${new URLSearchParams({
  client_id: 'media-search-spa',
  redirect_uri: `${PUBLIC}/callback`,
  response_type: 'code',
  scope: 'openid',
  code_challenge: 'a'.repeat(43),
  code_challenge_method: 'S256',
  state: 'st',
}).toString()}`;

describe('behind a TLS proxy', () => {
  it('sets Secure cookies and sends the login form and its answer to https', async () => {
    const jar = new CookieJar();
    const started = await viaProxy(jar, authorize);
    expect(started.status).toBe(303);
    // The provider names its login page by path: on the https origin the browser is on.
    const login = started.headers.get('location') ?? '';
    expect(login).toMatch(/^\/idp\/interaction\//);
    const cookies = started.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*secure/i);

    const page = await (await viaProxy(jar, login)).text();
    const action = /action="([^"]+)"/.exec(page)?.[1] ?? '';
    const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const posted = await viaProxy(jar, action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'ada', password: 'ada-demo-password', csrf }),
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toMatch(/^https:\/\/media\.example\/oidc\/auth\//);
    const resumed = await viaProxy(jar, posted.headers.get('location') ?? '');
    expect(resumed.headers.get('location')).toMatch(/^https:\/\/media\.example\/callback\?code=/);

    // Signing out: the provider's form posts to https, which the page's own CSP allows.
    const logout = await viaProxy(jar, '/oidc/session/end');
    const form = await logout.text();
    expect(form).toMatch(/action="https:\/\/media\.example\/oidc\/session\/end\/confirm"/);
    expect(logout.headers.get('content-security-policy')).toContain("form-action 'self'");
  });

  it('builds every sign-in URL from PUBLIC_ORIGIN, whatever Host the request forges', async () => {
    const jar = new CookieJar();
    const forged = await viaProxy(jar, authorize, {}, 'evil.example');
    expect(forged.headers.get('location')).toMatch(/^\/idp\/interaction\//);
    const logout = await viaProxy(jar, '/oidc/session/end', {}, 'evil.example');
    const form = await logout.text();
    expect(form).toContain('action="https://media.example/oidc/session/end/confirm"');
    expect(form).not.toContain('evil.example');
  });

  it('refuses a request that names two hosts, in the error shape', async () => {
    const { port } = new URL(local);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/oidc/.well-known/openid-configuration',
          headers: [
            ['Host', 'media.example'],
            ['Host', 'evil.example'],
          ].flat() as unknown as Record<string, string>,
        },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
  });

  it('sends HSTS for a year on pages, API answers and the provider’s answers', async () => {
    for (const url of [
      '/',
      '/api/health',
      '/api/movie/popular',
      '/oidc/.well-known/openid-configuration',
    ]) {
      const response = await viaProxy(new CookieJar(), url);
      const hsts = response.headers.get('strict-transport-security') ?? '';
      expect(hsts, url).toMatch(/max-age=(\d+)/);
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    }
  });
});
