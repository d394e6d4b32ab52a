/**
 * Lighthouse on the built app served by the real server (offline demo catalogue), in Debian's
 * Chromium: the search screen, a movie, a TV show and a person, mobile with simulated
 * throttling (Lighthouse's defaults). Each page is audited `--runs` times (default 3) in a fresh
 * browser and the run with the median performance score is reported. Prints Markdown: the
 * JavaScript the search screen fetches before the network is idle, then the Lighthouse table and what each page still loses
 * points on. Never exits non-zero: a benchmark reports, it does not fail.
 *
 *   npm run bench:web -w @media-search/web            (builds first)
 *   node apps/web/bench/lighthouse.ts --runs 5        (uses the existing apps/web/dist)
 *   node apps/web/bench/lighthouse.ts --dist /some/other/dist   (e.g. a baseline build)
 *   node apps/web/bench/lighthouse.ts --save /tmp/reports      (keeps each reported run's JSON)
 *   node apps/web/bench/lighthouse.ts --pages /,/tv/1399       (only these of the pages below)
 *   node apps/web/bench/lighthouse.ts --throttling devtools    (the browser itself slowed down)
 *
 * Simulated throttling (the default, as PageSpeed Insights runs it) loads the page at full speed
 * and estimates the slow load from that trace; `devtools` really slows the browser's network and
 * CPU as it loads, which shows what a page draws while its scripts are still on their way.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { BUDGET_BYTES } from '../build-checks/budget.ts';
import { javaScriptBeforeIdle } from '../build-checks/initial-js.ts';

const webDir = path.resolve(import.meta.dirname, '..');
const serverDir = path.resolve(webDir, '../server');
const CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The screens audited, in the offline demo catalogue. */
const PAGES = [
  { name: 'Search', path: '/' },
  { name: 'Movie (The Matrix)', path: '/movie/603' },
  { name: 'TV show (Game of Thrones)', path: '/tv/1399' },
  { name: 'Person (Mark Hamill)', path: '/person/17419' },
  { name: 'Season (Game of Thrones 1)', path: '/tvseason?series=1399&season=1' },
  { name: 'Episode (Game of Thrones 1×1)', path: '/tvepisode?series=1399&season=1&episode=1' },
  { name: 'Collection (The Lord of the Rings)', path: '/collection/119' },
  { name: 'Discover movies', path: '/discover/movies' },
] as const;

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function startServer(port: number, dataDir: string, distDir: string): Promise<ChildProcess> {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_ORIGIN: origin,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: distDir,
      TMDB_API_TOKEN: '',
      CATALOG: 'offline',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error('the server did not start within 60 s');
}

type Throttling = 'simulate' | 'devtools';

async function audit(url: string, throttlingMethod: Throttling): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const runner = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      throttlingMethod,
    });
    if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (runner.lhr.runtimeError) throw new Error(runner.lhr.runtimeError.message);
    return runner.lhr;
  } finally {
    chrome.kill();
  }
}

const score = (lhr: Result, category: (typeof CATEGORIES)[number]) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;

/** The audits that cost the page points, worst first, as short Markdown lines. */
function shortcomings(lhr: Result): string[] {
  const lines: string[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const found = lhr.audits[ref.id];
      if (!found || (ref.weight === 0 && found.scoreDisplayMode !== 'metricSavings')) continue;
      if (found.score === null || found.score >= 0.9) continue;
      const value = found.displayValue ? ` (${found.displayValue})` : '';
      lines.push(`${category}: ${found.title}${value}`);
    }
  }
  return lines;
}

async function bundleTable(distDir: string): Promise<string> {
  const files = (await javaScriptBeforeIdle(distDir)).toSorted((a, b) => b.gzipBytes - a.gzipBytes);
  const total = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  const kB = (bytes: number) => (bytes / 1000).toFixed(1);
  return [
    '| Script | Minified kB | gzip kB |',
    '| ------ | ----------: | ------: |',
    ...files.map((f) => `| \`${f.file}\` | ${kB(f.bytes)} | ${kB(f.gzipBytes)} |`),
    `| **Total** | **${kB(files.reduce((s, f) => s + f.bytes, 0))}** | **${kB(total)}** (budget ${kB(BUDGET_BYTES)}) |`,
  ].join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      dist: { type: 'string', default: path.join(webDir, 'dist') },
      save: { type: 'string' },
      pages: { type: 'string' },
      throttling: { type: 'string', default: 'simulate' },
    },
  });
  const throttling = values.throttling;
  if (throttling !== 'simulate' && throttling !== 'devtools') {
    console.error(`--throttling is 'simulate' or 'devtools', not '${throttling}'.`);
    return;
  }
  const runs = Math.max(1, Number.parseInt(values.runs, 10) || 3);
  const distDir = path.resolve(values.dist);
  const only = values.pages?.split(',');
  const pages = only ? PAGES.filter((page) => only.includes(page.path)) : PAGES;
  if (!existsSync(path.join(distDir, 'index.html'))) {
    console.error('No built web app: run `npm run build -w @media-search/web` first.');
    return;
  }
  console.log(
    `## JavaScript \`/\` fetches before the network is idle\n\n${await bundleTable(distDir)}\n`,
  );

  const dataDir = mkdtempSync(path.join(tmpdir(), 'media-search-lighthouse-'));
  const port = await freePort();
  const server = await startServer(port, dataDir, distDir);
  const rows: string[] = [];
  const notes: string[] = [];
  let version = '';
  try {
    for (const page of pages) {
      const url = `http://127.0.0.1:${port}${page.path}`;
      const results: Result[] = [];
      for (let run = 0; run < runs; run++) {
        try {
          results.push(await audit(url, throttling));
        } catch (error) {
          console.error(`Lighthouse failed on ${url}:`, error);
        }
      }
      if (results.length === 0) {
        rows.push(`| ${page.name} | \`${page.path}\` | failed | | | | | | | |`);
        continue;
      }
      results.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      const lhr = results[Math.floor((results.length - 1) / 2)] as Result;
      version = lhr.lighthouseVersion;
      if (values.save) {
        mkdirSync(values.save, { recursive: true });
        const name = page.path.replaceAll(/[^a-z0-9]+/gi, '_') || '_';
        writeFileSync(path.join(values.save, `lighthouse${name}.json`), JSON.stringify(lhr));
      }
      const perfScores = results.map((r) => score(r, 'performance')).join(', ');
      rows.push(
        `| ${page.name} | \`${page.path}\` | ${score(lhr, 'performance')} (${perfScores}) | ` +
          `${score(lhr, 'accessibility')} | ${score(lhr, 'best-practices')} | ${score(lhr, 'seo')} | ` +
          `${ms(numeric(lhr, 'first-contentful-paint'))} | ${ms(numeric(lhr, 'largest-contentful-paint'))} | ` +
          `${ms(numeric(lhr, 'total-blocking-time'))} | ${numeric(lhr, 'cumulative-layout-shift').toFixed(3)} |`,
      );
      const missing = shortcomings(lhr);
      if (missing.length > 0) notes.push(`- **${page.name}**: ${missing.join('; ')}`);
    }
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit');
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(
    [
      `## Lighthouse ${version} (mobile, ${throttling === 'devtools' ? 'DevTools' : 'simulated'} throttling, median of ${runs} runs)`,
      '',
      '| Page | Path | Performance (all runs) | Accessibility | Best practices | SEO | FCP | LCP | TBT | CLS |',
      '| ---- | ---- | ---------------------: | ------------: | -------------: | --: | --: | --: | --: | --: |',
      ...rows,
      '',
      notes.length > 0
        ? `Audits under 90 in the reported runs:\n\n${notes.join('\n')}`
        : 'No audit under 90.',
    ].join('\n'),
  );
}

try {
  await main();
} catch (error) {
  console.error('The Lighthouse benchmark could not run:', error);
}
process.exitCode = 0;
