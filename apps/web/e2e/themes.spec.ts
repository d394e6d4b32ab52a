/**
 * Every kind of screen passes axe (colour contrast included) in the dark scheme, and in light
 * where accessibility.spec.ts does not already scan it in light, the browser's default; the
 * open menu and the image viewer in both.
 */
import type { Page } from '@playwright/test';
import { LIGHT_SCANNED_PATHS } from './support/axe-screens.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';
import { BACKGROUND, bodyBackground, openThemeControl } from './support/themes.ts';

const headingNamed = (page: Page, name: string) => page.getByRole('heading', { name });

/** Every kind of screen, with what shows it has rendered. */
const screens = [
  { path: '/', ready: (page: Page) => page.getByPlaceholder('Search Movies, TV, Actors') },
  { path: '/?q=orbit', ready: (page: Page) => page.getByRole('link', { name: /Orbit of Ash/ }) },
  { path: '/movie/101', heading: 'Orbit of Ash (1999)' },
  { path: '/tv/201', heading: 'Night Shift Diaries' },
  { path: '/tvseason?series=201&season=1', ready: (page: Page) => headingNamed(page, 'Season 1') },
  {
    path: '/tvepisode?series=201&season=1&episode=1',
    ready: (page: Page) => headingNamed(page, 'First Call'),
  },
  { path: '/person/301', heading: 'Mara Quill' },
  { path: '/collection/501', heading: 'The Orbit Saga' },
  { path: '/movie/101/cast', heading: 'Full Cast & Crew' },
  { path: '/discover/movies', heading: 'Discover Movies' },
  { path: '/popular/movies', heading: 'Popular Movies' },
  { path: '/favorites', heading: 'Favorites' },
  { path: '/about', heading: 'About' },
  { path: '/not-a-page', heading: 'Page not found' },
];

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`in ${scheme}`, () => {
    test.use({ colorScheme: scheme });

    const scanned = screens.filter(
      ({ path }) => scheme === 'dark' || !LIGHT_SCANNED_PATHS.has(path),
    );
    for (const { path, heading, ready } of scanned) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(
          ready ? ready(page).first() : page.getByRole('heading', { level: 1, name: heading }),
        ).toBeVisible();
        expect(await bodyBackground(page)).toBe(BACKGROUND[scheme]);
        await expectNoAxeViolations(page);
      });
    }

    test('the open menu with its Theme control has no axe violations', async ({ page }) => {
      await page.goto('/about');
      await openThemeControl(page);
      await expectNoAxeViolations(page);
    });

    test('the image viewer stays dark and readable', async ({ page }) => {
      await page.goto('/movie/101');
      await page.getByRole('button', { name: /^Posters: image 1 of/ }).click();
      const viewer = page.getByRole('dialog', { name: 'Images: Posters' });
      await expect(viewer).toBeVisible();
      await expect(viewer).toHaveAttribute('data-mui-color-scheme', 'dark');
      await expectNoAxeViolations(page);
    });
  });
}
