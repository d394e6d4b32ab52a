/**
 * A details page's videos are cards (thumbnail, play mark, name as written, kind), a row that
 * scrolls sideways on a phone and a grid on a desktop, each playing in the trailer dialog; on
 * live TMDB (the fake). videos-offline.spec.ts has the demo catalogue's drawn thumbnails.
 */
import type { Locator } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

/** How far the focus ring reaches outside a control: 3 px of ring, 2 px from its edge. */
const RING_REACH = 5;

/** Whether all of a card, its focus ring included, lies within what its list shows. */
const ringFitsInList = (card: Locator) =>
  card.evaluate((element, reach) => {
    const list = element.closest('ul');
    if (!list) return false;
    const ring = element.getBoundingClientRect();
    const shown = list.getBoundingClientRect();
    return (
      ring.top - reach >= shown.top &&
      ring.bottom + reach <= shown.bottom &&
      ring.left - reach >= shown.left &&
      ring.right + reach <= shown.right
    );
  }, RING_REACH);

test.describe('videos on a details page', () => {
  test('each video is a card with its thumbnail, name, kind and what it plays', async ({
    page,
  }, testInfo) => {
    await page.goto('/movie/101');
    const videos = page.getByRole('region', { name: 'Videos' });
    const trailers = videos.getByRole('list').first();
    const final = videos.getByRole('button', { name: 'Play Final Trailer (Trailer)' });
    await final.scrollIntoViewIfNeeded();
    // The name as TMDB writes it, not in capitals, and the kind under it.
    await expect(final).toHaveText('Final TrailerTrailer');
    await expect(final.getByText('Final Trailer', { exact: true })).toHaveCSS(
      'text-transform',
      'none',
    );
    const thumbnail = final.locator('img');
    await expect(thumbnail).toHaveAttribute(
      'src',
      'https://i.ytimg.com/vi/CCCCCCCCC11/mqdefault.jpg',
    );
    await expect(thumbnail).toHaveAttribute('loading', 'lazy');
    // Loaded: the page's Content-Security-Policy lets YouTube's thumbnails in.
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    const [first, second] = await trailers.getByRole('button').all();
    const [firstBox, secondBox] = [await first?.boundingBox(), await second?.boundingBox()];
    const scrolls = await trailers.evaluate((list) => list.scrollWidth > list.clientWidth);
    if (testInfo.project.name === 'phone') {
      // A row that scrolls sideways, one and a half cards in view, the page itself not.
      expect(scrolls).toBe(true);
      expect(secondBox?.y).toBe(firstBox?.y);
    } else {
      expect(scrolls).toBe(false);
      expect(secondBox?.y).toBe(firstBox?.y);
      expect(secondBox?.x).toBeGreaterThan((firstBox?.x ?? 0) + (firstBox?.width ?? 0));
    }
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, 'nothing scrolls the page sideways').toBeLessThanOrEqual(clientWidth);
  });

  test('the keyboard reaches each card, with its whole focus ring, and plays it', async ({
    page,
  }) => {
    await page.goto('/movie/101');
    const videos = page.getByRole('region', { name: 'Videos' });
    const official = videos.getByRole('button', { name: 'Play Official Trailer (Trailer)' });
    const final = videos.getByRole('button', { name: 'Play Final Trailer (Trailer)' });
    await final.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(official).toBeFocused();
    await expect(official).toHaveCSS('outline-style', 'solid');
    await expect(official).toHaveCSS('outline-width', '3px');
    // The row, which scrolls sideways on a phone, clips what overflows it: not the ring.
    expect(await ringFitsInList(official)).toBe(true);
    await page.keyboard.press('Tab');
    await expect(final).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Final Trailer' });
    await expect(dialog.locator('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/CCCCCCCCC11?autoplay=1&rel=0&modestbranding=1',
    );
    await dialog.getByRole('button', { name: 'Close video' }).click();
    await expect(dialog).toBeHidden();
    await expect(final).toBeFocused();
  });

  test('a TV show lists its videos too, and the page with them has no axe violations', async ({
    page,
  }) => {
    await page.goto('/tv/201');
    const videos = page.getByRole('region', { name: 'Videos' });
    await expect(videos.getByRole('heading', { level: 3 })).toHaveText(['Trailers (1)']);
    const card = videos.getByRole('button', { name: 'Play Season 2 Trailer (Trailer)' });
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator('img')).toHaveAttribute('width', '320');
    await expectNoAxeViolations(page);
    await page.goto('/movie/101');
    await expect(page.getByRole('region', { name: 'Videos' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
