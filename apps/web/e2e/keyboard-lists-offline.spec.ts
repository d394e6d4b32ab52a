import { appStarted } from './support/app-started.ts';
import { scrollOf, settledScrollOf } from './support/scroll-grid.ts';
import { expect, test } from './support/test.ts';

test.describe('lists by keyboard (offline demo catalogue)', () => {
  test('tabbing past the last card leads on into the next page, never to the footer', async ({
    page,
  }) => {
    // The second page waits until the keyboard user is on Load more. Else it can arrive between
    // the test seeing focus on the button and pressing Enter: focus has then moved on to the
    // first new card, and Enter opens that card's page (as it did in a clean-clone CI run).
    let sendSecondPage: () => void = () => undefined;
    const secondPageHeld = new Promise<void>((resolve) => (sendSecondPage = resolve));
    await page.route('**/api/movie/popular?page=2*', async (route) => {
      await secondPageHeld;
      await route.continue();
    });
    // Nor may a third page come while the count is read: the first new card, focused, can sit
    // near the end of a phone's box, which asks for the next page by itself.
    await page.route('**/api/movie/popular?page=3*', () => new Promise<void>(() => undefined));
    await page.goto('/popular/movies');
    const list = page.getByRole('region', { name: 'Popular Movies' });
    const cards = list.getByRole('listitem').getByRole('link');
    const loadMore = list.getByRole('button', { name: 'Load more results' });
    const status = list.getByRole('status');
    // Settled: the list is up (on a busy machine the app's first request can come after the
    // network has been quiet long enough to count as idle) and fills its box.
    await expect(cards.first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(status).toHaveText('Showing 20 results');

    // The last card's last control: its link, then its Add to list button.
    await list.getByRole('listitem').last().getByRole('button').last().focus();
    await page.keyboard.press('Tab');
    await expect(loadMore).toBeFocused();
    // Reaching the button may already have asked for the next page (the box scrolled to its
    // bottom); if so Enter does nothing more, else it asks. Either way focus waits here.
    await page.keyboard.press('Enter');
    await expect(loadMore).toBeFocused();
    sendSecondPage();
    await expect(cards.nth(20)).toBeFocused();
    await expect(status).toHaveText('Showing 40 results');
  });

  test('PageDown, Space and End scroll a list with no card focused: the page, then the grid', async ({
    page,
  }) => {
    await page.goto('/discover/movies');
    const grid = page.getByRole('region', { name: 'Discover Movies results' });
    await expect(grid.getByRole('link').first()).toBeVisible();
    await appStarted(page);
    await expect(grid.getByRole('status')).toHaveText('Showing 20 results');
    await expect(page.locator('body')).toBeFocused();
    const pageEnd = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight,
    );
    expect(pageEnd, 'the page has its heading and filters to scroll away').toBeGreaterThan(0);

    // The page goes first (the browser's own PageDown), to its end...
    const pressed = async (key: string) => {
      const before = await scrollOf(grid);
      await page.keyboard.press(key);
      await expect.poll(() => scrollOf(grid)).not.toEqual(before);
      return settledScrollOf(page, grid);
    };
    while ((await scrollOf(grid)).page < pageEnd) {
      expect((await pressed('PageDown')).grid, 'the page scrolls first').toBe(0);
    }
    // ...then the grid, which no key reached before unless a card had focus.
    const afterPageDown = await pressed('PageDown');
    expect(afterPageDown.page).toBe(pageEnd);
    expect(afterPageDown.grid).toBeGreaterThan(0);
    // (The grid may be at the end of its first page: more come.)
    const roomBelow = () =>
      grid.evaluate((box) => box.scrollHeight - box.clientHeight - box.scrollTop);
    await expect.poll(roomBelow).toBeGreaterThan(0);
    const afterSpace = await pressed('Space');
    expect(afterSpace.grid).toBeGreaterThan(afterPageDown.grid);
    // Going up, the grid first.
    expect(await pressed('PageUp')).toEqual({ page: pageEnd, grid: expect.any(Number) });
    expect((await scrollOf(grid)).grid).toBeLessThan(afterSpace.grid);
    // End reaches the grid's end, where more results load; Home takes both back to the top.
    const cards = grid.getByRole('listitem');
    const shown = await cards.count();
    await page.keyboard.press('End');
    await expect.poll(() => cards.count()).toBeGreaterThan(shown);
    await page.keyboard.press('Home');
    await expect.poll(() => scrollOf(grid)).toEqual({ page: 0, grid: 0 });
  });
});
