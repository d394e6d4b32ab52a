import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

/** The focused element's outline as the browser draws it. */
const focusedOutline = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    return {
      tag: element.tagName,
      name: element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '',
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      color: style.outlineColor,
    };
  });

test.describe('keyboard focus', () => {
  test('the first Tab offers "Skip to content", which moves focus into the page', async ({
    page,
  }) => {
    await page.goto('/movie/101');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    // The next stop is inside the page, past the top bar.
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  for (const [scheme, ring] of [
    ['light', 'rgb(163, 79, 0)'],
    ['dark', 'rgb(255, 183, 77)'],
  ] as const) {
    test(`every control in the top bar and the page shows a solid ring of 3 px in ${scheme}`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/movie/101');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (let stop = 0; stop < 12; stop++) {
        await page.keyboard.press('Tab');
        const outline = await focusedOutline(page);
        if (!outline || outline.tag === 'INPUT' || outline.tag === 'IFRAME') continue;
        expect(outline, `focus ring on ${outline.tag} "${outline.name}"`).toMatchObject({
          style: 'solid',
          width: 3,
          color: ring,
        });
      }
    });
  }

  // Issue 27: a card clips what lies outside it, and its ring was drawn there, out of sight.
  test('a focused card shows its whole ring, clipped by neither the card nor the grid', async ({
    page,
  }) => {
    await page.goto('/popular/movies');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const onCard = () =>
      page.evaluate(() => document.activeElement?.matches('.MuiCardActionArea-root') ?? false);
    for (let stop = 0; stop < 20 && !(await onCard()); stop++) await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => {
      const card = document.activeElement as HTMLElement;
      const style = getComputedStyle(card);
      // The ring's outer edge: the outline's width beyond its offset from the border box.
      const reach = Number.parseFloat(style.outlineOffset) + Number.parseFloat(style.outlineWidth);
      const box = card.getBoundingClientRect();
      const clippedBy: string[] = [];
      for (let parent = card.parentElement; parent; parent = parent.parentElement) {
        const { overflowX, overflowY } = getComputedStyle(parent);
        if (overflowX === 'visible' && overflowY === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        if (
          box.left - reach < clip.left ||
          box.top - reach < clip.top ||
          box.right + reach > clip.right ||
          box.bottom + reach > clip.bottom
        )
          clippedBy.push(parent.className);
      }
      return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth), clippedBy };
    });
    expect(ring).toEqual({ style: 'solid', width: 3, clippedBy: [] });
  });

  test('the top bar is a navigation landmark with search on every screen', async ({ page }) => {
    await page.goto('/about');
    const bar = page.getByRole('navigation', { name: 'Site' });
    await bar.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('combobox', { name: 'Search Movies, TV, Actors' })).toBeFocused();
  });

  test('a menu navigation moves focus to the new page’s heading', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Movies' })
      .first()
      .click();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/Movies/);
    await expect(heading).toBeFocused();
  });
});
