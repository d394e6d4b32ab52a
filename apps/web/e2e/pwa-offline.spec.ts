/**
 * The installed app on the demo catalogue, whose artwork the server draws: a search and a movie
 * seen online open again with the network gone, their artwork from the worker's cache, and the
 * offline screens pass axe.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

test.use({ serviceWorkers: 'allow' });

const naturalWidth = (page: Page, name: string) =>
  page.getByRole('img', { name }).evaluate((image: HTMLImageElement) => image.naturalWidth);

test('a search and a movie seen online open offline, artwork included', async ({
  page,
  context,
}) => {
  // A whole visit online, then offline with an axe run: more steps than most tests.
  test.setTimeout(120_000);
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  await page.getByPlaceholder('Search Movies, TV, Actors').fill('matrix');
  // The home rows, one of which holds The Matrix, stay on screen until the results arrive.
  await page
    .getByRole('region', { name: 'Results for matrix' })
    .getByRole('link', { name: /The Matrix/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Matrix (1999)');
  await expect(page.getByRole('img', { name: 'The Matrix poster' })).toHaveJSProperty(
    'complete',
    true,
  );

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Matrix (1999)');
  await expect(page.getByRole('alert').filter({ hasText: "You're offline" })).toBeVisible();
  const poster = page.getByRole('img', { name: 'The Matrix poster' });
  await expect(poster).toHaveJSProperty('complete', true);
  expect(await naturalWidth(page, 'The Matrix poster')).toBeGreaterThan(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  // Opened as an address, not from the history: the app shell, then the search's kept answer.
  await page.goto('/?q=matrix');
  await expect(page.getByRole('link', { name: /The Matrix/ }).first()).toBeVisible();
});
