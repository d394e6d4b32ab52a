/**
 * What a browser fetches for the search screen (`/`) before the network is idle, measured as a
 * browser does it: the real server serves the build (offline demo catalogue, its render
 * included), a first request warms its page cache as a visit before this one would have, and
 * Chromium at a phone's size opens `/` and counts every script the page asks for until no
 * request has been made for half a second (Playwright's `networkidle`), and a second after that
 * (the idle-time loads come in that second). Each file's size is read from the build and
 * gzipped, as the server sends it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer, stopServer } from '../e2e/support/server-process.ts';

export interface FetchedScript {
  /** The file's path in the build, e.g. `assets/index-abc.js`. */
  file: string;
  bytes: number;
  gzipBytes: number;
}

/** The module scripts and modulepreloads named by index.html, as asset paths. */
export function scriptsInIndexHtml(distDir: string): string[] {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  const urls: string[] = [];
  for (const tag of tags) {
    const isModule = tag.startsWith('<script') && /\btype="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /\brel="modulepreload"/.test(tag);
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isModule || isPreload) && url) urls.push(url.replace(/^\//, ''));
  }
  return urls;
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, 'localhost', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The scripts a browser fetches for `pagePath` on `origin` before the network is idle. */
async function scriptsFetchedBeforeIdle(origin: string, pagePath = '/'): Promise<string[]> {
  // A first visit to a cold server gets the app's shell; a page rendered once is kept.
  await fetch(new URL(pagePath, origin));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(new URL(pagePath, origin).href, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    return [...scripts].map((script) => script.replace(/^\//, ''));
  } finally {
    await browser.close();
  }
}

/** Every script the built app in `distDir` has `/` fetch before the network is idle, with its size. */
export async function javaScriptBeforeIdle(distDir: string): Promise<FetchedScript[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'initial-js-'));
  const origin = `http://localhost:${await freePort()}`;
  const server = await startServer(origin, {
    CATALOG: 'offline',
    TMDB_API_TOKEN: '',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: distDir,
  });
  try {
    const scripts = await scriptsFetchedBeforeIdle(origin);
    return scripts.map((file) => {
      const bytes = readFileSync(path.join(distDir, file));
      return { file, bytes: bytes.length, gzipBytes: gzipSync(bytes).length };
    });
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
