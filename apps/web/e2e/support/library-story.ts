/**
 * What the personal screens' browser stories share: signing in through the real popup, the
 * menu, axe in both themes once the screen is still, and the 360 px fit.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect } from './test.ts';

/** Signs in through the popup that `opener` opens, with the provider's own form. */
export async function signInThrough(
  page: Page,
  opener: () => Promise<void>,
  [user, password]: readonly string[],
) {
  const popupOpened = page.waitForEvent('popup');
  await opener();
  const popup = await popupOpened;
  await popup.getByLabel('Username').fill(user ?? '');
  await popup.getByLabel('Password').fill(password ?? '');
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await closed;
}

export async function openFromMenu(page: Page, entry: string) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: entry })
    .click();
}

/**
 * Axe once nothing moves but endless animations: a dialog still fading in reads as low
 * contrast, and a button focused from the keyboard (Undo takes the focus) pulses for as long
 * as it has it.
 */
async function expectNoViolationsOnceSettled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  await expectNoAxeViolations(page);
}

export async function expectNoViolationsInBothThemes(page: Page) {
  await expectNoViolationsOnceSettled(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoViolationsOnceSettled(page);
  await page.emulateMedia({ colorScheme: 'light' });
}

/** At 360 px wide, nothing on the screen scrolls sideways; then back to the project's size. */
export async function expectToFitAPhone(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 740 });
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'nothing scrolls sideways').toBeLessThanOrEqual(clientWidth);
  if (size) await page.setViewportSize(size);
}

/**
 * The bearer token of the signed-in visitor, as the app keeps it (oidc-client-ts's session in
 * localStorage), for a story that sets its scene through the API.
 */
export async function keptAccessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (key?.startsWith('oidc.user:'))
        return (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string })
          .access_token;
    }
    return undefined;
  });
  expect(token, 'a session is kept').toBeTruthy();
  return token ?? '';
}
