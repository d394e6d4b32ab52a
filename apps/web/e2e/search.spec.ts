import { appStarted } from './support/app-started.ts';
import { slowCpu } from './support/slow-cpu.ts';
import { expect, test } from './support/test.ts';

const placeholder = 'Search Movies, TV, Actors';
/** How long typing pauses before the box searches (search-screen.tsx). */
const SEARCH_PAUSE_MS = 500;

test.describe('search', () => {
  test('searches as you type, keeps the search in the address, and opens a result', async ({
    page,
  }) => {
    await page.goto('/');
    const input = page.getByPlaceholder(placeholder);
    // The rows to browse, and no results before anything is typed.
    await expect(page.getByRole('region', { name: 'Popular Movies' })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Results for/ })).toHaveCount(0);
    await input.fill('orbit');
    await expect(page).toHaveURL(/\?q=orbit$/);
    const results = page.getByRole('region', { name: 'Results for orbit' });
    const orbit = results.getByRole('link', { name: /Orbit of Ash/ });
    await expect(orbit).toContainText('1999');
    await expect(results.getByRole('link', { name: /Orbiters/ })).toBeVisible();
    await expect(results.getByRole('link', { name: /Orla Bittner/ })).toBeVisible();
    await expect(results.getByRole('link', { name: /Orbiters/ })).toContainText('No image');

    await page.reload();
    await expect(input).toHaveValue('orbit');
    await orbit.click();
    await expect(page).toHaveURL(/\/movie\/101$/);
    await page.goBack();
    await expect(input).toHaveValue('orbit');
    await expect(results.getByRole('link', { name: /Orbit of Ash/ })).toBeVisible();
  });

  test('waits for typing to pause before searching', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await appStarted(page);
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/search/')) searches.push(request.url());
    });
    // The page's clock stands still while the letters go in: a loaded machine can take longer
    // between two key presses than the pause that starts a search.
    await page.clock.pauseAt(Date.now() + 1000);
    await page.getByPlaceholder(placeholder).pressSequentially('orbit', { delay: 50 });
    await page.clock.runFor(SEARCH_PAUSE_MS - 1);
    expect(searches).toEqual([]);
    await page.clock.resume();
    const results = page.getByRole('region', { name: 'Results for orbit' });
    await expect(results.getByRole('link', { name: /Orbit of Ash/ })).toBeVisible();
    expect(searches.length).toBeGreaterThan(0);
    expect(searches.every((url) => url.includes('/api/search/orbit'))).toBe(true);
  });

  test('typing on a slow phone keeps the box: every letter lands, and focus stays', async ({
    page,
  }) => {
    await page.goto('/');
    await appStarted(page);
    // Each pause in typing is a new address; on a slow main thread the router's spinner
    // replaced the screen, box and all, and the letters after it were lost.
    await slowCpu(page);
    const input = page.getByPlaceholder(placeholder);
    await input.pressSequentially('orb', { delay: 400 });
    await expect(page).toHaveURL(/\?q=orb$/);
    await input.pressSequentially('iters', { delay: 30 });
    await expect(input).toHaveValue('orbiters');
    await expect(input).toBeFocused();
    await expect(page).toHaveURL(/\?q=orbiters$/);
  });

  test('the clear button empties the box and gives it focus', async ({ page }) => {
    await page.goto('/?q=orbit');
    await appStarted(page);
    const input = page.getByPlaceholder(placeholder);
    await expect(input).toHaveValue('orbit');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(input).toHaveValue('');
    await expect(input).toBeFocused();
    await expect(page.getByRole('button', { name: 'Clear search' })).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: /^Results for/ })).toHaveCount(0);
  });

  test('says No Results when nothing matches', async ({ page }) => {
    await page.goto('/');
    await page.getByPlaceholder(placeholder).fill('zzzz');
    await expect(page.getByText('No Results')).toBeVisible();
  });

  test('loads page after page, up to the last one', async ({ page }) => {
    await page.goto('/?q=orbit');
    await appStarted(page);
    const results = page.getByRole('region', { name: 'Results for orbit' });
    const toBottom = () => results.evaluate((box) => box.scrollTo(0, box.scrollHeight));
    await expect(results.getByRole('link', { name: /Orbit of Ash/ })).toBeVisible();
    // On a wide screen page 1 does not fill the box, so the next pages follow by themselves.
    await toBottom();
    await expect(results.getByRole('link', { name: /Orbital Drift/ })).toBeVisible();
    await toBottom();
    await expect(results.getByRole('link', { name: /Orbit Kitchen/ })).toBeVisible();
    await expect(results.getByRole('link')).toHaveCount(5);
  });

  test('scrolling to the bottom of the results loads the next page', async ({ page }) => {
    await page.goto('/?q=comet');
    const results = page.getByRole('region', { name: 'Results for comet' });
    await expect(results.getByRole('link')).toHaveCount(20);
    await expect(results.getByRole('link', { name: /Comet Amber/ })).toHaveCount(0);
    await results.evaluate((box) => box.scrollTo(0, box.scrollHeight));
    await expect(results.getByRole('link', { name: /Comet Amber/ })).toBeVisible();
    await expect(results.getByRole('link')).toHaveCount(40);
  });
});
