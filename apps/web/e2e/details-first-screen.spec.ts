import { expect, test } from './support/test.ts';

test.describe('the first screen of a details page', () => {
  for (const { address, title, heart } of [
    { address: '/movie/101', title: 'Orbit of Ash (1999)', heart: 'Orbit of Ash' },
    { address: '/tv/201', title: 'Night Shift Diaries', heart: 'Night Shift Diaries' },
  ]) {
    test(`${address} opens on its title, rating and heart, at every width`, async ({ page }) => {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
      await expect(page.getByText(/\/5\.0 \(/).first()).toBeInViewport();
      await expect(
        page.getByRole('button', { name: new RegExp(`Add ${heart} to favorites`) }),
      ).toBeInViewport();
    });
  }
});
