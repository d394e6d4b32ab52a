/** What the theme specs share: each scheme's page background and the menu's Theme control. */
import { expect, type Page } from '@playwright/test';

/** The page's background in each scheme (apps/web/src/theme/color-schemes.ts). */
export const BACKGROUND = { light: 'rgb(243, 245, 248)', dark: 'rgb(16, 20, 24)' } as const;

export const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** Opens the menu and returns its Theme control. */
export async function openThemeControl(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const theme = page.getByRole('radiogroup', { name: 'Theme' });
  await expect(theme).toBeVisible();
  return theme;
}
