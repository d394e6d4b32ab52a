/** The movie screen in depth, Full Cast & Crew and collections on the offline demo catalogue. */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './support/test.ts';

test.describe('movie details in depth, offline', () => {
  test('Fight Club: who directed and wrote it, its R rating and what to watch next', async ({
    page,
  }) => {
    await page.goto('/movie/550');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fight Club (1999)');
    const crew = page.getByRole('list', { name: 'Key crew' });
    await expect(crew.getByRole('listitem').first()).toHaveText('David FincherDirector');
    await expect(crew).toContainText('Jim UhlsScreenplay');
    await expect(page.getByRole('img', { name: 'Rated R' })).toBeVisible();
    await expect(page.locator('main dl')).toContainText('Release Date:October 15, 1999');
    // The demo pack has no pictures to show, and keeps no list of similar titles.
    await expect(page.getByRole('region', { name: 'Images' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Similar' })).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText(/undefined|NaN/);

    const next = page.getByRole('region', { name: 'Recommendations' }).getByRole('link');
    expect(await next.count()).toBeGreaterThan(0);
    const first = next.first();
    const title = await first.getByRole('heading', { level: 3 }).textContent();
    await first.click();
    await expect(page).toHaveURL(/\/movie\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title ?? '');
  });

  test('The Lord of the Rings reaches the whole trilogy in one click', async ({ page }) => {
    await page.goto('/movie/120');
    await page.getByRole('link', { name: /Part of the Lord of the Rings Collection/ }).click();
    await expect(page).toHaveURL(/\/collection\/119$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'The Lord of the Rings Collection',
    );
    await expect(page.getByText('3 movies')).toBeVisible();
    const parts = page.getByRole('region', { name: 'Movies' }).getByRole('heading', { level: 3 });
    await expect(parts).toHaveText([
      'The Lord of the Rings: The Fellowship of the Ring',
      'The Lord of the Rings: The Two Towers',
      'The Lord of the Rings: The Return of the King',
    ]);
    await expect(page.getByText('Upcoming')).toHaveCount(0);
  });

  test('Full Cast & Crew lists the cast and the crew by department', async ({ page }) => {
    await page.goto('/movie/550');
    await page.getByRole('link', { name: 'Full Cast & Crew' }).click();
    await expect(page).toHaveURL(/\/movie\/550\/cast$/);
    const crew = page.getByRole('region', { name: /^Crew/ });
    await expect(crew.getByRole('region', { name: 'Directing' })).toContainText(
      'David FincherDirector',
    );
    await expect(page.getByRole('region', { name: /^Cast/ }).getByRole('listitem')).not.toHaveCount(
      0,
    );
  });

  for (const path of ['/movie/550', '/movie/550/cast', '/collection/119']) {
    test(`${path} has no axe violations and fits the window's width`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((violation) => violation.id)).toEqual([]);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, 'nothing scrolls sideways').toBeLessThanOrEqual(clientWidth);
    });
  }
});
