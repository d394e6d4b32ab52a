/** Headers, CORS, rate limits, size limits and log hygiene, as a browser or attacker meets them. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOfflineApp } from '../helpers.ts';

let work: string;
let app: FastifyInstance;
let logs = '';

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'security-'));
  const web = path.join(work, 'web');
  await mkdir(web);
  await writeFile(path.join(web, 'index.html'), '<!doctype html><title>Media Search</title>');
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs += chunk.toString();
      done();
    },
  });
  app = await buildOfflineApp(work, {
    webDistDir: web,
    rateLimit: { perMinute: 5 },
    logger: pino(
      { level: 'info', redact: ['req.headers.authorization', 'req.headers.cookie'] },
      sink,
    ),
  });
});
afterAll(async () => {
  await app.close();
  await rm(work, { recursive: true, force: true });
});

describe('security headers', () => {
  it('gives the app a CSP that allows exactly its own origin, TMDB images and YouTube embeds and thumbnails', async () => {
    const response = await app.inject('/about');
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data: https://image.tmdb.org https://i.ytimg.com;");
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets nothing load from an API answer', async () => {
    const response = await app.inject('/api/movie/popular');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('keeps the sign-in pages able to talk back to the app that opened them', async () => {
    const discovery = await app.inject('/oidc/.well-known/openid-configuration');
    expect(discovery.statusCode).toBe(200);
    expect(discovery.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    // The popup ends on the app's /callback: the same policy there keeps it talking to its opener.
    const callback = await app.inject('/callback?code=x&state=y');
    expect(callback.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  });
});

describe('CORS on /api', () => {
  it('allows the app’s own origins', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/favorites',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });

  it('gives other origins nothing to read', async () => {
    const response = await app.inject({
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('limits', () => {
  it('answers 413 in the error shape for an oversized body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/idp/interaction/abc/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=${'x'.repeat(20_000)}`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413 });
  });

  it('rate-limits each client on /api with a 429 and Retry-After, but never liveness', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push(
        (await app.inject({ url: '/api/movie/popular', remoteAddress: '10.1.1.1' })).statusCode,
      );
    expect(statuses.slice(-2)).toEqual([429, 429]);
    const limited = await app.inject({ url: '/api/movie/popular', remoteAddress: '10.1.1.1' });
    expect(limited.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await app.inject({ url: '/api/movie/popular', remoteAddress: '10.1.1.2' })).statusCode,
    ).toBe(200);
    expect((await app.inject({ url: '/api/health', remoteAddress: '10.1.1.1' })).statusCode).toBe(
      200,
    );
  });
});

describe('input', () => {
  it.each([
    ['/api/movie/0x226', 'externalId'],
    ['/api/movie/5e2', 'externalId'],
    ['/api/movie/+603', 'externalId'],
    ['/api/movie/popular?page=0x2', 'page'],
    ['/api/tvshow/1399/seasons/1e0', 'seasonNumber'],
  ])('takes whole numbers in decimal digits only: %s is a 400', async (url, field) => {
    // Each from its own address: this file's app allows a client five requests a minute.
    const response = await app.inject({ url, remoteAddress: `10.2.2.${url.length}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: `Invalid request: ${field} must be written in decimal digits.`,
    });
  });

  it('refuses control characters in a search, naming the field', async () => {
    const response = await app.inject({ url: '/api/search/a%00b', remoteAddress: '10.2.2.3' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Invalid request: searchText must not contain control characters, nor be only spaces.',
    );
  });
});

describe('logs', () => {
  it('never write a bearer token or a cookie', async () => {
    const secret = 'eyJhbGciOiJSUzI1NiJ9.c2VjcmV0LXBheWxvYWQ.c2lnbmF0dXJl';
    await app.inject({
      url: '/api/favorites',
      headers: { authorization: `Bearer ${secret}`, cookie: 'session=abc123secret' },
      remoteAddress: '10.9.9.9',
    });
    expect(logs).toContain('"reqId"');
    expect(logs).not.toContain(secret);
    expect(logs).not.toContain('abc123secret');
  });
});
