/**
 * Content in the visitor's language on the offline demo catalogue, which is written in English
 * only: a German visitor gets German screens with the catalogue's English titles, and a quiet
 * note in the footer saying so; an English visitor gets no note.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './support/test.ts';

const note = 'Titel und Beschreibungen im Demokatalog sind auf Englisch.';

test.describe('a German visitor on the demo catalogue', () => {
  test.use({ locale: 'de-DE' });

  test('is told, in German, that the catalogue is in English', async ({ page }) => {
    await page.goto('/movie/603');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Matrix (1999)');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('contentinfo')).toContainText(note);
    // On every screen: the note is part of the frame.
    await page.goto('/popular/movies');
    await expect(page.getByRole('link', { name: /The Shawshank Redemption/ })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(note);
  });

  test('the note passes axe', async ({ page }) => {
    await page.goto('/movie/603');
    await expect(page.getByRole('contentinfo')).toContainText(note);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    const { violations } = await new AxeBuilder({ page }).include('footer').analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });
});

test.describe('an English visitor on the demo catalogue', () => {
  test.use({ locale: 'en-US' });

  test('gets no such note', async ({ page }) => {
    await page.goto('/movie/603');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Matrix (1999)');
    await expect(page.getByRole('contentinfo')).toContainText('offline demo catalogue');
    await expect(page.getByRole('contentinfo')).not.toContainText('in English');
  });
});
