/**
 * Checks on the built app in `dist/` (run after `vite build`, see package.json's `test`): the
 * search screen's JavaScript budget (what a browser fetches for `/` before the network is idle,
 * initial-js.ts), that the browser's scripts leave JSON-LD to the server's render, and that no
 * TMDB token can end up in what is served.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGET_BYTES } from './budget.ts';
import { javaScriptBeforeIdle, scriptsInIndexHtml, type FetchedScript } from './initial-js.ts';

const webDir = path.resolve(import.meta.dirname, '..');
// WEB_DIST_DIR, as for the e2e run, checks a build of one's own rather than dist/.
// eslint-disable-next-line no-restricted-properties -- where the build under test is
const distDir = process.env.WEB_DIST_DIR ?? path.join(webDir, 'dist');

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The files of a build, but the .br and .gz copies of others (checked through their source). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Files under `dir` whose text contains `needle`, as paths relative to it. */
function filesContaining(dir: string, needle: string | RegExp): string[] {
  return filesUnder(dir)
    .filter((file) => {
      const text = readFileSync(file, 'latin1');
      return typeof needle === 'string' ? text.includes(needle) : needle.test(text);
    })
    .map((file) => path.relative(dir, file));
}

describe('the built web app (dist/)', () => {
  let fetched: FetchedScript[] = [];
  beforeAll(async () => {
    fetched = await javaScriptBeforeIdle(distDir);
  }, 90_000);

  it(`has / fetch at most ${kB(BUDGET_BYTES)} of gzipped JavaScript before the network is idle`, () => {
    const total = fetched.reduce((sum, file) => sum + file.gzipBytes, 0);
    const table = fetched
      .toSorted((a, b) => b.gzipBytes - a.gzipBytes)
      .map((f) => `${kB(f.gzipBytes).padStart(9)}  ${f.file}`);
    console.info(
      `JavaScript / fetches before the network is idle, gzipped:\n${table.join('\n')}\n${kB(total).padStart(9)}  total`,
    );
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('names in index.html only scripts that exist, all fetched and counted', () => {
    const counted = new Set(fetched.map((file) => file.file));
    const named = scriptsInIndexHtml(distDir);
    expect(named.length).toBeGreaterThan(0);
    for (const file of named) expect(counted).toContain(file);
  });

  it("leaves JSON-LD to the server's render: no browser script builds it", () => {
    const browserScripts = filesContaining(path.join(distDir, 'assets'), 'https://schema.org');
    expect(browserScripts).toEqual([]);
    expect(filesContaining(path.join(distDir, 'ssr'), 'https://schema.org')).not.toEqual([]);
  });

  it('holds no TMDB token from the environment it was built in', () => {
    // eslint-disable-next-line no-restricted-properties -- the token of whoever built dist/
    const token = process.env.TMDB_API_TOKEN;
    if (token) expect(filesContaining(distDir, token)).toEqual([]);
    // A TMDB read-access token is a JWT: nothing served should look like one.
    expect(filesContaining(distDir, /eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{10,}/)).toEqual([]);
  });

  describe('built with a canary TMDB token in the environment', () => {
    const canary = `canary${randomBytes(12).toString('hex')}`;
    const outDir = mkdtempSync(path.join(tmpdir(), 'media-search-web-canary-'));
    const names = ['TMDB_API_TOKEN', 'VITE_TMDB_API_TOKEN'] as const;
    afterAll(() => rmSync(outDir, { recursive: true, force: true }));

    it('carries the canary nowhere in what it serves', async () => {
      // eslint-disable-next-line no-restricted-properties -- the build reads its environment
      const env = process.env;
      const saved = names.map((name) => env[name]);
      for (const name of names) env[name] = canary;
      try {
        await build({ root: webDir, logLevel: 'silent', build: { outDir, emptyOutDir: true } });
      } finally {
        names.forEach((name, i) => {
          if (saved[i] === undefined) delete env[name];
          else env[name] = saved[i];
        });
      }
      expect(filesUnder(outDir).length).toBeGreaterThan(0);
      expect(filesContaining(outDir, canary)).toEqual([]);
    }, 60_000);
  });
});
