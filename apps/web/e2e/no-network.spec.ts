import { appStarted } from './support/app-started.ts';
import { expect, test } from './support/test.ts';

test.describe('without a network', () => {
  test('a navigation says "You\'re offline" and loads the page once the network is back', async ({
    page,
    context,
  }) => {
    await page.goto('/movie/101');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Orbit of Ash');
    await appStarted(page);

    await context.setOffline(true);
    await page
      .getByRole('region', { name: 'Recommendations' })
      .getByRole('link', { name: /Quiet Harbor/ })
      .click();
    await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);

    await context.setOffline(false);
    // Quiet Harbor's page is headed by its original title.
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Le Port Tranquille');
    await expect(page).toHaveURL(/\/movie\/102$/);
    await expect(page.getByText("You're offline")).toHaveCount(0);
  });
});
