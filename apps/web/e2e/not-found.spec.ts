import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

/** Counts the page's calls to an API path, so a test can tell a final answer from retries. */
function countApiCalls(page: Page, path: string): { count: () => number } {
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) calls += 1;
  });
  return { count: () => calls };
}

test.describe('unknown and malformed ids', () => {
  const cases = [
    { address: '/movie/999999999', api: '/api/movie/999999999', heading: 'Movie not found' },
    { address: '/person/999999999', api: '/api/actor/999999999', heading: 'Person not found' },
    { address: '/tv/999999999', api: '/api/tvshow/999999999', heading: 'TV show not found' },
    {
      address: '/tvepisode?series=201&season=1&episode=999',
      api: '/api/tvshow/201/seasons/1/episode/999',
      heading: 'Episode not found',
    },
    { address: '/movie/abc', api: '/api/movie/0', heading: 'Movie not found' },
  ];

  for (const { address, api, heading } of cases) {
    test(`${address} says at once that it is not found, asking the API at most once`, async ({
      page,
    }) => {
      const calls = countApiCalls(page, api);
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Media Search' })).toBeVisible();
      await page.getByRole('link', { name: 'Back to search' }).click();
      await expect(page).toHaveURL(/\/$/);
      // Retries of a final answer would have asked again (and kept the spinner for seconds). A
      // page the server rendered asks nothing: its answer came with it.
      expect(calls.count()).toBeLessThanOrEqual(1);
    });
  }

  test('an id that is not a whole number is not rounded to another title', async ({ page }) => {
    await page.goto('/movie/101.5');
    await expect(page.getByRole('heading', { level: 1, name: 'Movie not found' })).toBeVisible();
    await expect(page.getByText('Orbit of Ash')).toHaveCount(0);
  });
});
