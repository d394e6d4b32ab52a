/**
 * The UI's languages (issue 17 item 1): the browser's language on a first visit, the Language
 * control in the menu (in place, remembered), <html lang>, the page title, numbers in the
 * language's format, and never a missing translation.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/test.ts';

// Each test loads several whole screens, some in a language switched on the way: on a busy
// machine a screen can take longer than the default 10 s to arrive.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/** Fails the test if the app logs a message ID it has no translation for (lib/i18n/i18n.ts). */
function watchForMissingTranslations(page: Page): string[] {
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('Missing translation')) missing.push(message.text());
  });
  return missing;
}

/** Each of the screens this spec visits, with what it says in each language. */
const screens = [
  {
    path: '/',
    heading: { de: 'Suche', fr: 'Recherche', es: 'Búsqueda' },
    title: { de: 'Suche', fr: 'Recherche', es: 'Búsqueda' },
  },
  {
    path: '/popular/movies',
    heading: { de: 'Beliebte Filme', fr: 'Films populaires', es: 'Películas populares' },
  },
  {
    path: '/discover/movies',
    heading: { de: 'Filme entdecken', fr: 'Découvrir des films', es: 'Descubrir películas' },
  },
  { path: '/about', heading: { de: 'Über', fr: 'À propos', es: 'Acerca de' } },
  { path: '/favorites', heading: { de: 'Favoriten', fr: 'Favoris', es: 'Favoritos' } },
  {
    path: '/not-a-page',
    heading: { de: 'Seite nicht gefunden', fr: 'Page introuvable', es: 'Página no encontrada' },
  },
] as const;

const browserLocales = { de: 'de-DE', fr: 'fr-FR', es: 'es-MX' } as const;

for (const [language, locale] of Object.entries(browserLocales)) {
  const lang = language as keyof typeof browserLocales;
  test.describe(`a browser asking for ${locale}`, () => {
    test.use({ locale });

    test(`gets every screen in ${lang}, with <html lang> and the title to match`, async ({
      page,
    }) => {
      const missing = watchForMissingTranslations(page);
      for (const screen of screens) {
        await page.goto(screen.path);
        await expect(
          page.getByRole('heading', { level: 1, name: screen.heading[lang] }),
        ).toBeAttached();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        if ('title' in screen)
          await expect(page).toHaveTitle(`${screen.title[lang]} | Media Search`);
      }
      expect(missing).toEqual([]);
    });
  });
}

/** The details screens, translated by their own namespaces (their component tests check the words). */
const detailsScreens = [
  '/movie/101',
  '/movie/101/cast',
  '/tv/201',
  '/tvseason?series=201&season=1',
  '/tvepisode?series=201&season=1&episode=1',
  '/person/301',
  '/collection/501',
];

for (const [language, locale] of Object.entries(browserLocales)) {
  test.describe(`details screens in ${language}`, () => {
    test.use({ locale });

    test('miss no translation, have no axe violations and fit 360 px', async ({ page }) => {
      const missing = watchForMissingTranslations(page);
      await page.setViewportSize({ width: 360, height: 740 });
      for (const path of detailsScreens) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(violations.map((violation) => `${path}: ${violation.id}`)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          360,
        );
      }
      expect(missing).toEqual([]);
    });
  });
}

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('writes numbers the German way and offers the search box in German', async ({ page }) => {
    const missing = watchForMissingTranslations(page);
    await page.goto('/discover/movies');
    await expect(page.getByRole('status').filter({ hasText: '12.345 Titel' })).toBeVisible();
    await page.goto('/');
    await expect(
      page.getByRole('textbox', { name: 'Filme, Serien, Schauspieler suchen' }),
    ).toBeVisible();
    expect(missing).toEqual([]);
  });

  test('Discover and About have no axe violations', async ({ page }) => {
    const germanScreens = [
      { path: '/discover/movies', heading: 'Filme entdecken' },
      { path: '/about', heading: 'Über' },
    ];
    for (const { path, heading } of germanScreens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((violation) => violation.id)).toEqual([]);
    }
  });
});

test.describe('in a browser asking for US English (the default)', () => {
  test.use({ locale: 'en-US' });

  test('everything is in English, <html lang="en">', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('textbox', { name: 'Search Movies, TV, Actors' })).toBeVisible();
    await expect(page).toHaveTitle('Search | Media Search');
  });

  test('the Language control switches the UI in place, and the choice is kept', async ({
    page,
  }) => {
    const missing = watchForMissingTranslations(page);
    await page.goto('/discover/movies');
    await expect(page.getByRole('status').filter({ hasText: '12,345 titles' })).toBeVisible();
    // A mark on the page: it survives the switch only if the page was not reloaded.
    await page.evaluate(() => Object.assign(window, { beforeSwitch: true }));

    await page.getByRole('button', { name: 'Open menu' }).click();
    const control = page.getByRole('combobox', { name: 'Language', exact: true });
    await expect(control.getByRole('option')).toHaveText([
      'English',
      'Deutsch',
      'Français',
      'Español',
    ]);
    await control.selectOption('Deutsch');

    // The open menu follows at once, and the screen behind it.
    await expect(page.getByRole('combobox', { name: 'Sprache', exact: true })).toHaveValue('de');
    await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1, name: 'Filme entdecken' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '12.345 Titel' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveTitle('Filme entdecken | Media Search');
    expect(await page.evaluate(() => 'beforeSwitch' in window)).toBe(true);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Filme entdecken' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    // And back: the choice wins over the browser's language either way.
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('combobox', { name: 'Sprache', exact: true }).selectOption('Español');
    await page.keyboard.press('Escape');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Descubrir películas' }),
    ).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Descubrir películas' }),
    ).toBeVisible();
    expect(missing).toEqual([]);
  });
});
