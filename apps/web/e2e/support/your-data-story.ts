/**
 * Your data's stories (issue 31), told on either catalogue: a Letterboxd ratings file with a
 * bad rating is refused with a message naming its file, row and column; the same file fixed
 * is matched on the server (a reload keeps following the job named in the address), its
 * preview counts each outcome, a row no title matches is skipped, and the import puts the
 * matched titles among the ratings; the JSON export holds them. Deleting the data takes the
 * account's name typed out, signs out, and the account no longer signs in. Axe-clean in light
 * and dark, and nothing scrolls sideways at 360 px.
 */
import type { Page } from '@playwright/test';
import { appStarted } from './app-started.ts';
import {
  expectNoViolationsInBothThemes,
  expectToFitAPhone,
  signInThrough,
} from './library-story.ts';
import { expect, test } from './test.ts';

export interface RatedFilm {
  title: string;
  year: number;
}

/** A title no catalogue has, so its row is unmatched. */
const NOWHERE = { title: 'Zzyzx Nowhere Picture', year: 1999 };

/** Letterboxd's ratings.csv: its header, then one row per film (Date, Name, Year, URI, Rating). */
function ratingsCsv(rows: { title: string; year: number; rating: string }[]): Buffer {
  const lines = rows.map(
    ({ title, year, rating }, index) =>
      `2024-01-0${index + 1},${title},${year},https://boxd.it/e2e${index},${rating}`,
  );
  return Buffer.from(['Date,Name,Year,Letterboxd URI,Rating', ...lines, ''].join('\r\n'));
}

async function chooseFile(page: Page, buffer: Buffer) {
  const choosing = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a file' }).click();
  await (await choosing).setFiles({ name: 'ratings.csv', mimeType: 'text/csv', buffer });
}

async function openSignedIn(page: Page, account: [string, string]) {
  await page.goto('/your-data');
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
  await signInThrough(
    page,
    () => page.getByRole('main').getByRole('button', { name: 'Log in' }).click(),
    account,
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Import' })).toBeVisible();
}

/** `films`: titles the catalogue matches for sure by title and year. */
export async function importStory(
  page: Page,
  films: [RatedFilm, ...RatedFilm[]],
  account: [string, string],
) {
  const main = page.getByRole('main');
  const ratingsRow = () => main.getByRole('row', { name: /^Ratings/ });

  await test.step('signed out, the screen asks to log in; signed in, it offers the import', () =>
    openSignedIn(page, account));

  await test.step('a rating of 11 is refused, naming the file, row and column', async () => {
    await chooseFile(page, ratingsCsv([{ ...films[0], rating: '11' }]));
    const refusal = main.getByRole('alert');
    await expect(refusal).toContainText('ratings.csv could not be read');
    await expect(refusal).toContainText(/ratings\.csv, row \d+, column Rating/);
    await expect(page).not.toHaveURL(/job=/);
  });

  await test.step('the fixed file is matched on the server, followed across a reload', async () => {
    await chooseFile(
      page,
      ratingsCsv([
        ...films.map((film) => ({ ...film, rating: '4.5' })),
        { ...NOWHERE, rating: '3' },
      ]),
    );
    await expect(page).toHaveURL(/[?&]job=[\w-]+/);
    const job = new URL(page.url()).searchParams.get('job');
    await page.reload();
    await appStarted(page);
    expect(new URL(page.url()).searchParams.get('job')).toBe(job);
    await expect(main.getByRole('heading', { name: 'What ratings.csv holds' })).toBeVisible();
  });

  await test.step('the preview counts each outcome, and the unmatched row is skipped', async () => {
    const count = String(films.length);
    await expect(ratingsRow().getByRole('cell')).toHaveText([count, '0', '0', '1', '0']);
    const unmatched = main.getByRole('region', { name: 'Titles not found' });
    const row = unmatched.getByRole('group', { name: new RegExp(NOWHERE.title) });
    await expect(row).toContainText('ratings.csv, row');
    await expectNoViolationsInBothThemes(page);
    await expectToFitAPhone(page);
    await row.getByRole('radio', { name: 'Skip' }).check();
    // Read back from the server: the row now counts as skipped.
    await expect(ratingsRow().getByRole('cell')).toHaveText([count, '0', '0', '0', '1']);
  });

  await test.step('Import puts the matched films among the ratings', async () => {
    await main.getByRole('button', { name: 'Import', exact: true }).click();
    const done = main.getByRole('alert').filter({ hasText: 'ratings.csv is imported' });
    await expect(done).toBeVisible();
    await done.getByRole('link', { name: 'Ratings' }).click();
    await expect(page).toHaveURL(/\/ratings/);
    for (const film of films) await expect(main.getByText(film.title).first()).toBeVisible();
    await expect(main.getByText(NOWHERE.title)).toHaveCount(0);
  });

  await test.step('the JSON export downloads a file holding them', async () => {
    await page.goto('/your-data');
    await appStarted(page);
    const downloading = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Everything (JSON)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^media-search-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readDownload(download)) as { format: string };
    expect(exported.format).toBe('media-search');
    const text = JSON.stringify(exported);
    for (const film of films) expect(text).toContain(film.title);
    await expectNoViolationsInBothThemes(page);
    await expectToFitAPhone(page);
  });
}

async function readDownload(download: { createReadStream: () => Promise<NodeJS.ReadableStream> }) {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream())
    chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

export async function deleteStory(page: Page, account: [string, string]) {
  const [username] = account;
  const main = page.getByRole('main');

  await test.step('signed in', () => openSignedIn(page, account));

  await test.step('deleting takes the account name typed out', async () => {
    await main.getByRole('button', { name: 'Delete my data…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete all your data?' });
    await expect(dialog).toContainText(`type your account name: ${username}`);
    const confirm = dialog.getByRole('button', { name: 'Delete everything' });
    const name = dialog.getByRole('textbox', { name: 'Account name' });
    await expect(confirm).toBeDisabled();
    await name.fill(`${username}x`);
    await expect(confirm).toBeDisabled();
    await expectNoViolationsInBothThemes(page);
    await expectToFitAPhone(page);
    await name.fill(username);
    await expect(confirm).toBeEnabled();
    await confirm.click();
  });

  await test.step('it says so, then signs out to the home page', async () => {
    const deleted = page.getByRole('dialog', { name: 'Your data is deleted' });
    await expect(deleted).toBeVisible();
    await deleted.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  await test.step('the account no longer signs in', async () => {
    await page.goto('/your-data');
    await appStarted(page);
    const popupOpened = page.waitForEvent('popup');
    await main.getByRole('button', { name: 'Log in' }).click();
    const popup = await popupOpened;
    await popup.getByLabel('Username').fill(account[0]);
    await popup.getByLabel('Password').fill(account[1]);
    await popup.getByRole('button', { name: 'Sign in' }).click();
    // The e2e servers offer demo accounts too, so the message names those.
    await expect(popup.getByRole('alert')).toContainText('Those details do not match');
    await popup.close();
  });
}
