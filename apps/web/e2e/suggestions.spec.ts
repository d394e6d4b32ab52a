/**
 * The top bar's search box and its instant suggestions against the fake TMDB (issue 27): on any
 * screen, by keyboard and by pointer, at a phone's 360 px and in both themes, with axe run while
 * the list is open.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolationsOnceStill } from './support/axe.ts';
import { expect, test } from './support/test.ts';
import { BACKGROUND, bodyBackground } from './support/themes.ts';

/** Opens the box from the top bar on the screen at `path` and types `text` into it. */
async function typeInTopBar(page: Page, path: string, text: string) {
  await page.goto(path);
  await page
    .getByRole('navigation', { name: 'Site' })
    .getByRole('button', { name: 'Search' })
    .click();
  const box = page.getByRole('combobox', { name: 'Search Movies, TV, Actors' });
  await expect(box).toBeFocused();
  await box.pressSequentially(text);
  const list = page.getByRole('listbox', { name: 'Search Movies, TV, Actors' });
  await expect(list.getByRole('option')).toHaveCount(3);
  return { box, list };
}

test.describe('suggestions in the top bar', () => {
  test('show titles and people with picture, year and kind; Enter opens the chosen one', async ({
    page,
  }) => {
    const { box, list } = await typeInTopBar(page, '/about', 'orbit');
    await expect(list.getByRole('option')).toHaveText([
      /Orbit of Ash\s*1999 · Movie/,
      /Orbiters\s*TV Show/,
      /Orla Bittner\s*Person/,
    ]);
    // The movie's poster, at TMDB's smallest width that fills the thumbnail.
    const poster = list.getByRole('option').first().locator('img');
    await expect(poster).toHaveAttribute('src', 'https://image.tmdb.org/t/p/w500/orbit-poster.jpg');
    await expect
      .poll(() => poster.evaluate((image: HTMLImageElement) => image.currentSrc))
      .toContain('/w185/');

    await box.press('ArrowDown');
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      (await list.getByRole('option').first().getAttribute('id')) ?? '',
    );
    await box.press('Enter');
    await expect(page).toHaveURL(/\/movie\/101$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Orbit of Ash/);
    await expect(page.getByRole('combobox')).toHaveCount(0);
  });

  test('open the full results on Enter with no suggestion chosen', async ({ page }) => {
    const { box } = await typeInTopBar(page, '/popular/movies', 'orbit');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/\?q=orbit$/);
    await expect(page.getByRole('tab', { name: 'All (41)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      page
        .getByRole('region', { name: 'Results for orbit' })
        .getByRole('link', { name: /Orla Bittner/ }),
    ).toBeVisible();
    // Back returns to the list the search started from.
    await page.goBack();
    await expect(page).toHaveURL(/\/popular\/movies$/);
  });

  test('close the list on Escape, then the box, focus back on the Search button', async ({
    page,
  }) => {
    const { box, list } = await typeInTopBar(page, '/about', 'orbit');
    await box.press('Escape');
    await expect(list).toBeHidden();
    await expect(box).toBeFocused();
    await box.press('Escape');
    await expect(box).toBeHidden();
    const button = page.getByRole('button', { name: 'Search' });
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('fit a 360 px screen with no axe violations while open, in light and dark', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const { list } = await typeInTopBar(page, '/about', 'orbit');
    await expect(list).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    // The list lies within the window, under the box.
    const box = await list.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    await expectNoAxeViolationsOnceStill(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => bodyBackground(page)).toBe(BACKGROUND.dark);
    await expect(list).toBeVisible();
    await expectNoAxeViolationsOnceStill(page);
  });
});
