/**
 * "Add to list" on the cards of a list screen, on the fake TMDB: signed out, a card's button
 * asks to log in, then opens the menu, where a new list is made with the film on it; a second
 * film goes on the same list by keyboard; the Lists screen shows the list with both. The menu
 * and its requests wait for a press. Axe-clean in light and dark, and the cards' controls fit
 * at 360 px.
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

const LIST_NAME = 'Picked from cards';
const FIRST = { id: 101, title: 'Orbit of Ash' };
const SECOND = { id: 102, title: 'Quiet Harbor' };

const added = (page: Page, id: number) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().includes(`/items/movie/${id}`),
  );

test('add films to a list from their cards, signed out first, then by keyboard', async ({
  page,
}, testInfo) => {
  const account = storyAccount('card-lists', testInfo.project.name);
  // The visitor's own API, asked before any press: none of it may be about lists.
  const listRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/me\/(lists|titles)/.test(request.url())) listRequests.push(request.url());
  });

  await test.step('the cards carry the button, fitting a phone, asking nothing yet', async () => {
    await page.goto('/popular/movies');
    await appStarted(page);
    const button = page.getByRole('button', { name: `Add ${FIRST.title} to a list` });
    await expect(button).toBeVisible();
    await expect(page.getByRole('button', { name: `Add ${SECOND.title} to a list` })).toBeVisible();
    await expectNoViolationsInBothThemes(page);
    await expectToFitAPhone(page);
    // The button is the card's own, beside its link, inside the card's box at 360 px.
    await page.setViewportSize({ width: 360, height: 740 });
    const card = page.getByRole('link', { name: new RegExp(`^${FIRST.title}`) });
    const cardBox = await card.boundingBox();
    const buttonBox = await button.boundingBox();
    expect(cardBox && buttonBox).toBeTruthy();
    if (cardBox && buttonBox) {
      expect(buttonBox.x).toBeGreaterThanOrEqual(cardBox.x);
      expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    }
    expect(listRequests).toEqual([]);
  });

  await test.step('signed out, a press asks to log in, then opens the menu', async () => {
    await page.getByRole('button', { name: `Add ${FIRST.title} to a list` }).click();
    const prompt = page.getByRole('dialog', { name: 'Log in' });
    await expectNoViolationsInBothThemes(page);
    await signInThrough(
      page,
      () => prompt.getByRole('button', { name: 'Log in' }).click(),
      account,
    );
    await expect(page.getByRole('menuitem', { name: 'New list…' })).toBeVisible();
  });

  await test.step('makes a new list with the film on it', async () => {
    await page.getByRole('menuitem', { name: 'New list…' }).click();
    const dialog = page.getByRole('dialog', { name: 'New list' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(LIST_NAME);
    const put = added(page, FIRST.id);
    await dialog.getByRole('button', { name: 'Create' }).click();
    expect((await put).status()).toBe(201);
    await expect(dialog).toBeHidden();
  });

  await test.step('adds a second film by keyboard', async () => {
    const button = page.getByRole('button', { name: `Add ${SECOND.title} to a list` });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'New list…' })).toBeFocused();
    const item = page.getByRole('menuitemcheckbox', { name: LIST_NAME, checked: false });
    await expect(item).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(item).toBeFocused();
    const put = added(page, SECOND.id);
    await page.keyboard.press('Enter');
    expect((await put).status()).toBe(201);
    await expect(button).toBeFocused();
    // Signed in, each card has its bookmark too: still clean, still fitting.
    await expect(
      page.getByRole('button', { name: `Add ${SECOND.title} to watchlist` }),
    ).toBeVisible();
    await expectNoViolationsInBothThemes(page);
    await expectToFitAPhone(page);
  });

  await test.step('the Lists screen shows the list with both films', async () => {
    await openFromMenu(page, 'Lists');
    await expect(page).toHaveURL(/\/lists$/);
    await expect(page.getByRole('heading', { level: 2, name: LIST_NAME })).toBeVisible();
    await expect(page.getByText('2 titles')).toBeVisible();
    await page.getByRole('link', { name: new RegExp(LIST_NAME) }).click();
    await expect(
      page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 3 }),
    ).toHaveText([FIRST.title, SECOND.title]);
  });
});
