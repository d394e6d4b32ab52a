/**
 * Provider and network logos that are missing or fail to load: each keeps its name as text
 * beside it, and its tile shows that name's initials, so no two look like the same broken
 * tile. On the live catalogue (the fake TMDB), with one logo made to fail.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

/** Makes TMDB's image host answer 404 for one logo, at every width. */
const failLogo = (page: Page, file: string) =>
  page.route(`https://image.tmdb.org/t/p/*/${file}`, (route) => route.fulfill({ status: 404 }));

test.describe('logos', () => {
  test('the Watch Guide names each provider, and a broken or missing logo shows whose it is', async ({
    page,
  }) => {
    await failLogo(page, 'netflix.jpg');
    await page.goto('/movie/101');
    await page.getByRole('button', { name: 'Watch Guide' }).click();
    const guide = page.getByRole('region', { name: 'Watch Guide' });
    for (const heading of ['Subscription', 'Free (Ad supported)', 'Rent', 'Buy']) {
      await expect(guide.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    await expect(guide).toContainText('Streaming information courtesy of');
    const entry = (name: string) => guide.getByRole('listitem').filter({ hasText: name }).first();
    // A logo that loads: the picture, with the name written beside it.
    await expect(entry('Max').locator('img')).toHaveJSProperty('complete', true);
    await expect(entry('Max')).toContainText('Max');
    // A logo that fails: no broken picture, a tile with the initial, and the name.
    await expect(entry('Netflix').locator('img')).toHaveCount(0);
    await expect(entry('Netflix').getByText('N', { exact: true })).toBeVisible();
    await expect(entry('Netflix')).toContainText('Netflix');
    // No logo at all: the same.
    await expect(entry('Tubi TV').getByText('TT', { exact: true })).toBeVisible();
    await expect(entry('Tubi TV')).toContainText('Tubi TV');
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });

  test('network logos that fail or are missing show the network’s initials beside its name', async ({
    page,
  }) => {
    await failLogo(page, 'hbo.png');
    await page.goto('/tv/201');
    const networks = page.getByRole('list', { name: 'Networks' });
    await expect(networks.getByRole('listitem')).toHaveText(['HBOHBO', 'HTHarbor TV']);
    await expect(networks.locator('img')).toHaveCount(0);
  });
});
