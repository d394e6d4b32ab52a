/**
 * The demo catalogue's lists scroll as the live ones do (scrolling.spec.ts): the page, then
 * the 80vh grid, which then fills most of the window, in every language (the footer's length
 * varies with it); scroll-to-top follows both and stays off the footer.
 */
import {
  SMALL_PHONE,
  expectScrollToTopFollowsBoth,
  expectThePageThenTheGridScroll,
  scrollOf,
} from './support/scroll-grid.ts';
import { expect, test } from './support/test.ts';

test.describe('scrolling lists offline', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    if (testInfo.project.name === 'offline-phone') await page.setViewportSize(SMALL_PHONE);
  });

  for (const [path, name] of [
    ['/popular/movies', 'Popular Movies'],
    ['/trending/actors', 'Trending People'],
  ] as const) {
    test(`${name}: the page scrolls, then the grid, and scroll-to-top follows both`, async ({
      page,
    }) => {
      await page.goto(path);
      const grid = page.getByRole('region', { name });
      await expectThePageThenTheGridScroll(page, grid);
      await expectScrollToTopFollowsBoth(page, grid);
    });
  }

  for (const [locale, name] of [
    ['en-US', 'Discover Movies results'],
    ['de-DE', 'Ergebnisse: Filme entdecken'],
    ['fr-FR', /^Résultats\s*: Découvrir des films$/],
  ] as const) {
    test.describe(`in ${locale}`, () => {
      test.use({ locale });
      test('Discover gives its results the window once the page has scrolled', async ({ page }) => {
        await page.goto('/discover/movies');
        const grid = page.getByRole('region', { name });
        await expectThePageThenTheGridScroll(page, grid);
        expect(
          (await scrollOf(grid)).page,
          'the heading and filters scrolled away',
        ).toBeGreaterThan(0);
      });
    });
  }
});
