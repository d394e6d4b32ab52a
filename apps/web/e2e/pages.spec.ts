import { expect, test } from './support/test.ts';

test.describe('about and favorites', () => {
  test('About has its statements, attributions, outside links and headings', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
    for (const logo of ['front end', 'back end', 'data']) {
      await expect(page.getByRole('img', { name: new RegExp(logo) })).toBeVisible();
    }
    await expect(
      page.getByText('This product uses the TMDB API but is not endorsed or certified by TMDB.'),
    ).toBeVisible();
    await expect(page.getByText('Streaming information courtesy of JustWatch.')).toBeVisible();
    const outside = page.getByRole('main').getByRole('link');
    await expect(outside).not.toHaveCount(0);
    for (const link of await outside.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(page.getByRole('link', { name: 'TMDB API FAQ' })).toBeVisible();
    const limitations = page.getByRole('heading', { name: 'Limitations / Future State' });
    await expect(limitations).toBeVisible();
    // A heading over something: the app's real limits, in a paragraph of their own.
    await expect(limitations.locator('xpath=following-sibling::p[1]')).toContainText(
      'English only',
    );
  });

  test('Favorites asks a signed-out visitor to log in', async ({ page }) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await page.goto('/favorites');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Favorites');
    await expect(page.getByText('You must login to use this feature')).toBeVisible();
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('You must login to use this feature')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
