/**
 * Lists scroll inside their own grid on the offline demo catalogue too: the page stays put,
 * and scroll-to-top follows the grid.
 */
import {
  expectOnlyTheGridScrolls,
  expectScrollToTopFollowsTheGrid,
} from './support/scroll-grid.ts';
import { test } from './support/test.ts';

test.describe('scrolling lists offline', () => {
  for (const [path, heading] of [
    ['/popular/movies', 'Popular Movies'],
    ['/trending/actors', 'Trending People'],
  ] as const) {
    test(`${heading} scroll in their grid alone, with scroll-to-top following it`, async ({
      page,
    }) => {
      await page.goto(path);
      const grid = page.getByRole('region', { name: heading });
      await expectOnlyTheGridScrolls(page, grid);
      await expectScrollToTopFollowsTheGrid(page, grid);
    });
  }
});
