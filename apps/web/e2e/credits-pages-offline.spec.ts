/**
 * Issue 27, finding 15 on the offline demo catalogue: Full Cast & Crew leads to the crew and
 * back and narrows it by department; a person's credits are a compact list by year.
 */
import { appStarted } from './support/app-started.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

test.describe('the demo catalogue’s credits', () => {
  test("Game of Thrones' cast page jumps to its crew and back", async ({ page }) => {
    await page.goto('/tv/1399/cast');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Full Cast & Crew');
    // The app's jumps, which move the focus too; before hydration a jump is the browser's own.
    await appStarted(page);
    const jumps = page.getByRole('navigation', { name: 'Jump to' });
    await jumps.getByRole('link', { name: /^Crew \(\d+\)$/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: /^Crew/ })).toBeFocused();
    await page.getByRole('link', { name: 'Back to Cast' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /^Cast/ })).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test("Fight Club's crew narrows to one department", async ({ page }) => {
    await page.goto('/movie/550/cast');
    // The department choice is the app's: before hydration it is markup that does nothing.
    await appStarted(page);
    const crew = page.getByRole('region', { name: /^Crew/ });
    const choice = crew.getByRole('combobox', { name: /^Department/ });
    await choice.click();
    await expect(page.getByRole('option')).toHaveText([
      /^All departments \(\d+\)$/,
      'Directing (1)',
      'Writing (2)',
    ]);
    await page.getByRole('option', { name: 'Writing (2)' }).click();
    await expect(crew.getByRole('heading', { level: 3 })).toHaveText([/^Writing/]);
    await expect(crew.getByRole('region', { name: 'Writing' }).getByRole('listitem')).toHaveCount(
      2,
    );
    await expectNoAxeViolations(page);
  });

  test("Christopher Nolan's films are one line each, newest first", async ({ page }) => {
    await page.goto('/person/525');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Christopher Nolan');
    const directing = page.getByRole('list', { name: 'Directing credits' });
    const rows = directing.getByRole('listitem');
    await expect(rows.first()).toHaveText('2023OppenheimerDirector');
    await expect(rows.filter({ hasText: 'Inception' })).toHaveText('2010InceptionDirector');
    await expect(directing.locator('img')).toHaveCount(0);
    const years = (await rows.allTextContents()).map((row) => row.slice(0, 4));
    expect(years, 'newest first').toEqual([...years].sort().reverse());
    await expectNoAxeViolations(page);
  });
});
