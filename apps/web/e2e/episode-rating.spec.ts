/**
 * The visitor's own rating of an episode (issue 29 item 3), on the fake TMDB: signed out, the
 * episode page's stars ask to log in and, once signed in through the real popup, rate; the
 * episode is rated 4.5 by keyboard beside TMDB's unchanged rating, and the Ratings screen lists
 * it with its show, season, number and name. Axe-clean in light and dark, and nothing scrolls
 * sideways at 360 px.
 */
import type { Page } from '@playwright/test';
import { appStarted } from './support/app-started.ts';
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

const EPISODE_RATINGS = '/api/me/ratings/tv/201/seasons/1/episodes/1';

/** The PUT that saves `stars` for the episode. */
function ratingSaved(page: Page, stars: number) {
  return page.waitForResponse(
    (response) =>
      response.url().includes(EPISODE_RATINGS) &&
      response.request().method() === 'PUT' &&
      response.request().postDataJSON()?.rating === stars,
  );
}

test('rate an episode 4.5 by keyboard on its page and find it on Ratings', async ({
  page,
}, testInfo) => {
  const account = storyAccount('episode-rating', testInfo.project.name);
  const stars = page.getByRole('group', { name: 'Your rating' });

  await test.step('signed out, the stars ask to log in, then rate', async () => {
    await page.goto('/tvepisode?series=201&season=1&episode=1');
    await expect(page.getByRole('heading', { level: 2, name: 'First Call' })).toBeVisible();
    await appStarted(page);
    await stars.getByRole('radio', { name: 'Not rated' }).focus();
    await page.keyboard.press('ArrowRight');
    const prompt = page.getByRole('dialog', { name: 'Log in' });
    await expect(prompt).toBeVisible();
    const firstSaved = ratingSaved(page, 0.5);
    await signInThrough(
      page,
      () => prompt.getByRole('button', { name: 'Log in' }).click(),
      account,
    );
    expect((await firstSaved).status()).toBe(201);
    await expect(stars.getByRole('radio', { name: '0.5 stars' })).toBeChecked();
  });

  await test.step('rates it 4.5 by keyboard, beside TMDB’s unchanged rating', async () => {
    await expect(page.getByText('3.8/5.0 (41)')).toBeVisible();
    await stars.getByRole('radio', { name: '0.5 stars' }).focus();
    const saved = ratingSaved(page, 4.5);
    for (let step = 0; step < 8; step += 1) await page.keyboard.press('ArrowRight');
    await expect(stars.getByRole('radio', { name: '4.5 stars' })).toBeChecked();
    expect((await saved).status()).toBe(200);
    await expect(stars.getByRole('button', { name: 'Clear rating' })).toBeVisible();
    await expectNoViolationsInBothThemes(page);
    await expectToFitAPhone(page);
    // Still there once the ratings are read back from the server.
    await page.reload();
    await expect(stars.getByRole('radio', { name: '4.5 stars' })).toBeChecked();
    await expect(page.getByText('3.8/5.0 (41)')).toBeVisible();
  });

  await test.step('finds it on the Ratings screen with its show, number and name', async () => {
    await appStarted(page);
    await openFromMenu(page, 'Your Ratings');
    await expect(page).toHaveURL(/\/ratings$/);
    const main = page.getByRole('main');
    const card = main
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2, name: /^Night Shift Diaries/ }) });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Season 1, episode 1: First Call')).toBeVisible();
    await expect(card.getByText('You: 4.5/5')).toBeVisible();
    await main.getByRole('button', { name: 'Episodes' }).click();
    await expect(page).toHaveURL(/\/ratings\?type=episode$/);
    await expect(card).toHaveCount(1);
    await expectNoViolationsInBothThemes(page);
    await expectToFitAPhone(page);
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/tvepisode\?series=201&season=1&episode=1$/);
  });
});
