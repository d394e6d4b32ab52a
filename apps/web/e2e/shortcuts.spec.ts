/** The keyboard shortcuts in a real browser: `/`, `?`, `g h`/`g f`/`g d` and a gallery's arrows. */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { appStarted } from './support/app-started.ts';
import { expect, test } from './support/test.ts';

/**
 * The shortcuts bind once the first screen is idle, so the first one of a visit is pressed
 * until it has done its job (`done` says whether it has); later ones are pressed once.
 */
async function pressFirst(page: Page, keys: readonly string[], done: () => Promise<void>) {
  await expect(async () => {
    for (const key of keys) await page.keyboard.press(key);
    await done();
  }).toPass({ timeout: 20_000 });
}

const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Search Movies, TV, Actors' });

test.describe('keyboard shortcuts', () => {
  test('/ on a movie screen goes back to the search, the box focused with its text', async ({
    page,
  }) => {
    await page.goto('/?q=orbit');
    await appStarted(page);
    await page
      .getByRole('link', { name: /Orbit of Ash/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orbit of Ash (1999)');
    await pressFirst(page, ['/'], () => expect(searchBox(page)).toBeFocused({ timeout: 1_000 }));
    await expect(page).toHaveURL(/\/\?q=orbit$/);
    await expect(searchBox(page)).toHaveValue('orbit');
  });

  test('? opens an accessible dialog listing what About lists; Escape closes it, focus back', async ({
    page,
  }) => {
    await page.goto('/about');
    const listed = page.getByRole('region', { name: 'Keyboard shortcuts' });
    await expect(listed.locator('dt')).toHaveText([
      '/',
      '?',
      'g then h',
      'g then f',
      'g then d',
      '←',
      '→',
      'Home',
      'End',
    ]);
    await expect(listed.locator('dt kbd')).toHaveCount(12);
    const entries = (where: typeof listed) =>
      where.locator('dt, dd').evaluateAll((nodes) => nodes.map((node) => node.textContent));
    const onAbout = await entries(listed);

    const searchButton = page
      .getByRole('navigation', { name: 'Site' })
      .getByRole('button', { name: 'Search', exact: true });
    await searchButton.focus();
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await pressFirst(page, ['?'], () => expect(dialog).toBeVisible({ timeout: 1_000 }));
    expect(await entries(dialog)).toEqual(onAbout);
    const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(searchButton).toBeFocused();
  });

  test('g f, g d and g h go to Favorites, Discover and Home', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
    const heading = page.getByRole('heading', { level: 1 });
    await pressFirst(page, ['g', 'f'], () =>
      expect(heading).toHaveText('Favorites', { timeout: 1_000 }),
    );
    await expect(page).toHaveURL(/\/favorites$/);
    await page.keyboard.press('g');
    await page.keyboard.press('d');
    await expect(heading).toHaveText('Discover Movies');
    await expect(page).toHaveURL(/\/discover\/movies/);
    await page.keyboard.press('g');
    await page.keyboard.press('h');
    await expect(searchBox(page)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('typed in the search box, g h and ? are just text', async ({ page }) => {
    await page.goto('/');
    // `/` puts focus in the box, which also shows the shortcuts are listening.
    await pressFirst(page, ['/'], () => expect(searchBox(page)).toBeFocused({ timeout: 1_000 }));
    await page.keyboard.type('g h?');
    await expect(searchBox(page)).toHaveValue('g h?');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The search runs as ever, on the search screen.
    await expect(page).toHaveURL(/\/\?q=g(\+|%20)h%3F$/);
  });

  test('on a page that never idles, the shortcuts still listen after a short wait', async ({
    page,
  }) => {
    // Back-to-back 30 ms tasks from before the app's code runs leave the browser no idle moment.
    await page.addInitScript(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const until = performance.now() + 30;
        while (performance.now() < until);
        channel.port2.postMessage(null);
      };
      channel.port2.postMessage(null);
    });
    await page.goto('/');
    await pressFirst(page, ['/'], () => expect(searchBox(page)).toBeFocused({ timeout: 1_000 }));
  });

  test('in the image viewer the arrows, Home and End move the shown image; g h does nothing', async ({
    page,
  }) => {
    await page.goto('/movie/101');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orbit of Ash (1999)');
    // Shortcuts listening (so that g h below could fire, were it not for the viewer).
    const shortcutsDialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await pressFirst(page, ['?'], () => expect(shortcutsDialog).toBeVisible({ timeout: 1_000 }));
    await page.keyboard.press('Escape');
    await expect(shortcutsDialog).toBeHidden();

    const backdrops = page
      .getByRole('region', { name: 'Images' })
      .getByRole('button', { name: /^Backdrops: image/ });
    const total = await backdrops.count();
    expect(total).toBeGreaterThanOrEqual(3);
    await page.getByRole('button', { name: `Backdrops: image 2 of ${total}` }).click();
    const viewer = page.getByRole('dialog', { name: 'Images: Backdrops' });
    const shown = viewer.getByRole('img');
    await expect(viewer.getByText(`2 / ${total}`)).toBeVisible();
    const second = await shown.getAttribute('src');

    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText(`3 / ${total}`)).toBeVisible();
    await expect(shown).not.toHaveAttribute('src', second ?? '');
    await page.keyboard.press('ArrowLeft');
    await expect(shown).toHaveAttribute('src', second ?? '');
    await page.keyboard.press('End');
    await expect(viewer.getByText(`${total} / ${total}`)).toBeVisible();
    await page.keyboard.press('Home');
    await expect(viewer.getByText(`1 / ${total}`)).toBeVisible();

    await page.keyboard.press('g');
    await page.keyboard.press('h');
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText(`2 / ${total}`)).toBeVisible();
    await expect(page).toHaveURL(/\/movie\/101$/);
  });
});
