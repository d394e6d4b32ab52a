import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

/** Each route with a heading that shows it has rendered, and any panels to open first. */
const screens = [
  { path: '/?q=orbit', ready: 'Orbit of Ash' },
  { path: '/movie/101', ready: 'Orbit of Ash (1999)', open: ['Watch Guide'] },
  { path: '/movie/102', ready: 'Le Port Tranquille', open: ['Watch Guide'] },
  { path: '/tv/201', ready: 'Night Shift Diaries', open: ['Seasons', 'Watch Guide'] },
  { path: '/tvseason?series=201&season=1', ready: 'Season 1' },
  { path: '/tvepisode?series=201&season=1&episode=1', ready: 'First Call' },
  { path: '/person/301', ready: 'Mara Quill', open: ['Biography'] },
  { path: '/popular/movies', ready: 'Popular Movies' },
  { path: '/popular/tv', ready: 'Popular TV Shows' },
  { path: '/popular/actors', ready: 'Popular People' },
  { path: '/trending/movies', ready: 'Trending Movies' },
  { path: '/trending/tv', ready: 'Trending TV Shows' },
  { path: '/trending/actors', ready: 'Trending People' },
  { path: '/movie-search/orbit', ready: 'Orbit of Ash' },
  { path: '/about', ready: 'Limitations / Future State' },
  { path: '/favorites', ready: 'Favorites' },
  { path: '/not-a-page', ready: 'Page not found' },
];

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
  );
  expect(found).toEqual([]);
}

test.describe('accessibility', () => {
  for (const { path, ready, open = [] } of screens) {
    test(`${path} has no axe violations and fits the window's width`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: ready }).first()).toBeVisible();
      for (const panel of open) await page.getByRole('button', { name: panel }).click();
      await expectNoViolations(page);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, 'nothing scrolls sideways').toBeLessThanOrEqual(clientWidth);
    });
  }

  test('the open menu and the trailer dialog have no axe violations', async ({ page }) => {
    await page.goto('/movie/101');
    await page.getByRole('button', { name: 'Watch Trailer' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Close trailer' }).click();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expectNoViolations(page);
  });
});
