/**
 * Issue 27, finding 15: a person's credits are a compact list by year, as TMDB gives a
 * filmography, not a grid of image cards (against the fake TMDB's Mara Quill).
 */
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

test.describe("a person's filmography", () => {
  test('is one line per title: year, title and role, newest first and undated first', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/person/301');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mara Quill');
    const acting = page.getByRole('list', { name: 'Acting credits' });
    await expect(acting.getByRole('listitem')).toHaveText([
      '—Date unknownQuiet Harbor(unknown)',
      '1999Orbit of AshCaptain Ines Roe',
    ]);
    await expect(acting.locator('img')).toHaveCount(0);
    // A line of a phone's screen, where an image card took most of it.
    for (const row of await acting.getByRole('listitem').all()) {
      const box = await row.boundingBox();
      expect(box?.height, 'a compact line').toBeLessThan(72);
    }
    await expectNoAxeViolations(page);

    // The keyboard goes from the department choice straight to the titles.
    await page.getByRole('group', { name: 'Department' }).getByRole('button').last().focus();
    await page.keyboard.press('Tab');
    await expect(acting.getByRole('link', { name: 'Quiet Harbor' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(acting.getByRole('link', { name: 'Orbit of Ash' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/movie\/101$/);
  });

  test("lists TV credits with their episodes, and a director's jobs", async ({ page }) => {
    await page.goto('/person/301?media=tv');
    await expect(
      page.getByRole('list', { name: 'Acting credits' }).getByRole('listitem'),
    ).toHaveText(['2019Night Shift DiariesDee Harlan · 11 episodes']);
    await page
      .getByRole('group', { name: 'Department' })
      .getByRole('button', { name: 'Directing' })
      .click();
    await expect(
      page.getByRole('list', { name: 'Directing credits' }).getByRole('listitem'),
    ).toHaveText(['2019Night Shift DiariesDirector · 1 episode']);
  });
});
