/**
 * Lists and search results scroll in their own 80vh grid (SPEC §2) on a page that scrolls
 * too: the page first, until the whole grid is in view, then the grid; the footer follows the
 * content, and the scroll-to-top button follows both and stays off the footer. On the live
 * catalogue (the fake TMDB); scrolling-offline.spec.ts has the demo catalogue's lists.
 */
import { AxeBuilder } from '@axe-core/playwright';
import {
  SMALL_PHONE,
  expectScrollToTopFollowsBoth,
  expectThePageThenTheGridScroll,
} from './support/scroll-grid.ts';
import { appStarted } from './support/app-started.ts';
import { expect, test } from './support/test.ts';

test.describe('scrolling results', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    if (testInfo.project.name === 'phone') await page.setViewportSize(SMALL_PHONE);
  });

  test('search results: the page scrolls, then the grid, and scroll-to-top follows both', async ({
    page,
  }) => {
    await page.goto('/?q=comet');
    const grid = page.getByRole('region', { name: 'Results for comet' });
    await expectThePageThenTheGridScroll(page, grid);
    await expectScrollToTopFollowsBoth(page, grid);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });

  test('leaving a list, the scroll-to-top button follows the details page', async ({ page }) => {
    await page.goto('/?q=orbit');
    await appStarted(page);
    await page.getByRole('link', { name: /Orbit of Ash/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orbit of Ash (1999)');
    await page.setViewportSize({ width: page.viewportSize()?.width ?? 390, height: 400 });
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
