import { expect, type Page } from '@playwright/test';

/**
 * Logs in from the menu through the real sign-in popup and the embedded provider's own form,
 * and waits until the app shows the signed-in visitor. (favorites.spec.ts checks the popup
 * itself on the way; the other specs only need to be signed in.)
 */
export async function logInFromMenu(page: Page, username: string, password: string) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const popupOpened = page.waitForEvent('popup');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'Log In' })
    .click();
  const popup = await popupOpened;
  await popup.getByLabel('Username').fill(username);
  await popup.getByLabel('Password').fill(password);
  // Waited for from before the press: the popup can close before the click has returned.
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await closed;
  await expect(page.getByRole('button', { name: 'Your profile' })).toBeVisible();
}
