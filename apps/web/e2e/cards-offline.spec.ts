/**
 * Result cards on the offline demo catalogue, whose people are drawn by the server as portrait
 * tiles with their initials and name: among people the box has the picture's own shape, so
 * none of it is cut; among titles it takes their wide box, and keeps the tile's upper part.
 */
import { pictureBox, pictureBoxes } from './support/card-shape.ts';
import { expect, test } from './support/test.ts';

test.describe('result cards offline', () => {
  test('show a person’s whole portrait tile among people and say what they are known for', async ({
    page,
  }) => {
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

  test('crop a portrait tile among titles to their wide box, its initials kept', async ({
    page,
  }) => {
    await page.goto('/?q=al');
    const cards = page.getByRole('region', { name: 'Results for al' }).getByRole('link');
    const person = cards.filter({ hasText: 'Al Pacino' });
    const title = cards.filter({ hasText: 'Movie ·' }).first();
    await expect(title).toBeVisible();
    const portrait = person.locator('img');
    await expect(portrait).toHaveJSProperty('complete', true);
    const [box, titleBox] = [await pictureBox(person), await pictureBox(title)];
    expect(box.naturalRatio).toBeCloseTo(2 / 3, 2);
    expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
    expect(box.height).toBeCloseTo(titleBox.height, 0);
    // The tile's initials sit in its upper part: that part stays in view.
    await expect(portrait).toHaveCSS('object-position', '50% 20%');
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
