/**
 * What makes the first screen come quickly and hold still (docs/architecture.md, "The first
 * screen"): the page names its screen's code for early download, the home rows arrive without
 * moving anything in view and their first pictures load at once, and a details screen that
 * draws its lower parts a moment later still goes back to where the reader was.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

declare global {
  interface Window {
    /** The page's layout shift score so far, without shifts just after input. */
    layoutShift: number;
  }
}

/** Adds up the page's layout shifts from its first paint, as Lighthouse's CLS does. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) window.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test.describe('the first screen', () => {
  test('the home rows arrive together without moving what is in view', async ({ page }) => {
    await watchLayoutShifts(page);
    await page.goto('/');
    const trending = page.getByRole('region', { name: 'Trending Today' });
    await expect(trending).toBeVisible();
    await expect(page.getByRole('region', { name: 'Popular TV Shows' })).toBeAttached();
    await expect(page.getByRole('link', { name: 'Discover Movies' })).toBeAttached();
    // Let any late shift be reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await page.evaluate(() => window.layoutShift)).toBeLessThan(0.02);
    // The first cards' pictures are the screen's largest paint: fetched at once, the rest lazily.
    const images = trending.locator('img');
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
    const count = await images.count();
    expect(count).toBeLessThanOrEqual(20);
    if (count > 4) await expect(images.nth(4)).toHaveAttribute('loading', 'lazy');
  });

  test("a details page names its screen's code, which the server has", async ({ request }) => {
    const html = await (await request.get('/tv/201')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = [
      ...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g),
    ].map((match) => match[1] ?? '');
    expect(preloads.some((file) => /^\/assets\/tv-show\.lazy-[\w-]+\.js$/.test(file))).toBe(true);
    expect(preloads.some((file) => /^\/assets\/en-screens-[\w-]+\.js$/.test(file))).toBe(true);
    for (const file of preloads) expect((await request.get(file)).status()).toBe(200);
  });

  test('back and reload return a details page to where the reader was', async ({ page }) => {
    await page.setViewportSize({ width: page.viewportSize()?.width ?? 390, height: 400 });
    await page.goto('/tv/201');
    const cast = page.getByRole('region', { name: 'Top Billed Cast' });
    await expect(cast).toBeAttached();
    // Scrolled as a reader scrolls: the router notes the position from the scroll event.
    const position = await cast.evaluate(
      (region) =>
        new Promise<number>((resolve) => {
          addEventListener('scroll', () => resolve(scrollY), { once: true });
          region.scrollIntoView();
        }),
    );
    expect(position).toBeGreaterThan(300);
    await cast.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/person\//);
    await page.goBack();
    await expect(page).toHaveURL(/\/tv\/201$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(position);
    await page.reload();
    await expect(cast).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(position);
  });
});
