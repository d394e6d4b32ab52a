/**
 * The files that make the web app installable and work offline, as the server sends them: the
 * service worker and its Workbox runtime, the web manifest and the page the worker precaches
 * are revalidated on every fetch (a worker cached for a year would keep every visitor on an old
 * version), hashed assets stay immutable, and the page lets a worker and a manifest load.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOfflineApp } from '../helpers.ts';

/** The shape of a build with vite-plugin-pwa (apps/web/pwa.config.ts). */
const BUILD: Record<string, string> = {
  'index.html':
    '<!doctype html><html lang="en"><head><title>Media Search</title>' +
    '<link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"></div></body></html>',
  'sw.js': 'importScripts("./workbox-1a2b3c4d.js");',
  'workbox-1a2b3c4d.js': 'self.workbox = {};',
  'manifest.webmanifest': JSON.stringify({ name: 'Media Search', start_url: '/' }),
  'pwa-192x192.png': 'not really a png',
  'assets/app-abc123.js': 'console.log("app")',
};

let work: string;
let dataDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'web-build-'));
  dataDir = await mkdtemp(path.join(tmpdir(), 'web-data-'));
  await mkdir(path.join(work, 'assets'));
  for (const [name, content] of Object.entries(BUILD)) {
    await writeFile(path.join(work, name), content);
  }
  app = await buildOfflineApp(dataDir, { webDistDir: work });
});
afterAll(async () => {
  await app.close();
  await rm(work, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

describe('the service worker and the manifest', () => {
  it.each([
    ['/sw.js', 'javascript'],
    ['/workbox-1a2b3c4d.js', 'javascript'],
    ['/manifest.webmanifest', 'application/manifest+json'],
  ])('%s is revalidated on every fetch', async (url, type) => {
    const answer = await app.inject(url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain(type);
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('the page the worker precaches (/index.html) is revalidated too', async () => {
    const answer = await app.inject('/index.html?__WB_REVISION__=abc');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('hashed assets stay immutable for a year', async () => {
    const answer = await app.inject('/assets/app-abc123.js');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("a page may load a worker and a manifest of the app's own origin only", async () => {
    const csp = (await app.inject('/')).headers['content-security-policy'] as string;
    expect(csp.split('; ')).toEqual(
      expect.arrayContaining(["worker-src 'self'", "manifest-src 'self'"]),
    );
  });
});
