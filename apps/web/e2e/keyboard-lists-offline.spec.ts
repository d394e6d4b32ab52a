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

    await cards.last().focus();
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
});
