/** The search results' tabs and a year in the text, on the demo catalogue. */
import { appStarted } from './support/app-started.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

test.describe('search tabs offline', () => {
  test('narrow a title search to its year and count each type', async ({ page }) => {
    await page.goto('/?q=lord of the rings 2002');
    const tabs = page.getByRole('tablist', { name: 'Result types' });
    await expect(tabs.getByRole('tab', { name: 'All (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(tabs.getByRole('tab', { name: 'Movies (1)' })).toBeVisible();
    await expect(tabs.getByRole('tab', { name: 'TV Shows (0)' })).toBeVisible();
    const results = page.getByRole('region', { name: 'Results for lord of the rings 2002' });
    await expect(results.getByRole('link')).toHaveCount(1);
    await expect(results.getByRole('link', { name: /The Two Towers/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('show one type from the address, and another on choosing its tab', async ({ page }) => {
    await page.goto('/?q=thrones&type=tv');
    await appStarted(page);
    const results = page.getByRole('region', { name: 'Results for thrones' });
    await expect(results.getByRole('link', { name: /Game of Thrones/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^TV Shows \(\d+\)$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('tab', { name: /^People \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/type=person$/);
    await expect(page.getByRole('link', { name: /Game of Thrones/ })).toHaveCount(0);
  });
});
