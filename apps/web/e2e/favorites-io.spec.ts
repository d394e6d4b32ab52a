/**
 * Favourites you can take with you, end to end (issue 17 item 6): signed in through the real
 * popup, a list exported as JSON and CSV, deleted, imported back from the file; a broken file
 * refused with nothing changed; the list filtered by type and sorted by title, in the address,
 * by keyboard, axe-clean and at 360 px. Each viewport gets its own server and data, on the
 * offline demo catalogue.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolationsOnceStill } from './support/axe.ts';
import { E2E_HOST, E2E_PORT } from './support/e2e-server.ts';
import { startServer, stopServer } from './support/server-process.ts';
import { logInFromMenu } from './support/sign-in.ts';
import { expect, test } from '@playwright/test';

// Steps of one story, each with a few page loads: roomier than the default on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let dataDir = '';
let server: ChildProcess | undefined;
/** One page for the whole story, so the session carries from step to step. */
let page: Page;

/** The three favourites, newest first, as the list shows them. */
const SAVED = ['Bryan Cranston', 'Game of Thrones', 'The Matrix'];

test.beforeAll(async ({ browser }: { browser: Browser }, testInfo) => {
  // A port per worker (a worker runs one story at a time), beside favorites.spec.ts's (+2, +3)
  // and pwa.spec.ts's (+8, +9).
  const origin = `http://${E2E_HOST}:${E2E_PORT + 6 + testInfo.parallelIndex}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'media-search-favorites-io-'));
  server = await startServer(origin, { TMDB_API_TOKEN: '', DATA_DIR: dataDir });
  const { viewport, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL: origin, viewport, hasTouch });
  page = await context.newPage();
});
test.afterAll(async () => {
  await page.context().close();
  if (server) await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
});

const expectNoViolations = () => expectNoAxeViolationsOnceStill(page);

const cardTitles = () => page.getByRole('main').getByRole('heading', { level: 2 });
const importDialog = () => page.getByRole('dialog', { name: 'Import favorites' });

/** Export, then the chosen kind: the downloaded file's name and text. */
async function exportAs(label: 'JSON file' | 'CSV file (spreadsheets)') {
  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: label }).click();
  const download = await downloading;
  const file = path.join(dataDir, download.suggestedFilename());
  await download.saveAs(file);
  return { name: download.suggestedFilename(), file, text: readFileSync(file, 'utf8') };
}

/** Import, then `file` in the browser's file picker. */
async function importFile(file: string | { name: string; mimeType: string; buffer: Buffer }) {
  const choosing = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import' }).click();
  await (await choosing).setFiles(file);
}

test('signs in and hearts a person, a TV show and a movie', async () => {
  await page.goto('/about');
  await logInFromMenu(page, 'ada', 'ada-demo-password');

  for (const [url, title] of [
    ['/movie/603', 'The Matrix'],
    ['/tv/1399', 'Game of Thrones'],
    ['/person/17419', 'Bryan Cranston'],
  ] as const) {
    await page.goto(url);
    const heart = page.getByRole('button', { name: `Add ${title} to favorites` });
    await heart.click();
    await expect(
      page.getByRole('button', { name: `Remove ${title} from favorites` }),
    ).toBeVisible();
  }
  await page.goto('/favorites');
  await expect(cardTitles()).toHaveText(SAVED);
});

test('exports the list, deletes it, and imports the file back in the same order', async () => {
  await page.goto('/favorites');
  await expect(cardTitles()).toHaveText(SAVED);
  await expectNoViolations();

  const json = await exportAs('JSON file');
  expect(json.name).toMatch(/^media-search-favorites-\d{4}-\d\d-\d\d\.json$/);
  const document = JSON.parse(json.text) as { format: string; favorites: { mediaTitle: string }[] };
  expect(document.format).toBe('media-search-favorites');
  expect(document.favorites.map((favorite) => favorite.mediaTitle)).toEqual(SAVED);
  const csv = await exportAs('CSV file (spreadsheets)');
  expect(csv.text.split('\r\n')[0]).toBe(
    '\uFEFF"mediaType","mediaId","mediaTitle","mediaImageUrl","addedAt"',
  );

  for (const title of SAVED)
    await page.getByRole('button', { name: `Delete ${title} from favorites` }).click();
  await expect(page.getByText("You don't have any favorites")).toBeVisible();

  await importFile(json.file);
  const dialog = importDialog();
  await expect(dialog.getByRole('region', { name: '3 favorites to add' })).toContainText(
    'The Matrix',
  );
  await expectNoViolations();
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('3 favorites imported')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(cardTitles()).toHaveText(SAVED);
  // Saved, not only shown: a reload asks the server again.
  await page.reload();
  await expect(cardTitles()).toHaveText(SAVED);

  // The CSV holds the same three: all skipped, nothing to import.
  await importFile(csv.file);
  await expect(dialog.getByRole('region', { name: '3 skipped' })).toContainText(
    'already in your favorites',
  );
  await expect(dialog).toContainText('Everything in this file is already in your favorites.');
  await expect(dialog.getByRole('button', { name: 'Import' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Import' })).toBeFocused();
});

test('refuses a broken file with a readable reason, and the list stays as it was', async () => {
  await page.goto('/favorites');
  await expect(cardTitles()).toHaveText(SAVED);
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') requests.push(`${request.method()} ${request.url()}`);
  });
  await importFile({
    name: 'favorites.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format":"media-search-favorites","version":1,"favorites":[{"media'),
  });
  const dialog = page.getByRole('dialog', { name: 'This file can’t be imported' });
  await expect(dialog.getByRole('alert')).toHaveText(
    'The file is damaged: it is neither valid JSON nor valid CSV. Nothing was changed.',
  );
  await expectNoViolations();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(requests).toEqual([]);
  await page.reload();
  await expect(cardTitles()).toHaveText(SAVED);
});

test('filters by type and sorts by title, in the address and by keyboard', async () => {
  await page.goto('/favorites');
  await expect(cardTitles()).toHaveText(SAVED);
  const types = page.getByRole('group', { name: 'Type' });
  await types.getByRole('button', { name: 'Movies' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/favorites\?type=movie$/);
  await expect(cardTitles()).toHaveText(['The Matrix']);
  await types.getByRole('button', { name: 'People' }).click();
  await expect(cardTitles()).toHaveText(['Bryan Cranston']);
  await types.getByRole('button', { name: 'All' }).click();
  await expect(page).toHaveURL(/\/favorites$/);
  await expect(cardTitles()).toHaveText(SAVED);

  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await sort.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Title' }).press('Enter');
  await expect(page).toHaveURL(/\/favorites\?sort=title$/);
  await expect(cardTitles()).toHaveText(['Bryan Cranston', 'Game of Thrones', 'The Matrix']);
  await types.getByRole('button', { name: 'TV Shows' }).click();
  await expect(page).toHaveURL(/\/favorites\?sort=title&type=tv$|\/favorites\?type=tv&sort=title$/);
  await expect(cardTitles()).toHaveText(['Game of Thrones']);
  await expectNoViolations();

  // The address keeps the choice through a reload, and Back undoes it.
  await page.reload();
  await expect(cardTitles()).toHaveText(['Game of Thrones']);
  await expect(types.getByRole('button', { name: 'TV Shows' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goBack();
  await expect(cardTitles()).toHaveText(['Bryan Cranston', 'Game of Thrones', 'The Matrix']);
});

test('fits a 360 px wide screen', async () => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/favorites');
  await expect(cardTitles()).toHaveText(SAVED);
  for (const control of [
    page.getByRole('group', { name: 'Type' }),
    page.getByRole('combobox', { name: 'Sort by' }),
    page.getByRole('button', { name: 'Export' }),
    page.getByRole('button', { name: 'Import' }),
  ])
    await expect(control).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoViolations();
});
