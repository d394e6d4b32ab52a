import { FAILING_MOVIE_ID } from './support/e2e-server.ts';
import { expect, test } from './support/test.ts';

test.describe('failed loads', () => {
  test('an upstream failure ends, after the retries, in Error: and the message', async ({
    page,
  }) => {
    // The server retries TMDB, then the app retries the server 3 times, backing off 2 + 4 + 8 s.
    test.setTimeout(90_000);
    await page.goto(`/movie/${FAILING_MOVIE_ID}`);
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      /^Error: The movie database is unavailable right now\./,
      { timeout: 60_000 },
    );
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('recovers on Try again once TMDB is back', async ({ page }) => {
    test.setTimeout(90_000);
    // No other test opens this movie, so it is not in the server's cache when it is broken.
    const { id, title } = { id: 107, title: 'Tidewater' };
    const control = (action: 'fail' | 'heal') =>
      fetch(`${process.env.E2E_FAKE_TMDB_ORIGIN}/__control/${action}?path=/movie/${id}`, {
        method: 'POST',
      });
    await control('fail');
    await page.goto(`/movie/${id}`);
    await expect(page.getByRole('alert')).toHaveText(/^Error: The movie database is unavailable/, {
      timeout: 60_000,
    });
    await control('heal');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  });
});
