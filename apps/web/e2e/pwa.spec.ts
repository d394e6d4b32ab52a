/**
 * The installable app (issue 17 item 4): its web manifest and icons, the service worker taking
 * control, screens seen online opening again offline with "You're offline" said, a screen never
 * seen saying it cannot load, nothing of a signed-in visitor's kept by the worker, and a new
 * version announcing itself.
 */
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_HOST, E2E_PORT } from './support/e2e-server.ts';
import { startServer, stopServer } from './support/server-process.ts';
import { logInFromMenu } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker has installed (precached the shell) and controls the page. */
async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/** Every address the worker keeps, by cache name (pwa.config.ts names them). */
function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const kept: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      kept[name] = requests.map((request) => request.url);
    }
    return kept;
  });
}

/** Width and height from a PNG's header (IHDR, which always comes first). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const offlineNotice = (page: Page) => page.getByRole('alert').filter({ hasText: "You're offline" });

test.describe('installable app', () => {
  test('links a manifest that describes the app and its icons', async ({ page }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const answer = await page.request.get(href ?? '');
    expect(answer.ok()).toBe(true);
    const manifest = (await answer.json()) as {
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Media Search',
      short_name: 'Media Search',
      description: 'Search and browse movies, TV shows and people.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#101418',
      background_color: '#101418',
    });
    const icons = manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose ?? 'any'}`);
    expect(icons).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);

    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    const files = [
      ...manifest.icons.map((icon) => ({ src: icon.src, sizes: icon.sizes })),
      { src: appleIcon ?? '', sizes: '180x180' },
    ];
    for (const { src, sizes } of files) {
      const image = await page.request.get(src);
      expect(image.headers()['content-type'], src).toBe('image/png');
      const { width, height } = pngSize(await image.body());
      expect(`${width}x${height}`, src).toBe(sizes);
    }
  });

  test('reopens the screens visited online when offline, and says so', async ({
    page,
    context,
  }) => {
    const visits = [
      {
        path: '/',
        shows: page.getByRole('region', { name: 'Popular Movies' }).getByRole('link', {
          name: /Orbit of Ash/,
        }),
      },
      { path: '/movie/101', shows: page.getByRole('heading', { level: 1, name: 'Orbit of Ash' }) },
      { path: '/person/301', shows: page.getByRole('heading', { level: 1, name: 'Mara Quill' }) },
    ];
    await page.goto('/');
    await waitForWorker(page);
    for (const { path, shows } of visits) {
      await page.goto(path);
      await expect(shows).toBeVisible();
    }
    await expect(offlineNotice(page)).toHaveCount(0);

    await context.setOffline(true);
    for (const { path, shows } of visits) {
      await page.goto(path);
      await expect(shows).toBeVisible();
      await expect(offlineNotice(page)).toBeVisible();
    }

    // A show never visited: the app opens, and says the screen will load once back online.
    await page.goto('/tv/201');
    await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toContainText(
      "This page will load as soon as you're back online.",
    );
    await expect(page.getByRole('progressbar')).toHaveCount(0);

    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Night Shift Diaries');
    await expect(offlineNotice(page)).toHaveCount(0);
  });

  test('keeps nothing of favourites or signing in', async ({ page }) => {
    await page.goto('/');
    await waitForWorker(page);
    await logInFromMenu(page, 'ada', 'ada-demo-password');

    // The favourites list, asked for with the visitor's token, and a movie's heart.
    const favorites = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/favorites' && response.ok(),
    );
    await page.goto('/favorites');
    await favorites;
    await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
    await page.goto('/movie/101');
    await expect(page.getByRole('button', { name: /Add Orbit of Ash to favorites/ })).toBeVisible();
    // A list the app asks the API for (a server-rendered page carries its answers instead).
    await page.goto('/popular/movies');
    await expect(page.getByRole('heading', { level: 1, name: 'Popular Movies' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Orbit of Ash/ }).first()).toBeVisible();

    // What the worker does keep is there to be seen: the catalogue's answers and the pages.
    // It writes an answer to its cache after handing it to the page, so the list can be on
    // screen a moment before it is kept.
    await expect
      .poll(async () => (await cachedUrls(page)).catalogue)
      .toContainEqual(expect.stringMatching(/\/api\/movie\/popular/));
    const kept = await cachedUrls(page);
    expect(kept.pages).toContainEqual(expect.stringMatching(/\/movie\/101$/));
    const userData = Object.values(kept)
      .flat()
      .filter((url) => /^\/(api\/favorites|oidc|idp|callback)(\/|$)/.test(new URL(url).pathname));
    expect(userData).toEqual([]);
  });
});

test.describe('a new version', () => {
  const webDist = process.env.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../dist');
  let work = '';
  let server: ChildProcess | undefined;

  test.afterEach(async () => {
    if (server) await stopServer(server);
    rmSync(work, { recursive: true, force: true });
  });

  test('announces itself, and Reload hands the page to it', async ({ browser }, testInfo) => {
    // Starting a server of its own comes on top of the usual steps.
    test.setTimeout(120_000);
    // A server of its own, on a copy of the build that the test can change: ports after the
    // two shared servers, one per test running at the same time.
    work = mkdtempSync(path.join(tmpdir(), 'media-search-pwa-'));
    const build = path.join(work, 'dist');
    cpSync(webDist, build, { recursive: true });
    const origin = `http://${E2E_HOST}:${E2E_PORT + 8 + testInfo.parallelIndex}`;
    server = await startServer(origin, {
      TMDB_API_TOKEN: '',
      DATA_DIR: path.join(work, 'data'),
      WEB_DIST_DIR: build,
    });
    const { viewport, hasTouch } = testInfo.project.use;
    const context = await browser.newContext({
      baseURL: origin,
      viewport,
      hasTouch,
      serviceWorkers: 'allow',
    });
    const page = await context.newPage();
    await page.goto('/');
    await waitForWorker(page);
    const update = page.getByRole('alert').filter({ hasText: 'Update available' });
    await expect(update).toHaveCount(0);

    // The next version: a worker of different bytes (its compressed copies would hide it).
    const worker = path.join(build, 'sw.js');
    writeFileSync(worker, `${readFileSync(worker, 'utf8')}\n// the next version\n`);
    rmSync(`${worker}.br`, { force: true });
    rmSync(`${worker}.gz`, { force: true });
    // What the browser does by itself at the next navigation, or once a day.
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect(update).toBeVisible();
    const hasWaitingWorker = () =>
      page.evaluate(
        async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null,
      );
    expect(await hasWaitingWorker()).toBe(true);

    await page.evaluate(() => ((window as { beforeUpdate?: boolean }).beforeUpdate = true));
    await update.getByRole('button', { name: 'Reload' }).click();
    // The page reloaded (its window is new), under the new worker, with nothing left waiting.
    await page.waitForFunction(() => !(window as { beforeUpdate?: boolean }).beforeUpdate);
    await waitForWorker(page);
    expect(await hasWaitingWorker()).toBe(false);
    await expect(update).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Popular Movies' })).toBeVisible();
    await context.close();
  });
});
