/**
 * Marking TV watched on a day of the visitor's choosing, on the fake TMDB: signed out, an
 * episode's own page asks to log in, then asks the day; the episode is marked on a past day and
 * the History screen lists it on that day. A season is marked on a day picked too. Axe-clean in
 * light and dark, and nothing scrolls sideways at 360 px.
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
test.describe.configure({ timeout: 180_000 });

const SHOW = { id: 201, title: 'Night Shift Diaries' };

/** The History screen's entry of an episode, found by its link. */
async function expectInHistory(page: Page, episode: string, watched: string) {
  await openFromMenu(page, 'History');
  const entry = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: episode }) });
  await expect(entry).toHaveCount(1);
  await expect(entry.getByText(watched)).toBeVisible();
}

test('mark an episode and a season watched on days picked, and see them in History', async ({
  page,
}, testInfo) => {
  const account = storyAccount('episodes', testInfo.project.name);

  await test.step("signed out, the episode's Mark watched asks to log in, then the day", async () => {
    await page.goto(`/tvepisode?series=${SHOW.id}&season=2&episode=3`);
    await expect(page.getByRole('heading', { level: 2, name: 'Black Ice' })).toBeVisible();
    await appStarted(page);
    await page.getByRole('button', { name: 'Mark watched' }).click();
    const prompt = page.getByRole('dialog', { name: 'Log in' });
    await signInThrough(
      page,
      () => prompt.getByRole('button', { name: 'Log in' }).click(),
      account,
    );
    await expect(
      page.getByRole('dialog', { name: `Mark ${SHOW.title}, season 2, episode 3 watched` }),
    ).toBeVisible();
  });

  await test.step('marks it on a past day', async () => {
    const dialog = page.getByRole('dialog', {
      name: `Mark ${SHOW.title}, season 2, episode 3 watched`,
    });
    const day = dialog.getByLabel('Date watched');
    await expect(day).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await expectNoViolationsInBothThemes(page);
    await day.fill('2025-02-14');
    await dialog.getByRole('button', { name: 'Mark watched' }).click();
    await expect(page.getByText('You have watched this episode')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Un-mark' })).toBeFocused();
    await expectNoViolationsInBothThemes(page);
    await expectToFitAPhone(page);
    await page.reload();
    await expect(page.getByText('You have watched this episode')).toBeVisible();
  });

  await test.step('History lists the episode on that day', async () => {
    await appStarted(page);
    await expectInHistory(page, 'Season 2, episode 3: Black Ice', 'Watched February 14, 2025');
  });

  await test.step('marks a season on a day picked, by keyboard', async () => {
    await page.goto(`/tvseason?series=${SHOW.id}&season=1`);
    await expect(page.getByRole('heading', { level: 2, name: 'Season 1' })).toBeVisible();
    await appStarted(page);
    await expect(page.getByText('0 of 2 episodes')).toBeVisible();
    await page.getByRole('button', { name: 'Mark season watched' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Mark ${SHOW.title}, Season 1 watched` });
    const day = dialog.getByLabel('Date watched');
    await expect(day).toBeFocused();
    await day.fill('2025-03-01');
    await page.keyboard.press('Enter');
    await expect(page.getByText('2 of 2 episodes')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Un-mark season' })).toBeFocused();
    await expectNoViolationsInBothThemes(page);
    await expectToFitAPhone(page);
    await expectInHistory(page, 'Season 1, episode 2: Low Tide', 'Watched March 1, 2025');
  });
});
