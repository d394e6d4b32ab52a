/**
 * Result cards on the offline demo catalogue, whose people are drawn by the server as portrait
 * tiles with their initials and name: the box has the picture's own shape, so none of it is cut.
 */
import { pictureBox, pictureBoxes } from './support/card-shape.ts';
import { expect, test } from './support/test.ts';

test.describe('result cards offline', () => {
  test('show a person’s whole portrait tile and say what they are known for', async ({ page }) => {
    await page.goto('/?q=arnold schwarzenegger');
    const card = page.getByRole('link', { name: /Arnold Schwarzenegger/ }).first();
    await expect(card).toContainText('Person · Acting');
    await card.locator('img').scrollIntoViewIfNeeded();
    await expect(card.locator('img')).toHaveJSProperty('complete', true);
    const box = await pictureBox(card);
    expect(box.naturalRatio).not.toBeNull();
    // The box is as tall for its width as the picture: nothing is cropped away.
    expect(box.width / box.height).toBeCloseTo(box.naturalRatio ?? 0, 2);
  });

  test('draw every popular person uncropped, with a director known for directing', async ({
    page,
  }) => {
    await page.goto('/popular/actors');
    const cards = page.getByRole('region', { name: 'Popular People' }).getByRole('link');
    await expect(cards.first()).toBeVisible();
    for (const box of await pictureBoxes(cards)) expect(box.height / box.width).toBeCloseTo(1.5, 1);
    await page.goto('/?q=george lucas');
    await expect(page.getByRole('link', { name: /George Lucas/ }).first()).toContainText(
      'Person · Directing',
    );
  });

  test('leave the catalogue’s own artwork without a srcset: it is drawn at any size', async ({
    page,
  }) => {
    await page.goto('/?q=matrix');
    const image = page
      .getByRole('link', { name: /The Matrix/ })
      .first()
      .locator('img');
    await expect(image).toHaveAttribute('src', /\/api\/art\/w500\//);
    await expect(image).not.toHaveAttribute('srcset', /.*/);
  });
});
