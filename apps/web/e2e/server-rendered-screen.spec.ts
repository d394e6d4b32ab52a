/**
 * A details page, the home page with its rows and Discover with its results arrive
 * server-rendered (the app's own render), so the screen shows before any of the app's code; the
 * app, fetched after that first paint, hydrates it without rendering it again, and a press or a
 * search typed before hydration still happens. A visitor whose first render would differ
 * (another language chosen) gets the screen rendered afresh in theirs.
 */
import type { Page } from '@playwright/test';
import { appStarted, hasAppStarted } from './support/app-started.ts';
import { PHONE_USER_AGENT } from './support/devices.ts';
import { logInFromMenu } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

/** Errors the page reports: a hydration mismatch is one. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The app's code comes late, as over a slow network. */
async function delayAppCode(page: Page): Promise<void> {
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
}

test.describe('a server-rendered details screen', () => {
  test("shows whole with none of the app's code", async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/movie/101');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orbit of Ash (1999)');
    await expect(page.getByText(/^A salvage pilot finds a derelict station/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Top Billed Cast' })).toBeVisible();
    // A link works as a link: to another page, server-rendered too.
    await page
      .getByRole('link', { name: /^Mara Quill/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/person\/301$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mara Quill');
  });

  test('is hydrated as it is, not rendered again', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/tv/201');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Night Shift Diaries');
    await heading.evaluate((element) => Object.assign(window, { serverHeading: element }));
    // The screen is hydrated once a control does what it says.
    await page.getByRole('button', { name: 'Watch Guide' }).click();
    await expect(page.getByRole('region', { name: 'Watch Guide' })).toBeVisible();
    expect(
      await heading.evaluate(
        (element) => element === (window as unknown as { serverHeading: Element }).serverHeading,
      ),
    ).toBe(true);
    expect(errors).toEqual([]);
  });

  test("keeps a press made before the app's code arrived", async ({ page }) => {
    await delayAppCode(page);
    await page.goto('/movie/101');
    await page.getByRole('button', { name: 'Watch Guide' }).click();
    await expect(page.getByRole('region', { name: 'Watch Guide' })).toBeVisible();
  });

  /** Opens a movie and scrolls its server-rendered page before hydration; says how far. */
  async function scrollBeforeTheAppStarts(page: Page): Promise<number> {
    await delayAppCode(page);
    await page.goto('/movie/101');
    await page.getByRole('region', { name: 'Recommendations' }).scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    return scrolled;
  }

  /** Waits until the app's code has come and the browser is idle: React has committed. */
  async function appSettled(page: Page): Promise<void> {
    await appStarted(page);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  }

  test('is hydrated where the reader has scrolled to', async ({ page }) => {
    const scrolled = await scrollBeforeTheAppStarts(page);
    await appSettled(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('reloaded, stays where the reader was, though they scrolled before the app came', async ({
    page,
  }) => {
    // Scrolled before the app started, and not since: the router has no place recorded.
    const scrolled = await scrollBeforeTheAppStarts(page);
    await appStarted(page);

    await page.reload();
    // The browser puts the page back where it was; hydrating it keeps it there (a CI
    // run failed on a press that landed as the app sent the page to its top).
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await appSettled(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('shows keyboard focus before the app has started', async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/movie/101');
    await page.getByRole('button', { name: 'Watch Guide' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    const outline = await page
      .getByRole('button', { name: 'Watch Guide' })
      .evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).toBe('solid');
  });

  test('keeps a press made before the app came on a screen rendered afresh', async ({ page }) => {
    // A kept session to restore: the app renders the screen afresh rather than hydrate it.
    await page.goto('/movie/101');
    await logInFromMenu(page, 'ada', 'ada-demo-password');
    await delayAppCode(page);
    await page.reload();
    // Its label shows in capitals: the press is known again by its text, not by how it looks.
    await page.getByRole('button', { name: 'Watch Trailer' }).click();
    await expect(page.getByRole('dialog', { name: 'Orbit of Ash trailer' })).toBeVisible();
  });

  test('is rendered afresh in the language the visitor chose', async ({ page }) => {
    const errors = collectErrors(page);
    await page.addInitScript(() => localStorage.setItem('media-search:language', 'de'));
    await page.goto('/movie/101');
    await expect(page.getByRole('button', { name: 'Wo ansehen' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(errors).toEqual([]);
  });
});

test.describe('the server-rendered home screen', () => {
  const popularMovie = (page: Page) =>
    page
      .getByRole('region', { name: 'Popular Movies' })
      .getByRole('link', { name: /Orbit of Ash/ });

  test("shows its rows with none of the app's code", async ({ page }) => {
    // Rendered once the server has the lists: a first visit it cannot answer within its budget
    // (a cold cache on a busy machine) goes out for the app to draw.
    await page.request.get('/');
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Trending Today' })).toBeVisible();
    await expect(popularMovie(page)).toBeVisible();
    await expect(page.getByPlaceholder('Search Movies, TV, Actors')).toBeVisible();
  });

  test('is hydrated as it is, not rendered again', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    await popularMovie(page).evaluate((element) => Object.assign(window, { serverCard: element }));
    await appStarted(page);
    expect(
      await popularMovie(page).evaluate(
        (element) => element === (window as unknown as { serverCard: Element }).serverCard,
      ),
    ).toBe(true);
    expect(errors).toEqual([]);
  });

  test("searches for what was typed before the app's code arrived", async ({ page }) => {
    await delayAppCode(page);
    // Not waiting for the page's load, which waits for the app's code.
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByPlaceholder('Search Movies, TV, Actors').fill('orbit');
    expect(await hasAppStarted(page)).toBe(false);
    await expect(page).toHaveURL(/\?q=orbit$/);
    const results = page.getByRole('region', { name: 'Results for orbit' });
    await expect(results.getByRole('link', { name: /Orbit of Ash/ })).toBeVisible();
  });
});

test.describe('the server-rendered Discover screen', () => {
  const firstResult = (page: Page) =>
    page.getByRole('region', { name: 'Discover Movies results' }).getByRole('link').first();

  test("shows its results, and its filters where they belong, with none of the app's code", async ({
    page,
  }, testInfo) => {
    // As for the home page: once the server has the results.
    await page.request.get('/discover/movies');
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/discover/movies');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover Movies');
    await expect(firstResult(page)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /titles$/ })).toBeVisible();
    // The first results' pictures are the screen's largest paint: fetched at once.
    const pictures = page.getByRole('region', { name: 'Discover Movies results' }).locator('img');
    await expect(pictures.first()).toHaveAttribute('fetchpriority', 'high');
    // Laid out by CSS for the window: a phone's filters wait in a sheet.
    const onPhone = testInfo.project.name === 'phone';
    await expect(page.getByRole('button', { name: 'Filters' })).toHaveCount(onPhone ? 1 : 0);
    await expect(page.getByRole('heading', { level: 2, name: 'Filters' })).toHaveCount(
      onPhone ? 0 : 1,
    );
  });

  test('is hydrated as it is, not rendered again', async ({ page }) => {
    const errors = collectErrors(page);
    await page.request.get('/discover/movies');
    await page.goto('/discover/movies');
    await firstResult(page).evaluate((element) => Object.assign(window, { serverCard: element }));
    await appStarted(page);
    expect(
      await firstResult(page).evaluate(
        (element) => element === (window as unknown as { serverCard: Element }).serverCard,
      ),
    ).toBe(true);
    expect(errors).toEqual([]);
  });
});

// The page is laid out by CSS for the window it opens in, whatever the user agent suggests:
// its filters are where they belong before any of the app's code runs, and stay there.
for (const { name, userAgent, width, beside } of [
  {
    name: 'a phone’s user agent in a wide window',
    userAgent: PHONE_USER_AGENT,
    width: 1440,
    beside: true,
  },
  {
    name: 'a desktop’s user agent in a narrow window',
    userAgent: undefined,
    width: 800,
    beside: false,
  },
]) {
  test.describe(`Discover server-rendered for ${name}`, () => {
    test.use({ userAgent, viewport: { width, height: 900 } });

    test('has its filters where the window wants them, before and after the app starts', async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await page.request.get('/discover/movies');
      const column = page.getByRole('heading', { level: 2, name: 'Filters' });
      const sheetButton = page.getByRole('button', { name: 'Filters' });
      // The app's code is held back until the server-rendered page has been looked at.
      let sendAppCode = () => {};
      const appCodeSent = new Promise<void>((resolve) => (sendAppCode = resolve));
      await page.route('**/assets/*.js', async (route) => {
        await appCodeSent;
        await route.continue();
      });
      await page.goto('/discover/movies', { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover Movies');
      await expect(column).toHaveCount(beside ? 1 : 0);
      await expect(sheetButton).toHaveCount(beside ? 0 : 1);
      sendAppCode();
      await appStarted(page);
      await expect(column).toHaveCount(beside ? 1 : 0);
      await expect(sheetButton).toHaveCount(beside ? 0 : 1);
      expect(errors).toEqual([]);
    });
  });
}
