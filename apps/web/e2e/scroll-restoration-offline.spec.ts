/**
 * Back returns to where the reader was, on the demo catalogue, whose lists are long enough to
 * scroll far: the home screen, and a list whose grid was scrolled (page and grid both).
 */
import { appStarted } from './support/app-started.ts';
import { openAndComeBack } from './support/back-to-place.ts';
import { scrollOf, settledScrollOf } from './support/scroll-grid.ts';
import { expect, test } from './support/test.ts';

test('Back to the home screen returns to where the reader left it', async ({ page }) => {
  await page.goto('/about');
  await appStarted(page);
  // Home by the app's own link: the screen the router draws, not the server.
  await page.getByRole('link', { name: 'Media Search' }).first().click();
  const lastRow = page.getByRole('region', { name: 'Popular TV Shows' });
  await expect(lastRow).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  const place = await page.evaluate(() => window.scrollY);
  await openAndComeBack(page, lastRow.getByRole('listitem').first());
  await expect(lastRow).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(place);
});

test('Back to a list scrolled far returns to the same card', async ({ page }) => {
  await page.goto('/popular/movies');
  const grid = page.getByRole('region', { name: 'Popular Movies' });
  await expect(grid.getByRole('link').first()).toBeVisible();
  await appStarted(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // Down the grid until it has loaded more pages, then back up a little, mid-list.
  await expect
    .poll(async () => {
      await grid.evaluate((box) => box.scrollTo(0, box.scrollHeight));
      return (await settledScrollOf(page, grid)).grid;
    })
    .toBeGreaterThan(1500);
  await grid.evaluate((box) => box.scrollBy(0, -300));
  const place = await settledScrollOf(page, grid);
  // A card wholly in view, in the grid's part of the window.
  const index = await grid.evaluate((box) => {
    const shown = box.getBoundingClientRect();
    const bottom = Math.min(shown.bottom, window.innerHeight);
    return [...box.querySelectorAll('a')].findIndex((link) => {
      const { top, bottom: end } = link.getBoundingClientRect();
      return top >= Math.max(shown.top, 0) && end <= bottom;
    });
  });
  expect(index).toBeGreaterThanOrEqual(0);
  await openAndComeBack(page, grid.getByRole('link').nth(index));
  await expect(grid.getByRole('link').first()).toBeAttached();
  await expect.poll(() => scrollOf(grid)).toEqual(place);
});
