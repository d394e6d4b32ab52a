/** Discover, the more lists and the watch region on the demo pack a newcomer gets offline. */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { appStarted } from './support/app-started.ts';
import { expect, test } from './support/test.ts';

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 600;
const search = (page: Page) => new URL(page.url()).searchParams;
const count = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: new RegExp(`^${text}$`) });

async function filterArea(page: Page) {
  // Typed into a server-rendered filter box before hydration, text is the browser's alone
  // (discover.spec.ts waits the same way).
  await appStarted(page);
  if (!isPhone(page)) return page.getByRole('region', { name: 'Filters' });
  await page.getByRole('button', { name: /^Filters/ }).click();
  return page.getByRole('dialog', { name: 'Filters' });
}

test.describe('Discover on the demo pack', () => {
  test('narrows the pack by genre and years, orders it by title, and keeps it in the address', async ({
    page,
  }) => {
    await page.goto('/discover/movies');
    await expect(count(page, '74 titles')).toBeVisible();
    const filters = await filterArea(page);
    const genres = filters.getByRole('combobox', { name: 'Genres' });
    await genres.fill('Science');
    await page.getByRole('option', { name: 'Science Fiction' }).click();
    await expect.poll(() => search(page).get('genres')).toBe('878');
    // The list stays open for more picks (on a phone over the next filters) until dismissed.
    await genres.press('Escape');
    await filters.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Title' }).click();
    await expect.poll(() => search(page).get('sortBy')).toBe('title');
    if (isPhone(page)) await page.getByRole('button', { name: /^Show/ }).click();
    await expect(count(page, '19 titles')).toBeVisible();
    const results = page.getByRole('region', { name: 'Discover Movies results' });
    await expect(results.getByRole('heading', { level: 2 }).first()).toHaveText(
      '2001: A Space Odyssey',
    );

    await page.goto('/discover/movies?genres=878&yearFrom=1990&yearTo=1999');
    await expect(count(page, '4 titles')).toBeVisible();
    await expect(results.getByRole('link', { name: /The Matrix/ })).toBeVisible();
    await page.goBack();
    await expect(count(page, '19 titles')).toBeVisible();
  });

  test("finds what a service offers in the visitor's region", async ({ page }) => {
    await page.goto('/discover/movies');
    await expect(count(page, '74 titles')).toBeVisible();
    const filters = await filterArea(page);
    await expect(filters.getByRole('combobox', { name: 'Region' })).toHaveValue('United States');
    await filters.getByRole('combobox', { name: 'Services' }).click();
    await page.getByRole('option', { name: 'Netflix' }).click();
    await expect.poll(() => search(page).get('providers')).toBe('8');
    expect(search(page).get('region')).toBe('US');
    if (isPhone(page)) await page.getByRole('button', { name: /^Show/ }).click();
    await expect(count(page, '7 titles')).toBeVisible();
  });

  test('has no axe violations and fits 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/discover/tv');
    await expect(count(page, '14 titles')).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  });
});

test.describe('the more lists and the watch region on the demo pack', () => {
  test('top rated movies come from the pack, best first', async ({ page }) => {
    await page.goto('/top-rated/movies');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Top Rated Movies');
    await expect(
      page
        .getByRole('region', { name: 'Top Rated Movies' })
        .getByRole('heading', { level: 2 })
        .first(),
    ).toHaveText('The Shawshank Redemption');
  });

  test('the Watch Guide names the services and links to their watch page', async ({ page }) => {
    await page.goto('/movie/278');
    await page.getByRole('button', { name: 'Watch Guide' }).click();
    const guide = page.getByRole('region', { name: 'Watch Guide' });
    await expect(guide.getByRole('combobox', { name: 'Region' })).toHaveValue('United States');
    await expect(guide.getByRole('link', { name: 'Netflix' })).toHaveAttribute(
      'href',
      'https://www.themoviedb.org/movie/278/watch?locale=US',
    );
  });

  test('the home screen offers rows to browse', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('region', { name: 'Popular Movies' }).getByRole('link').first(),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Trending Today' })).toBeVisible();
  });
});
