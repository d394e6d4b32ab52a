/**
 * Every card of a grid or a row has one picture shape, whatever picture it has (a backdrop, a
 * poster, a portrait or none), and a phone shows results two or more to a row, their text
 * inside their card. Measured at the narrowest phone (360 px) and at 1440 px.
 */
import type { Locator, Page } from '@playwright/test';
import { appStarted } from './support/app-started.ts';
import { pictureBoxes } from './support/card-shape.ts';
import { expect, test } from './support/test.ts';

test.beforeEach(async ({ page }, testInfo) => {
  const phone = testInfo.project.name.includes('phone');
  await page.setViewportSize(phone ? { width: 360, height: 740 } : { width: 1440, height: 900 });
});

/** The heights of the cards' picture boxes, which one shape makes all the same. */
async function pictureHeights(cards: Locator): Promise<number[]> {
  return (await pictureBoxes(cards)).map((box) => Math.round(box.height));
}

/** How far the page or any card's text reaches past its right edge: nothing, when it fits. */
async function horizontalOverflow(page: Page, cards: Locator) {
  const pageOverflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  const cardOverflow = await cards.evaluateAll((links) =>
    links.flatMap((link) => {
      const card = link.getBoundingClientRect();
      return [...link.querySelectorAll('h2, h3, p, span')].map(
        (text) => text.getBoundingClientRect().right - card.right,
      );
    }),
  );
  return Math.max(pageOverflow, ...cardOverflow);
}

test.describe('card grids', () => {
  test('give a mixed search one picture shape, two or more cards to a row', async ({ page }) => {
    await page.goto('/?q=orbit');
    await appStarted(page);
    const results = page.getByRole('region', { name: 'Results for orbit' });
    const cards = results.getByRole('link');
    // A title with a backdrop, a show and a person with none, and (page 2) a poster alone.
    await expect(cards.filter({ hasText: 'Orbit of Ash' })).toBeVisible();
    for (const name of ['Orbital Drift', 'Orbit Kitchen']) {
      await results.evaluate((box) => {
        box.scrollTo(0, box.scrollHeight);
        window.scrollTo(0, document.documentElement.scrollHeight);
      });
      await expect(cards.filter({ hasText: name })).toBeVisible();
    }
    await expect(cards).toHaveCount(5);
    const heights = await pictureHeights(cards);
    expect(new Set(heights).size, `picture heights ${heights.join(', ')}`).toBe(1);

    const tops = await cards.evaluateAll((links) =>
      links.slice(0, 2).map((link) => Math.round(link.getBoundingClientRect().top)),
    );
    expect(tops[0]).toBe(tops[1]);
    expect(await horizontalOverflow(page, cards)).toBeLessThanOrEqual(0);
  });

  test('give a row of recommendations one picture shape, a poster cropped to it', async ({
    page,
  }) => {
    await page.goto('/movie/101');
    const row = page.getByRole('region', { name: 'Recommendations' });
    const cards = row.getByRole('link');
    // Paper Kites has a poster and no backdrop; Quiet Harbor has no picture at all.
    await expect(cards).toHaveCount(2);
    await row.scrollIntoViewIfNeeded();
    const poster = cards.filter({ hasText: 'Paper Kites' }).locator('img');
    await expect(poster).toHaveJSProperty('complete', true);
    const heights = await pictureHeights(cards);
    expect(new Set(heights).size, `picture heights ${heights.join(', ')}`).toBe(1);
    const [box] = await pictureBoxes(cards.filter({ hasText: 'Paper Kites' }));
    expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(16 / 9, 1);
    // Cropped, not squeezed: a poster's top (faces, titles) stays in view.
    await expect(poster).toHaveCSS('object-fit', 'cover');
    await expect(poster).toHaveCSS('object-position', '50% 20%');
  });
});
