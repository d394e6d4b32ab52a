/**
 * A details page arrives with its data: the server writes the answers into the page, so the
 * first screen asks the API for neither the film nor the configuration, and still renders.
 */
import { expect, test } from './support/test.ts';

test.describe('a details page opened from a link', () => {
  for (const { address, api, heading } of [
    { address: '/movie/101', api: '/api/movie/101', heading: 'Orbit of Ash' },
    { address: '/tv/201', api: '/api/tvshow/201', heading: 'Night Shift Diaries' },
  ]) {
    test(`${address} renders without asking for ${api} or the configuration`, async ({
      page,
      request,
    }) => {
      // In the catalogue's cache, as a title people link to is: a cold upstream may take longer
      // than the page waits for it, and the app then asks for it itself.
      expect((await request.get(api)).ok()).toBe(true);
      const asked: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/')) asked.push(pathname);
      });
      const response = await page.goto(address);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      await expect(page).toHaveTitle(`${heading} | Media Search`);
      // The cast below the fold is there too: the whole answer came with the page.
      await expect(page.getByRole('region', { name: 'Top Billed Cast' })).toBeAttached();
      expect(asked).not.toContain(api);
      expect(asked).not.toContain('/api/configuration');
    });
  }

  test('an id that names nothing answers 404 and shows the not-found screen', async ({ page }) => {
    const response = await page.goto('/movie/999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Movie not found' })).toBeVisible();
  });
});
