import { expect, test } from './support/test.ts';

test.describe('layout', () => {
  test("the menu lists the spec's entries in order, the other lists after Popular", async ({
    page,
  }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link').or(menu.getByRole('button'))).toHaveText([
      'Home',
      'Movies',
      'TV Shows',
      'People',
      'Movies',
      'TV Shows',
      'People',
      'Now Playing',
      'Upcoming',
      'Top Rated',
      'Airing Today',
      'On The Air',
      'Top Rated',
      'Discover',
      'About',
      'Favorites',
      // The visitor's own lists (issue 29), after the spec's Favorites.
      'Watchlist',
      'Your Ratings',
      'History',
      'Lists',
      'Profile',
      // Issue 30's, after them.
      'My services',
      'Calendar',
      // Issue 31's import, export and erasure.
      'Your data',
      'Log In',
    ]);
    await expect(menu.getByText('Trending', { exact: true })).toBeVisible();
    await expect(menu.getByText('Popular', { exact: true })).toBeVisible();
  });

  test('menu navigation replaces the history entry and closes the menu', async ({ page }) => {
    await page.goto('/about');
    await page.goto('/favorites');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('list', { name: 'Popular' }).getByRole('link', { name: 'Movies' }).click();
    await expect(page).toHaveURL(/\/popular\/movies$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Popular Movies' })).toBeVisible();
    await expect(menu).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('the title goes home', async ({ page }) => {
    await page.goto('/person/301');
    await page.getByRole('link', { name: 'Media Search' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByPlaceholder('Search Movies, TV, Actors')).toBeVisible();
  });

  test('the scroll-to-top button appears after 200 px and scrolls back up', async ({ page }) => {
    await page.setViewportSize({ width: page.viewportSize()?.width ?? 390, height: 400 });
    await page.goto('/movie/101');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orbit of Ash (1999)');
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(button).toBeVisible();
    // At the page's end it stands above the footer, off its text (a fixed button sat on it).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeInViewport();
    const buttonBox = await button.boundingBox();
    const footerBox = await footer.boundingBox();
    expect((buttonBox?.y ?? 0) + (buttonBox?.height ?? 0)).toBeLessThanOrEqual(footerBox?.y ?? 0);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a detail screen opens at the top', async ({ page }) => {
    await page.setViewportSize({ width: page.viewportSize()?.width ?? 390, height: 400 });
    await page.goto('/movie/101');
    await page.getByRole('link', { name: /Mara Quill/ }).scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('link', { name: /Mara Quill/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mara Quill' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('an unknown address shows a friendly not-found page', async ({ page }) => {
    // A 404, not a page that says "not found" under a 200 (a "soft 404" to search engines).
    expect((await page.goto('/no/such/page'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Media Search');
    await page.getByRole('link', { name: 'Back to search' }).click();
    await expect(page.getByPlaceholder('Search Movies, TV, Actors')).toBeVisible();
  });

  test('each screen names the browser tab', async ({ page }) => {
    const titles: [string, string][] = [
      ['/', 'Search | Media Search'],
      ['/movie/101', 'Orbit of Ash | Media Search'],
      ['/tv/201', 'Night Shift Diaries | Media Search'],
      ['/person/301', 'Mara Quill | Media Search'],
      ['/trending/tv', 'Trending TV Shows | Media Search'],
      ['/about', 'About | Media Search'],
    ];
    for (const [path, title] of titles) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    }
  });

  test('a long unbroken search word wraps instead of widening the page to 360 px and beyond', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/movie-search/${'supercalifragilistic'.repeat(5)}`);
    await expect(page.getByText('No Results')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  });
});
