import { expect, test } from './support/test.ts';

test.describe('person details', () => {
  test('shows the person, their biography and their credits by type', async ({ page }) => {
    await page.goto('/person/301');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mara Quill');
    await expect(page.getByRole('img', { name: 'Mara Quill' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'IMDB' })).toHaveAttribute(
      'href',
      'https://www.imdb.com/name/nm9000301/',
    );
    await page.getByRole('button', { name: 'Biography' }).click();
    await expect(page.getByText('Mara Quill is a stage and screen actor')).toBeVisible();

    await expect(page.getByRole('button', { name: 'Movies' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const credits = page.getByRole('list', { name: 'Acting credits' }).getByRole('listitem');
    await expect(credits).toHaveCount(2);
    // Newest first, the undated (not yet released) before all, as TMDB lists them.
    await expect(credits.nth(0)).toContainText('Quiet Harbor');
    await expect(credits.nth(0)).toContainText('(unknown)');
    await expect(credits.nth(1)).toContainText('Orbit of Ash');
    await expect(credits.nth(1)).toContainText('Captain Ines Roe');

    await page.getByRole('button', { name: 'TV Shows' }).click();
    // Their talk-show appearance as themselves is listed apart (tv-person-depth.spec.ts).
    await expect(credits).toHaveCount(1);
    await expect(credits.nth(0)).toContainText('Night Shift Diaries');
    await expect(credits.nth(0)).toContainText('Dee Harlan');
    await credits.nth(0).getByRole('link').click();
    await expect(page).toHaveURL(/\/tv\/201$/);
  });
});
