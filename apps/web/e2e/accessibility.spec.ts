/**
 * Every kind of screen passes axe in the browser's default (light) scheme and nothing on it
 * scrolls sideways; themes.spec.ts covers the dark scheme.
 */
import { LIGHT_SCANNED_SCREENS } from './support/axe-screens.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

test.describe('accessibility', () => {
  test.use({ colorScheme: 'light' });

  for (const { path, ready, open = [] } of LIGHT_SCANNED_SCREENS) {
    test(`${path} has no axe violations and fits the window's width`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: ready }).first()).toBeVisible();
      for (const panel of open) await page.getByRole('button', { name: panel }).click();
      await expectNoAxeViolations(page);
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
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Close trailer' }).click();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
