/** Issue 11 on the TV, season, episode and person screens, on the offline demo catalogue. */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
  );
  expect(found).toEqual([]);
}

test.describe('the demo catalogue in depth', () => {
  test('Game of Thrones names its creators and rating, and leads to its whole cast', async ({
    page,
  }) => {
    await page.goto('/tv/1399');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Game of Thrones');
    await expect(page.getByRole('list', { name: 'Created by' }).getByRole('link')).toHaveText([
      'David Benioff',
      'D. B. Weiss',
    ]);
    await expect(page.getByRole('img', { name: 'Rated TV-MA' })).toBeVisible();
    // The demo pack has no pictures of its own to show: no gallery at all.
    await expect(page.getByRole('region', { name: 'Images' })).toHaveCount(0);
    const cast = page.getByRole('region', { name: 'Top Billed Cast' });
    await expect(cast.getByRole('listitem').first()).toBeVisible();
    await cast.getByRole('link', { name: 'Full Cast & Crew' }).click();
    await expect(page).toHaveURL(/\/tv\/1399\/cast$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Full Cast & Crew');
  });

  test('a season leads to the seasons either side', async ({ page }) => {
    await page.goto('/tvseason?series=1399&season=1');
    await expect(page.getByRole('heading', { level: 2, name: 'Season 1' })).toBeVisible();
    const seasons = page.getByRole('navigation', { name: 'Seasons' });
    await expect(seasons.getByRole('link')).toHaveCount(1);
    await seasons.getByRole('link', { name: 'Next season Season 2' }).click();
    await expect(page).toHaveURL(/\/tvseason\?series=1399&season=2$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Season 2' })).toBeVisible();
    await expect(seasons.getByRole('link', { name: 'Previous season Season 1' })).toBeVisible();
    await expect(seasons.getByRole('link', { name: 'Next season Season 3' })).toBeVisible();
  });

  test('an episode names its director and leads on, into the next season', async ({ page }) => {
    await page.goto('/tvepisode?series=1399&season=1&episode=1');
    await expect(page.getByRole('heading', { level: 2, name: 'Winter Is Coming' })).toBeVisible();
    const makers = page.getByRole('list', { name: 'Directed and written by' });
    await expect(makers.getByRole('listitem').first()).toHaveText('Timothy Van PattenDirector');
    const episodes = page.getByRole('navigation', { name: 'Episodes' });
    await episodes.getByRole('link', { name: 'Next episode Season 1, Episode 2' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'The Kingsroad' })).toBeVisible();

    await page.goto('/tvepisode?series=1399&season=1&episode=10');
    await episodes.getByRole('link', { name: 'Next episode Season 2, Episode 1' }).click();
    await expect(page).toHaveURL(/\/tvepisode\?series=1399&season=2&episode=1$/);
  });

  test("Christopher Nolan's page shows his films as director and writer", async ({ page }) => {
    await page.goto('/person/525');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Christopher Nolan');
    await expect(page.locator('main dl')).toContainText('Known For:Directing');
    await expect(page.locator('main dl')).toContainText(/Born:July 30, 1970 \(age \d+\)/);
    const department = page.getByRole('group', { name: 'Department' });
    await expect(department.getByRole('button', { name: 'Directing' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const directing = page.getByRole('list', { name: 'Directing credits' }).getByRole('listitem');
    await expect(directing.first()).toContainText('Oppenheimer');
    await expect(directing.filter({ hasText: 'Inception' })).toContainText('Director');
    await department.getByRole('button', { name: 'Writing' }).click();
    await expect(page).toHaveURL(/\/person\/525\?media=movie&department=Writing$/);
    const writing = page.getByRole('list', { name: 'Writing credits' }).getByRole('listitem');
    await expect(writing.filter({ hasText: 'The Dark Knight' }).first()).toBeVisible();
  });

  for (const path of [
    '/tv/1399',
    '/tvseason?series=1399&season=2',
    '/tvepisode?series=1399&season=1&episode=1',
    '/person/525',
  ]) {
    test(`${path} has no axe violations and nothing wider than 360 px`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expectNoViolations(page);
      await page.setViewportSize({ width: 360, height: 800 });
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, 'nothing scrolls sideways').toBeLessThanOrEqual(clientWidth);
    });
  }
});
