/**
 * Checks shared by the scrolling specs: a list or search screen scrolls only inside its grid
 * (the page itself does not move), and the scroll-to-top button follows the grid.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './test.ts';

/** How far the page itself can scroll: nothing, when only the grid scrolls. */
export const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);

export async function expectOnlyTheGridScrolls(page: Page, grid: Locator) {
  await expect(grid.getByRole('link').first()).toBeVisible();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  // The grid itself has more to show than fits.
  expect(await grid.evaluate((box) => box.scrollHeight - box.clientHeight)).toBeGreaterThan(200);
}

export async function expectScrollToTopFollowsTheGrid(page: Page, grid: Locator) {
  const button = page.getByRole('button', { name: 'Scroll to top' });
  const scrollGridTo = (top: number) => grid.evaluate((box, to) => box.scrollTo({ top: to }), top);
  await scrollGridTo(150);
  await expect(button).toBeHidden();
  await scrollGridTo(400);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => grid.evaluate((box) => box.scrollTop)).toBe(0);
  await expect(button).toBeHidden();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}
