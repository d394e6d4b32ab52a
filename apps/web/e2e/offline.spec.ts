/** The app as a newcomer gets it: no TMDB token, so the server's offline demo catalogue. */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './support/test.ts';

test.describe('on the offline demo catalogue', () => {
  test('says so quietly, with nothing meant for whoever runs the server', async ({ page }) => {
    for (const path of ['/', '/about']) {
      await page.goto(path);
      await expect(page.getByRole('contentinfo')).toContainText(
        'Showing the offline demo catalogue. More on the About page',
      );
      await expect(page.locator('body')).not.toContainText('TMDB_API_TOKEN');
    }
    await expect(page.getByRole('main')).toContainText('offline demo catalogue');
  });

  test('search, details and lists work, with the catalogue’s own artwork', async ({ page }) => {
    await page.goto('/');
    await page.getByPlaceholder('Search Movies, TV, Actors').fill('matrix');
    // Typed before the server-rendered screen is hydrated, the home rows (two of which hold
    // The Matrix) stay until it has and searches.
    await page
      .getByRole('region', { name: 'Results for matrix' })
      .getByRole('link', { name: /The Matrix/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Matrix (1999)');
    const poster = page.getByRole('img', { name: 'The Matrix poster' });
    await expect(poster).toHaveJSProperty('complete', true);
    expect(await poster.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      0,
    );
    await page.goto('/popular/movies');
    await expect(page.getByRole('link', { name: /The Shawshank Redemption/ })).toBeVisible();
  });

  for (const path of ['/?q=matrix', '/movie/603', '/about']) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((violation) => violation.id)).toEqual([]);
    });
  }
});
