/**
 * On the demo catalogue a video's thumbnail is drawn in the page: its videos are examples, so
 * YouTube is not asked for their pictures. The card and its player are as on live TMDB
 * (videos.spec.ts).
 */
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

test('a video card draws its thumbnail and asks YouTube for nothing until it plays', async ({
  page,
}) => {
  const thumbnailRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname === 'i.ytimg.com') thumbnailRequests.push(request.url());
  });
  await page.goto('/movie/603');
  const videos = page.getByRole('region', { name: 'Videos' });
  const card = videos.getByRole('button', { name: 'Play Official Trailer (Trailer)' });
  await card.scrollIntoViewIfNeeded();
  await expect(card).toHaveText('Official TrailerTrailer');
  await expect(card.locator('img')).toHaveCount(0);
  // The drawn picture fills the same 16:9 box a thumbnail would.
  const drawn = card.locator('div').first().locator('div').first();
  await expect(drawn).toHaveCSS('background-image', /linear-gradient/);
  const box = await drawn.boundingBox();
  expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(16 / 9, 1);
  await expectNoAxeViolations(page);
  expect(thumbnailRequests).toEqual([]);
  await card.click();
  const dialog = page.getByRole('dialog', { name: 'Official Trailer' });
  await expect(dialog.locator('iframe')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/nUEQNVV3Gfs?autoplay=1&rel=0&modestbranding=1',
  );
  await dialog.getByRole('button', { name: 'Close video' }).click();
  await expect(dialog).toBeHidden();
});
