/**
 * The collection screen's header on the offline demo catalogue (issue 27, finding 13): its
 * heading, film count and overview sit on the collection's drawn backdrop, which must leave
 * nothing behind them to read through.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * The darkest and lightest pixels the page shows behind a piece of text, read from a
 * screenshot of its box taken with the text itself made transparent, and the text's own
 * luminance.
 */
async function luminanceBehind(page: Page, text: Locator) {
  const box = await text.boundingBox();
  if (!box) throw new Error('the text has no box');
  const colour = await text.evaluate((element) => {
    const own = getComputedStyle(element).color;
    (element as HTMLElement).style.color = 'transparent';
    return own;
  });
  const shot = await page.screenshot({ clip: box, animations: 'disabled' });
  await text.evaluate((element) => ((element as HTMLElement).style.color = ''));
  return page.evaluate(
    async ({ png, colour }) => {
      /** WCAG's relative luminance of an sRGB colour given as 0–255 channels. */
      const luminance = (...channels: number[]) => {
        const [r = 0, g = 0, b = 0] = channels.map((channel) => {
          const c = channel / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      let darkest = 1;
      let lightest = 0;
      for (let index = 0; index < data.length; index += 4) {
        const value = luminance(data[index] ?? 0, data[index + 1] ?? 0, data[index + 2] ?? 0);
        darkest = Math.min(darkest, value);
        lightest = Math.max(lightest, value);
      }
      return { darkest, lightest, text: luminance(...(colour.match(/\d+/g) ?? []).map(Number)) };
    },
    { png: shot.toString('base64'), colour },
  );
}

test.describe('a collection, offline', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`The Lord of the Rings' heading, count and overview read on an even backdrop (${colorScheme})`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/collection/119');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText('The Lord of the Rings Collection');
      const count = page.getByText('3 movies');
      const overview = page.getByText(/^Peter Jackson's three films/);
      await expect(count).toBeVisible();
      // The backdrop is the header's only picture without a name of its own.
      const backdrop = page.locator('main img[alt=""]').first();
      await expect(backdrop).toHaveJSProperty('complete', true);
      expect(await backdrop.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(500);

      for (const text of [heading, count, overview]) {
        const { darkest, lightest, text: own } = await luminanceBehind(page, text);
        // A smooth wash, where the drawn title's letters made a pattern of 1.4:1 to 1.8:1...
        expect(contrast(darkest, lightest)).toBeLessThan(1.2);
        // ...on which the text keeps WCAG AA's 4.5:1 at its worst point.
        expect(Math.min(contrast(own, darkest), contrast(own, lightest))).toBeGreaterThan(4.5);
      }
    });
  }
});
