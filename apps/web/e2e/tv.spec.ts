import { expect, test } from './support/test.ts';

test.describe('TV shows, seasons and episodes', () => {
  test('a show has its facts, networks, trailer, watch guide and cast', async ({ page }) => {
    await page.goto('/tv/201');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Night Shift Diaries');
    await expect(page.getByText('4.0/5.0 (1204)')).toBeVisible();
    const facts = page.locator('main dl');
    await expect(facts).toContainText('Genres:Drama - Crime');
    await expect(facts).toContainText('First Air Date:February 3, 2019');
    await expect(facts).toContainText('Last Air Date:May 12, 2024');
    await expect(facts).toContainText('Status:Returning Series');
    await expect(facts).toContainText('Seasons:2');
    await expect(facts).toContainText('Episodes:14');
    const networks = page.getByRole('list', { name: 'Networks' });
    // Harbor TV has no logo: its tile shows its initials, its name is written beside it.
    await expect(networks.getByRole('listitem')).toHaveText(['HBO', /^HT\s*Harbor TV$/]);
    await expect(page.getByRole('button', { name: 'Watch Trailer' })).toBeVisible();
    await page.getByRole('button', { name: 'Watch Guide' }).click();
    const guide = page.getByRole('region', { name: 'Watch Guide' });
    await expect(guide.getByRole('link', { name: 'Max' })).toBeVisible();
    await expect(guide.getByText('None')).toHaveCount(3);
    await expect(page.getByRole('link', { name: /Pim Oduya/ })).toContainText('(unknown)');
  });

  test('seasons lead to episodes and episodes to guest stars', async ({ page }) => {
    await page.goto('/tv/201');
    await page.getByRole('button', { name: 'Seasons' }).click();
    const seasons = page.getByRole('region', { name: 'Seasons' });
    await expect(seasons.getByRole('heading')).toHaveText(['Season 1', 'Season 2', 'Season 0']);
    await seasons.getByRole('link', { name: 'Season 1' }).click();
    await expect(page).toHaveURL(/\/tvseason\?series=201&season=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Night Shift Diaries');
    // Named, so the check waits for the season page rather than reading the show page it replaces.
    await expect(page.getByRole('heading', { level: 2, name: 'Season 1' })).toBeVisible();
    const first = page.getByRole('link', { name: /First Call/ });
    await expect(first).toContainText('Episode 1');
    await expect(first).toContainText('February 3, 2019');
    await expect(page.getByRole('link', { name: /Low Tide/ })).toContainText('Episode 2');
    await first.click();

    await expect(page).toHaveURL(/\/tvepisode\?series=201&season=1&episode=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Night Shift Diaries');
    await expect(page.getByText('Season 1 · Episode 1')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'First Call' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'First Call' })).toBeVisible();
    await expect(page.getByText('3.8/5.0 (41)')).toBeVisible();
    await expect(page.locator('main dl')).toContainText('Runtime:44 mins');
    await expect(page.locator('main dl')).toContainText('Air Date:February 3, 2019');
    await page.getByRole('link', { name: /Teo Varga/ }).click();
    await expect(page).toHaveURL(/\/person\/\d+$/);
  });

  test('an episode without runtime or guests shows 0 mins and None', async ({ page }) => {
    await page.goto('/tvepisode?series=201&season=1&episode=2');
    await expect(page.getByRole('heading', { level: 2, name: 'Low Tide' })).toBeVisible();
    await expect(page.locator('main dl')).toContainText('Runtime:0 mins');
    await expect(page.getByRole('heading', { name: 'Guest Stars' })).toBeVisible();
    await expect(page.getByText('None', { exact: true })).toBeVisible();
  });
});
