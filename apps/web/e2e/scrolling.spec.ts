/**
 * Lists and search results scroll inside their own grid (SPEC §2): the page around it stays
 * put, and the scroll-to-top button appears after 200 px of the grid's scrolling and brings
 * the grid back to its top. On the live catalogue (the fake TMDB).
 */
import { AxeBuilder } from '@axe-core/playwright';
import {
  expectOnlyTheGridScrolls,
  expectScrollToTopFollowsTheGrid,
  pageOverflow,
} from './support/scroll-grid.ts';
import { expect, test } from './support/test.ts';

test.describe('scrolling results', () => {
  test('search results scroll in their grid alone, with scroll-to-top following it', async ({
    page,
  }) => {
    await page.goto('/?q=comet');
    const grid = page.getByRole('region', { name: 'Results for comet' });
    await expectOnlyTheGridScrolls(page, grid);
    await expectScrollToTopFollowsTheGrid(page, grid);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });

  test('a short list fits the window too, and a details screen still scrolls as a page', async ({
    page,
  }) => {
    await page.goto('/popular/movies');
    await expect(
      page.getByRole('region', { name: 'Popular Movies' }).getByRole('link'),
    ).not.toHaveCount(0);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await page.goto('/?q=orbit');
    await page.getByRole('link', { name: /Orbit of Ash/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orbit of Ash (1999)');
    // Leaving the grid, the button follows the page again.
    await page.setViewportSize({ width: page.viewportSize()?.width ?? 390, height: 400 });
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
