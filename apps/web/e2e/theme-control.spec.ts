/**
 * Light, dark and system themes (issue 17): the first paint is already in the right scheme (the
 * device's, or the one chosen and remembered), the Theme control switches and persists it, and
 * the sign-in popup follows the theme. None of it depends on the window's size, so the phone
 * project leaves it to the desktop one; themes.spec.ts scans the screens in each scheme.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';
import { BACKGROUND, bodyBackground, openThemeControl } from './support/themes.ts';

/**
 * Records the body's background at the document's first frame and after every change to the
 * document (the scheme's attribute, each style sheet the app adds, each render) until the
 * screen's heading is there: each colour the visitor could have been shown while it loaded.
 */
function recordBackgrounds(page: Page) {
  return page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { backgroundsSeen: string[] }).backgroundsSeen = seen;
    const record = () => {
      if (!document.body) return;
      const colour = getComputedStyle(document.body).backgroundColor;
      if (seen.at(-1) !== colour) seen.push(colour);
      if (document.querySelector('main h1')) changes.disconnect();
    };
    const changes = new MutationObserver(record);
    changes.observe(document, { subtree: true, childList: true, attributes: true });
    requestAnimationFrame(record);
  });
}

const backgroundsSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { backgroundsSeen: string[] }).backgroundsSeen);

/** Keeps the app's own code from loading: what shows then is index.html alone. */
const withoutAppCode = (page: Page) =>
  page.route(/\/assets\/.*\.js$/, (route) => route.abort('blockedbyclient'));

/** Collects what the page and its popups log about content a CSP refused (a script, say). */
function cspReports(page: Page): string[] {
  const reports: string[] = [];
  page.context().on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reports.push(message.text());
  });
  return reports;
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`a device that prefers ${scheme}`, () => {
    test.use({ colorScheme: scheme });

    test(`gets ${scheme} from the first paint, before the app's code has run`, async ({ page }) => {
      const refused = cspReports(page);
      await withoutAppCode(page);
      await page.goto('/');
      expect(await bodyBackground(page)).toBe(BACKGROUND[scheme]);
      expect(await page.locator('html').getAttribute('data-mui-color-scheme')).toBe(scheme);
      expect(refused).toEqual([]);
    });

    test(`shows ${scheme} alone while the app loads and starts`, async ({ page }) => {
      await recordBackgrounds(page);
      await page.goto('/movie/101');
      // A loaded machine can take a while; what matters is every frame until then.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orbit of Ash (1999)', {
        timeout: 30_000,
      });
      expect(await backgroundsSeen(page)).toEqual([BACKGROUND[scheme]]);
    });
  });
}

test.describe('the Theme control', () => {
  test.use({ colorScheme: 'light' });

  test('starts on System, switches at once, and is remembered across a reload', async ({
    page,
  }) => {
    await page.goto('/about');
    const theme = await openThemeControl(page);
    await expect(theme.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(await bodyBackground(page)).toBe(BACKGROUND.light);

    await theme.getByRole('radio', { name: 'Dark' }).check();
    await expect.poll(() => bodyBackground(page)).toBe(BACKGROUND.dark);
    // Choosing keeps the menu open: the choice can be seen and changed again.
    await expect(theme).toBeVisible();

    // The reload is dark from its first frame, though the device prefers light.
    await recordBackgrounds(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
    expect(await backgroundsSeen(page)).toEqual([BACKGROUND.dark]);
    await expect((await openThemeControl(page)).getByRole('radio', { name: 'Dark' })).toBeChecked();
  });

  test('a remembered choice holds before the app starts too, under the page CSP', async ({
    page,
  }) => {
    const refused = cspReports(page);
    await page.goto('/about');
    await (await openThemeControl(page)).getByRole('radio', { name: 'Dark' }).check();
    await withoutAppCode(page);
    await page.reload();
    expect(await bodyBackground(page)).toBe(BACKGROUND.dark);
    expect(refused).toEqual([]);
  });

  test('back on System, the page follows the device again', async ({ page }) => {
    await page.goto('/about');
    const theme = await openThemeControl(page);
    await theme.getByRole('radio', { name: 'Dark' }).check();
    await theme.getByRole('radio', { name: 'System' }).check();
    await expect.poll(() => bodyBackground(page)).toBe(BACKGROUND.light);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => bodyBackground(page)).toBe(BACKGROUND.dark);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`is reached and used by keyboard, with a visible focus ring, in ${scheme}`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/about');
      await openThemeControl(page);
      // Past the menu's entries, Tab reaches the chosen option; the arrows choose another.
      // (The bound is the menu's length and then some: 20 stopped short once the library's
      // History and Lists joined it.)
      const system = page.getByRole('radio', { name: 'System' });
      for (
        let stop = 0;
        stop < 40 && !(await system.evaluate((r) => r === document.activeElement));
        stop++
      )
        await page.keyboard.press('Tab');
      await expect(system).toBeFocused();
      const ring = await system.evaluate((radio) => {
        const style = getComputedStyle(radio.closest('.MuiButtonBase-root') ?? radio);
        return { style: style.outlineStyle, width: style.outlineWidth };
      });
      expect(ring).toEqual({ style: 'solid', width: '3px' });
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
      await expect.poll(() => bodyBackground(page)).toBe(BACKGROUND.dark);
    });
  }
});

test.describe('the sign-in popup', () => {
  /** Opens the provider's sign-in page from the menu's Log In. */
  async function openSignIn(page: Page) {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Log In' }).click();
    const popup = await popupOpened;
    await expect(popup.getByRole('heading', { name: 'Sign in to Media Search' })).toBeVisible();
    return popup;
  }

  test.describe('on a device that prefers light', () => {
    test.use({ colorScheme: 'light' });

    test('is light and readable', async ({ page }) => {
      const popup = await openSignIn(page);
      expect(await bodyBackground(popup)).toBe(BACKGROUND.light);
      await expectNoAxeViolations(popup);
    });

    test('follows a visitor who chose Dark', async ({ page }) => {
      await page.goto('/about');
      await (await openThemeControl(page)).getByRole('radio', { name: 'Dark' }).check();
      await page.keyboard.press('Escape');
      const refused = cspReports(page);
      const popup = await openSignIn(page);
      expect(await bodyBackground(popup)).toBe(BACKGROUND.dark);
      await expectNoAxeViolations(popup);
      expect(refused).toEqual([]);
    });
  });
});
