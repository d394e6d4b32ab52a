/**
 * TMDB images keep SPEC's w500 address as `src`, and offer w185 to w780 so the browser fetches
 * the smallest that fills its box: a 171 px cast card gets w185, not w500. On the live
 * catalogue (the fake TMDB, whose images are stood in for by the test's own).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

const TMDB_WIDTHS = [185, 342, 500, 780];

interface Chosen {
  src: string;
  boxWidth: number;
  chosenWidth: number;
}

/** Every TMDB image drawn so far: its src, its box's width and the width the browser chose. */
async function chosenImages(page: Page): Promise<Chosen[]> {
  return page.locator('img[srcset]').evaluateAll((images) =>
    (images as HTMLImageElement[])
      .filter((image) => image.complete && image.currentSrc)
      .map((image) => ({
        src: image.getAttribute('src') ?? '',
        boxWidth: image.getBoundingClientRect().width * window.devicePixelRatio,
        chosenWidth: Number(/\/w(\d+)\//.exec(image.currentSrc)?.[1]),
      })),
  );
}

/** Scrolls through the page so lazy images near every part of it load. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0; top < height; top += 400) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await page.waitForTimeout(50);
  }
}

function expectSmallestThatFills(images: Chosen[]) {
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) {
    expect(image.src).toMatch(/^https:\/\/image\.tmdb\.org\/t\/p\/w500\//);
    const needed = TMDB_WIDTHS.find((width) => width >= image.boxWidth) ?? 780;
    expect(image.chosenWidth, `a ${image.boxWidth} px box`).toBe(needed);
  }
}

test.describe('image widths', () => {
  test('cast cards load TMDB’s w185, not w500', async ({ page }) => {
    await page.goto('/movie/101');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orbit of Ash (1999)');
    await scrollThrough(page);
    const cast = page
      .getByRole('link', { name: /Lio Brandt/ })
      .first()
      .locator('img');
    await expect(cast).toHaveJSProperty('complete', true);
    expect(await cast.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\/w185\//);
  });

  test('result cards load the smallest width that fills them', async ({ page }) => {
    await page.goto('/?q=orbit');
    const image = page.getByRole('link', { name: /Orbit of Ash/ }).locator('img');
    await expect(image).toHaveJSProperty('complete', true);
    expectSmallestThatFills(await chosenImages(page));
  });
});
