/**
 * Result cards on the live catalogue (the fake TMDB): each says what it is (Movie, TV Show,
 * Person with what they are known for) and a title's rating; a list of people has portrait
 * boxes, so nothing on their picture is cut off, and a list mixing people and titles gives them
 * all the titles' wide box.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { pictureBox, pictureBoxes } from './support/card-shape.ts';
import { expect, test } from './support/test.ts';

test.describe('result cards', () => {
  test('say Movie, TV Show or Person (with their department) and show a title’s rating', async ({
    page,
  }) => {
    await page.goto('/?q=orbit');
    const results = page.getByRole('region', { name: 'Results for orbit' });
    const movie = results.getByRole('link', { name: /Orbit of Ash/ });
    await expect(movie).toContainText('Movie · 1999');
    await expect(movie).toContainText('4.2');
    await expect(movie).toHaveAccessibleName('Orbit of Ash Movie 1999 Rated 4.2 out of 5');
    // Never rated: it says what it is, and shows no score of 0.
    const show = results.getByRole('link', { name: /Orbiters/ });
    await expect(show).toContainText('TV Show');
    await expect(show).toHaveAccessibleName(/^Orbiters TV Show/);
    await expect(show).not.toContainText('0.0');
    const person = results.getByRole('link', { name: /Orla Bittner/ });
    await expect(person).toContainText('Person · Acting');
    await expect(person).toHaveAccessibleName('Orla Bittner Person Acting');
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });

  test('give people tall boxes, two or more to a row, in people lists', async ({ page }) => {
    await page.goto('/popular/actors');
    const cards = page.getByRole('region', { name: 'Popular People' }).getByRole('link');
    await expect(cards.first()).toContainText('Person · Acting');
    const boxes = await pictureBoxes(cards);
    expect(boxes.length).toBeGreaterThan(1);
    for (const box of boxes) expect(box.height / box.width).toBeCloseTo(1.5, 1);
    // Side by side even on a phone, rather than one 500 px tall portrait per screen.
    const tops = await cards.evaluateAll((links) =>
      links.slice(0, 2).map((link) => link.getBoundingClientRect().top),
    );
    expect(tops[0]).toBe(tops[1]);
  });

  test('give a person the wide box of the titles beside them in mixed search results', async ({
    page,
  }) => {
    await page.goto('/?q=orbit');
    const results = page.getByRole('region', { name: 'Results for orbit' });
    await expect(results.getByRole('link', { name: /Orla Bittner/ })).toBeVisible();
    const movie = await pictureBox(results.getByRole('link', { name: /Orbit of Ash/ }));
    const person = await pictureBox(results.getByRole('link', { name: /Orla Bittner/ }));
    // One shape to a grid: no tall card beside short ones.
    expect(movie.width / movie.height).toBeCloseTo(16 / 9, 1);
    expect(person.height).toBeCloseTo(movie.height, 0);
  });
});
