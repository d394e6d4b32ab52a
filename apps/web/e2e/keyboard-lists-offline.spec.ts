import { expect, test } from './support/test.ts';

test.describe('lists by keyboard (offline demo catalogue)', () => {
  test('tabbing past the last card leads on into the next page, never to the footer', async ({
    page,
  }) => {
    await page.goto('/popular/movies');
    const list = page.getByRole('region', { name: 'Popular Movies' });
    const cards = list.getByRole('listitem').getByRole('link');
    const loadMore = list.getByRole('button', { name: 'Load more results' });
    const status = list.getByRole('status');
    // Settled: the list is up (on a busy machine the app's first request can come after the
    // network has been quiet long enough to count as idle), and the pages that fit the box
    // without scrolling have loaded on their own.
    await expect(cards.first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const loaded = await cards.count();

    await cards.nth(loaded - 1).focus();
    await page.keyboard.press('Tab');
    // Reaching the last card may already have brought the next page (the box scrolled to its
    // bottom); otherwise Tab is on Load more, and Enter brings it.
    if (await loadMore.evaluate((button) => button === document.activeElement)) {
      await page.keyboard.press('Enter');
    }
    await expect(cards.nth(loaded)).toBeFocused();
    await expect(status).toHaveText(/^Showing \d+ results$/);
    expect(await cards.count()).toBeGreaterThan(loaded);
  });
});
