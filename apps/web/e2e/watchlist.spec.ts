/**
 * The watchlist and the visitor's own ratings end to end (issue 29 items 1 and 3), on the fake
 * TMDB: a signed-out press on a film's bookmark asks to log in and, once signed in through the
 * real popup, adds the film; the film is rated 4.5 by keyboard; the Watchlist and Ratings
 * screens show it, axe-clean in light and dark; it is taken off again. The phone and the
 * desktop each use their own account, so the two can run at once on the one server.
 */
import {
  expectNoViolationsInBothThemes,
  expectToFitAPhone,
  openFromMenu,
  signInThrough,
} from './support/library-story.ts';
import { storyAccount } from './support/story-accounts.ts';
import { expect, test } from './support/test.ts';

// One story of several page loads: roomier than the default on a busy machine.
test.describe.configure({ timeout: 120_000 });

test('watchlist a film, rate it 4.5 by keyboard, find it on Watchlist and Ratings', async ({
  page,
}, testInfo) => {
  const account = storyAccount('watchlist', testInfo.project.name);

  await test.step('a signed-out press asks to log in, then adds the film', async () => {
    await page.goto('/movie/101');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orbit of Ash (1999)');
    await page.getByRole('button', { name: 'Add Orbit of Ash to watchlist' }).click();
    const prompt = page.getByRole('dialog', { name: 'Log in' });
    await expect(prompt).toBeVisible();
    await signInThrough(
      page,
      () => prompt.getByRole('button', { name: 'Log in' }).click(),
      account,
    );
    const bookmark = page.getByRole('button', { name: 'Remove Orbit of Ash from watchlist' });
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    // Still there once the list is read back from the server.
    await page.reload();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step('the cards of the page have their bookmarks too', async () => {
    const cards = page.getByRole('main').getByRole('button', { name: /^Add .+ to watchlist$/ });
    await expect(cards.first()).toBeVisible();
  });

  await test.step('rates it 4.5 by keyboard, beside TMDB’s unchanged rating', async () => {
    await expect(page.getByText('4.2/5.0 (30412)')).toBeVisible();
    const stars = page.getByRole('group', { name: 'Your rating' });
    await stars.getByRole('radio', { name: 'Not rated' }).focus();
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/api/me/ratings/movie/101') &&
        response.request().method() === 'PUT',
    );
    for (let step = 0; step < 9; step += 1) await page.keyboard.press('ArrowRight');
    await expect(stars.getByRole('radio', { name: '4.5 stars' })).toBeChecked();
    expect((await saved).request().postDataJSON()).toEqual({ rating: 4.5 });
    await expect(stars.getByRole('button', { name: 'Clear rating' })).toBeVisible();
    await expectNoViolationsInBothThemes(page);
    await expectToFitAPhone(page);
  });

  await test.step('finds it on the Watchlist screen', async () => {
    await openFromMenu(page, 'Watchlist');
    await expect(page).toHaveURL(/\/watchlist$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Orbit of Ash' })).toBeVisible();
    await main.getByRole('button', { name: 'Movies' }).click();
    await expect(page).toHaveURL(/\/watchlist\?type=movie$/);
    await expect(main.getByRole('heading', { level: 2, name: 'Orbit of Ash' })).toBeVisible();
    await expectNoViolationsInBothThemes(page);
    await expectToFitAPhone(page);
  });

  await test.step('finds its rating on the Ratings screen, with the spread as a table', async () => {
    await openFromMenu(page, 'Your Ratings');
    await expect(page).toHaveURL(/\/ratings$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: /^Orbit of Ash/ })).toBeVisible();
    await expect(main.getByText('You: 4.5/5')).toBeVisible();
    await expect(main.getByRole('row', { name: /^4\.5 1$/ })).toBeVisible();
    await expectNoViolationsInBothThemes(page);
    await expectToFitAPhone(page);
  });

  await test.step('takes it off the watchlist again', async () => {
    await openFromMenu(page, 'Watchlist');
    await page.getByRole('button', { name: 'Remove Orbit of Ash from watchlist' }).click();
    await expect(page.getByText('Your watchlist is empty.')).toBeVisible();
  });
});
