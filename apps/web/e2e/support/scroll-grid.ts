/**
 * Checks shared by the scrolling specs. A list or search screen's results scroll in a grid of
 * their own, 80% of the window high (SPEC §2), on a page that scrolls too, as one document: the
 * page until the whole grid is in view, then the grid. The footer follows the content, and the
 * scroll-to-top button follows both and never covers the footer. (The old layout kept the page
 * still, its footer pinned to the window's bottom, and left the grid the room between: at
 * 360 × 740, 213 to 334 px of Discover's results.)
 */
import type { Locator, Page } from '@playwright/test';
import { appStarted } from './app-started.ts';
import { expect } from './test.ts';

/** A small phone's window: its 80vh is 592 px, under a 56 px bar. */
export const SMALL_PHONE = { width: 360, height: 740 };

/** How many pixels of the grid the visitor sees: below the top bar, above the window's bottom. */
export const visibleResults = (grid: Locator) =>
  grid.evaluate((box) => {
    const { top, bottom } = box.getBoundingClientRect();
    const bar = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    return Math.min(bottom, window.innerHeight) - Math.max(top, bar);
  });

export const scrollOf = (grid: Locator) =>
  grid.evaluate((box) => ({ page: Math.round(window.scrollY), grid: Math.round(box.scrollTop) }));

/** Where page and grid rest once a scroll (the browser may animate one) has ended. */
export async function settledScrollOf(page: Page, grid: Locator) {
  let last = await scrollOf(grid);
  for (;;) {
    await page.waitForTimeout(150);
    const next = await scrollOf(grid);
    if (next.page === last.page && next.grid === last.grid) return next;
    last = next;
  }
}

const gridBottom = (grid: Locator) => grid.evaluate((box) => box.getBoundingClientRect().bottom);

/** Turns the mouse wheel once over the part of the grid in view, and waits for what it moved. */
async function wheelOverGrid(page: Page, grid: Locator, pixels: number) {
  const box = await grid.boundingBox();
  if (!box) throw new Error('the grid is not laid out');
  const windowHeight = page.viewportSize()?.height ?? 0;
  const before = await scrollOf(grid);
  await page.mouse.move(box.x + box.width / 2, (Math.max(box.y, 0) + windowHeight) / 2);
  await page.mouse.wheel(0, pixels);
  await expect.poll(() => scrollOf(grid)).not.toEqual(before);
  await settledScrollOf(page, grid);
}

/**
 * The grid is 80vh high and the footer follows it, out of view. Where the grid does not fit at
 * first, the wheel over the grid moves the page until the whole grid is in view, which leaves
 * the window to the results; then the wheel moves the grid.
 */
export async function expectThePageThenTheGridScroll(page: Page, grid: Locator) {
  await expect(grid.getByRole('link').first()).toBeVisible();
  await appStarted(page);
  const windowHeight = page.viewportSize()?.height ?? 0;
  expect(await grid.evaluate((box) => box.getBoundingClientRect().height)).toBeCloseTo(
    0.8 * windowHeight,
    0,
  );
  await expect(page.getByRole('contentinfo')).not.toBeInViewport();

  while ((await gridBottom(grid)) > windowHeight) {
    await wheelOverGrid(page, grid, 100);
    expect((await scrollOf(grid)).grid, 'the page scrolls first').toBe(0);
  }
  expect(await visibleResults(grid)).toBeGreaterThanOrEqual(0.75 * windowHeight);
  // A wheel just after the page's last may still go to the page (the browser keeps one
  // gesture's wheel on what it began to scroll); the next ones scroll the grid.
  await expect(async () => {
    await wheelOverGrid(page, grid, 100);
    expect((await scrollOf(grid)).grid).toBeGreaterThan(0);
  }).toPass();
}

/**
 * The button appears once more than 200 px have been scrolled (SPEC §9; page and grid count
 * together), stands above the footer at the page's end, and takes both back to their tops.
 */
export async function expectScrollToTopFollowsBoth(page: Page, grid: Locator) {
  const button = page.getByRole('button', { name: 'Scroll to top' });
  const scrollGridTo = (top: number) => grid.evaluate((box, to) => box.scrollTo({ top: to }), top);
  await page.evaluate(() => window.scrollTo(0, 0));
  await scrollGridTo(150);
  await expect(button).toBeHidden();
  // At the page's end it stands above the footer, off its text (a fixed button sat on it).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await scrollGridTo(210);
  await expect(button).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeInViewport();
  const buttonBox = await button.boundingBox();
  const footerBox = await page.getByRole('contentinfo').boundingBox();
  expect((buttonBox?.y ?? 0) + (buttonBox?.height ?? 0)).toBeLessThanOrEqual(footerBox?.y ?? 0);

  await button.click();
  await expect.poll(() => scrollOf(grid)).toEqual({ page: 0, grid: 0 });
  await expect(button).toBeHidden();
}
