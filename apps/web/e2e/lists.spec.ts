import { expect, test } from './support/test.ts';

const lists = [
  { path: '/popular/movies', heading: 'Popular Movies', first: 'Orbit of Ash' },
  { path: '/popular/tv', heading: 'Popular TV Shows', first: 'Night Shift Diaries' },
  { path: '/popular/actors', heading: 'Popular People', first: 'Mara Quill' },
  { path: '/trending/movies', heading: 'Trending Movies', first: 'Orbit of Ash' },
  { path: '/trending/tv', heading: 'Trending TV Shows', first: 'Night Shift Diaries' },
  { path: '/trending/actors', heading: 'Trending People', first: 'Lio Brandt' },
];

test.describe('popular and trending lists', () => {
  for (const { path, heading, first } of lists) {
    test(`${path} is headed '${heading}' and lists its results`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(
        page.getByRole('region', { name: heading }).getByRole('link', { name: new RegExp(first) }),
      ).toBeVisible();
    });
  }

  test('a list loads its further pages', async ({ page }) => {
    await page.goto('/popular/movies');
    const list = page.getByRole('region', { name: 'Popular Movies' });
    await expect(list.getByRole('link', { name: /Paper Kites/ })).toBeVisible();
    await expect(list.getByRole('link')).toHaveCount(3);
  });

  test('a card leads to the page of its media type', async ({ page }) => {
    await page.goto('/popular/actors');
    await page.getByRole('link', { name: /Mara Quill/ }).click();
    await expect(page).toHaveURL(/\/person\/301$/);
    await page.goto('/popular/tv');
    await page.getByRole('link', { name: /Night Shift Diaries/ }).click();
    await expect(page).toHaveURL(/\/tv\/201$/);
  });
});

test.describe('movie-only search', () => {
  test('lists movies matching the address', async ({ page }) => {
    await page.goto('/movie-search/orbit');
    await expect(page.getByRole('link', { name: /Orbit of Ash/ })).toBeVisible();
  });

  test('says No Results when nothing matches', async ({ page }) => {
    await page.goto('/movie-search/zzzz');
    await expect(page.getByText('No Results')).toBeVisible();
  });
});
