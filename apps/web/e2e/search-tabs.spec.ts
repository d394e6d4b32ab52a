/**
 * The search results' All / Movies / TV Shows / People tabs against the fake TMDB: counts in
 * their names, the tab kept in the address, and a year at the end of the text narrowing titles.
 */
import { appStarted } from './support/app-started.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';
import { BACKGROUND, bodyBackground } from './support/themes.ts';

const placeholder = 'Search Movies, TV, Actors';

test.describe('search tabs', () => {
  test('name each type with its count and keep the chosen one through reload and Back', async ({
    page,
  }) => {
    await page.goto('/?q=orbit');
    // The page comes with its results; the tabs work once the app has taken it over.
    await appStarted(page);
    const tabs = page.getByRole('tablist', { name: 'Result types' });
    await expect(tabs.getByRole('tab', { name: 'All (41)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(tabs.getByRole('tab', { name: 'Movies (1)' })).toBeVisible();
    await expect(tabs.getByRole('tab', { name: 'People (1)' })).toBeVisible();
    const results = page.getByRole('region', { name: 'Results for orbit' });
    await expect(results.getByRole('link', { name: /Orla Bittner/ })).toBeVisible();

    await tabs.getByRole('tab', { name: 'TV Shows (2)' }).click();
    await expect(page).toHaveURL(/\?q=orbit&type=tv$/);
    await expect(results.getByRole('link', { name: /Orbit Kitchen/ })).toBeVisible();
    await expect(results.getByRole('link', { name: /Orbiters/ })).toBeVisible();
    await expect(results.getByRole('link', { name: /Orbit of Ash|Orla Bittner/ })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('tab', { name: 'TV Shows (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(results.getByRole('link', { name: /Orbit Kitchen/ })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\?q=orbit$/);
    await expect(page.getByRole('tab', { name: 'All (41)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(results.getByRole('link', { name: /Orla Bittner/ })).toBeVisible();
  });

  test('are worked by keyboard: arrows move between them, Enter opens one', async ({ page }) => {
    await page.goto('/?q=orbit');
    await appStarted(page);
    const all = page.getByRole('tab', { name: 'All (41)' });
    await all.focus();
    await page.keyboard.press('ArrowRight');
    const movies = page.getByRole('tab', { name: 'Movies (1)' });
    await expect(movies).toBeFocused();
    // The whole ring shows: drawn inside the tab, which the tabs' scroller would otherwise clip.
    await expect(movies).toHaveCSS('outline-style', 'solid');
    await expect(movies).toHaveCSS('outline-offset', '-3px');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?q=orbit&type=movie$/);
    const results = page.getByRole('region', { name: 'Results for orbit' });
    await expect(results.getByRole('link')).toHaveCount(1);
    await expect(results.getByRole('link', { name: /Orbit of Ash/ })).toBeVisible();
  });

  test('narrow titles to a year typed after the words', async ({ page }) => {
    await page.goto('/');
    await page.getByPlaceholder(placeholder).fill('orbit 2021');
    const results = page.getByRole('region', { name: 'Results for orbit 2021' });
    // All holds the year's titles: the two shows first aired in 2021, no 1999 movie, no people.
    await expect(page.getByRole('tab', { name: 'All (2)' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Movies (0)' })).toBeVisible();
    await expect(results.getByRole('link', { name: /Orbit Kitchen/ })).toBeVisible();
    await expect(results.getByRole('link', { name: /Orbiters/ })).toBeVisible();
    await expect(results.getByRole('link', { name: /Orbit of Ash|Orla Bittner/ })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Movies (0)' }).click();
    await expect(page.getByText('No Results')).toBeVisible();
  });

  test('fit a 360 px screen with no axe violations, in light and dark', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/?q=orbit&type=person');
    const tabs = page.getByRole('tablist', { name: 'Result types' });
    await expect(tabs.getByRole('tab', { name: 'People (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('link', { name: /Orla Bittner/ })).toBeVisible();
    // The tabs scroll within themselves rather than widen the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => bodyBackground(page)).toBe(BACKGROUND.dark);
    await expectNoAxeViolations(page);
  });
});
