/**
 * Issue 27 finding 6: a wide screen shows the main sections in the top bar, the menu holds every
 * list, and the home rows can be moved along with buttons and opened whole with "See all".
 * Phones keep the bar as it was and swipe the rows.
 */
import { appStarted } from './support/app-started.ts';
import { expect, test } from './support/test.ts';

test.describe('navigation', () => {
  // Each width set here, whichever device the project stands for.
  test('the top bar shows the main sections from 1024 px, and only there', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/about');
    const site = page.getByRole('navigation', { name: 'Site' });
    for (const name of ['Movies', 'TV Shows', 'People', 'Discover']) {
      await expect(site.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await appStarted(page);
    await site.getByRole('link', { name: 'TV Shows', exact: true }).click();
    await expect(page).toHaveURL(/\/popular\/tv$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Popular TV Shows' })).toBeVisible();

    await page.setViewportSize({ width: 1000, height: 800 });
    await expect(site.getByRole('link', { name: 'Movies', exact: true })).toBeHidden();
  });

  test('the menu opens every list', async ({ page }) => {
    await page.goto('/about');
    await appStarted(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const name of [
      'Now Playing Movies',
      'Upcoming Movies',
      'Top Rated Movies',
      'Airing Today',
      'On The Air',
      'Top Rated TV Shows',
    ]) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'Top Rated TV Shows' }).click();
    await expect(page).toHaveURL(/\/top-rated\/tv$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Top Rated TV Shows' })).toBeVisible();
  });

  test('a home row that fits has nothing to move, and opens its whole list', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await appStarted(page);
    // The fake catalogue's rows hold two cards, which fit any window (the demo catalogue's
    // twenty move: navigation-offline.spec.ts).
    const row = page.getByRole('region', { name: 'Popular Movies' });
    const next = row.getByRole('button', { name: 'Next titles' });
    if (testInfo.project.name.includes('phone')) {
      // A phone swipes its rows: no buttons take the heading's room.
      await expect(next).toBeHidden();
    } else {
      await expect(next).toHaveAttribute('aria-disabled', 'true');
      await expect(row.getByRole('button', { name: 'Previous titles' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    }
    await row.getByRole('link', { name: 'See all Popular Movies' }).click();
    await expect(page).toHaveURL(/\/popular\/movies$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Popular Movies' })).toBeVisible();
  });
});
