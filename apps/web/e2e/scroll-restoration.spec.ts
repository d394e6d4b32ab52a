/**
 * Back returns to where the reader was (issue 27: on a phone the home screen came back at
 * 276 px instead of 553, the rows not yet drawn when the router put the page back). On live
 * TMDB (the fake); scroll-restoration-offline.spec.ts has the demo catalogue's longer lists.
 */
import { appStarted } from './support/app-started.ts';
import { openAndComeBack } from './support/back-to-place.ts';
import { expect, test } from './support/test.ts';

test('Back to the home screen returns to where the reader left it', async ({ page }) => {
  await page.goto('/');
  const lastRow = page.getByRole('region', { name: 'Popular TV Shows' });
  await expect(lastRow).toBeVisible();
  await appStarted(page);
  // As far down as the page goes: the last row in view.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  const place = await page.evaluate(() => window.scrollY);
  await openAndComeBack(page, lastRow.getByRole('listitem').first());
  await expect(lastRow).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(place);
});
