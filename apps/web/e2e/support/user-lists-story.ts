/**
 * The Lists story (issue 29 item 4), told on either catalogue: a signed-in visitor makes a
 * list, adds a film from its page by mouse and a show from its page by keyboard, moves the
 * show to the top by keyboard (dnd-kit's keyboard sensor: one move request), makes the list
 * public, and the shared address opens in another, signed-out browser with the list's own
 * title, Open Graph tags and JSON-LD ItemList, rendered by the server. A missing list is a 404.
 * Axe-clean in light and dark, and nothing scrolls sideways at 360 px.
 */
import type { Browser, Page, TestInfo } from '@playwright/test';
import { appStarted } from './app-started.ts';
import { expectNoAxeViolationsOnceStill } from './axe.ts';
import {
  expectNoViolationsInBothThemes,
  expectToFitAPhone,
  openFromMenu,
} from './library-story.ts';
import { logInFromMenu } from './sign-in.ts';
import { expect, test } from './test.ts';

export interface ListStoryTitles {
  film: { id: number; title: string };
  show: { id: number; title: string };
}

const LIST_NAME = 'Sunday films';
const LIST_DESCRIPTION = 'Long, slow and worth it.';

async function expectCleanAndFitting(page: Page) {
  await expectNoViolationsInBothThemes(page);
  await expectToFitAPhone(page);
}

/** The titles of the list's items, in the order the screen shows them. */
const shownOrder = (page: Page) =>
  page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 3 });

export async function userListsStory(
  page: Page,
  browser: Browser,
  testInfo: TestInfo,
  { film, show }: ListStoryTitles,
  [user, password]: [string, string],
) {
  await test.step('signs in and makes a list on the Lists screen', async () => {
    await page.goto('/');
    await appStarted(page);
    await logInFromMenu(page, user, password);
    await openFromMenu(page, 'Lists');
    await expect(page).toHaveURL(/\/lists$/);
    await page.getByRole('button', { name: 'New list' }).click();
    const dialog = page.getByRole('dialog', { name: 'New list' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(LIST_NAME);
    await dialog.getByRole('textbox', { name: 'Description' }).fill(LIST_DESCRIPTION);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: LIST_NAME })).toBeVisible();
    await expect(page.getByText('0 titles')).toBeVisible();
    await expectCleanAndFitting(page);
  });

  await test.step('adds the film from its page', async () => {
    await page.goto(`/movie/${film.id}`);
    await appStarted(page);
    const button = page.getByRole('button', { name: `Add ${film.title} to a list` });
    await expect(button).not.toHaveAttribute('aria-disabled', 'true');
    await expectNoAxeViolationsOnceStill(page);
    await button.click();
    const added = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && response.url().includes(`/items/movie/${film.id}`),
    );
    await page.getByRole('menuitemcheckbox', { name: LIST_NAME }).click();
    expect((await added).status()).toBe(201);
    await button.click();
    await expect(
      page.getByRole('menuitemcheckbox', { name: LIST_NAME, checked: true }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
  });

  await test.step('adds the show from its page by keyboard', async () => {
    await page.goto(`/tv/${show.id}`);
    await appStarted(page);
    const button = page.getByRole('button', { name: `Add ${show.title} to a list` });
    // Until the kept session is restored the button is disabled and a press does nothing (in a
    // clean-clone run, Enter came that soon and no menu opened).
    await expect(button).not.toHaveAttribute('aria-disabled', 'true');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'New list…' })).toBeFocused();
    const item = page.getByRole('menuitemcheckbox', { name: LIST_NAME });
    await expect(item).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(item).toBeFocused();
    const added = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && response.url().includes(`/items/tv/${show.id}`),
    );
    await page.keyboard.press('Enter');
    expect((await added).status()).toBe(201);
    await expect(button).toBeFocused();
  });

  let listAddress = '';
  await test.step('moves the show to the top by keyboard', async () => {
    await openFromMenu(page, 'Lists');
    await page.getByRole('link', { name: new RegExp(LIST_NAME) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LIST_NAME);
    await expect(shownOrder(page)).toHaveText([film.title, show.title]);
    const handle = page.getByRole('button', { name: `Move ${show.title}`, exact: true });
    await handle.focus();
    const moved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' && response.url().includes(`/items/tv/${show.id}`),
    );
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowUp');
    // dnd-kit's live region, in the UI's words.
    await expect(page.getByText(`${show.title} is now at place 1 of 2.`)).toBeAttached();
    await page.keyboard.press('Space');
    const request = (await moved).request();
    expect(request.postDataJSON()).toEqual({ position: 0 });
    await expect(shownOrder(page)).toHaveText([show.title, film.title]);
    await page.reload();
    await expect(shownOrder(page)).toHaveText([show.title, film.title]);
  });

  await test.step('makes the list public and shows its address', async () => {
    await page.getByRole('switch', { name: 'Public' }).click();
    const address = page.getByRole('textbox', { name: 'Link to the list' });
    await expect(address).toHaveValue(/\/list\/[^/]+$/);
    listAddress = new URL(await address.inputValue()).pathname;
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expectCleanAndFitting(page);
  });

  await test.step('the server renders the shared address, and a 404 for a missing list', async () => {
    const shared = await page.request.get(listAddress);
    expect(shared.status()).toBe(200);
    const html = await shared.text();
    expect(html).toContain(`<meta property="og:title" content="${LIST_NAME}"`);
    expect(html).toContain('"@type":"ItemList"');
    const missing = await page.request.get('/list/no-such-list');
    expect(missing.status()).toBe(404);
  });

  await test.step('opens the shared address signed out in another browser', async () => {
    const baseURL = testInfo.project.use.baseURL;
    const context = await browser.newContext({ ...testInfo.project.use, baseURL });
    const appOrigin = new URL(baseURL ?? '').origin;
    await context.route(
      (url) => url.origin !== appOrigin,
      (route) => route.abort('blockedbyclient'),
    );
    const other = await context.newPage();
    await other.goto(listAddress);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText(LIST_NAME);
    await expect(other).toHaveTitle(`${LIST_NAME} | Media Search`);
    await expect(other.locator('meta[property="og:title"]')).toHaveAttribute('content', LIST_NAME);
    await expect(other.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      LIST_DESCRIPTION,
    );
    const jsonLd = JSON.parse(
      (await other.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as { '@type': string; name: string; itemListElement: { name: string; url: string }[] };
    expect(jsonLd['@type']).toBe('ItemList');
    expect(jsonLd.name).toBe(LIST_NAME);
    expect(jsonLd.itemListElement.map(({ name, url }) => [name, new URL(url).pathname])).toEqual([
      [show.title, `/tv/${show.id}`],
      [film.title, `/movie/${film.id}`],
    ]);
    await expect(other.getByRole('button', { name: 'Your profile' })).toHaveCount(0);
    await appStarted(other);
    await expectCleanAndFitting(other);
    await context.close();
  });
}
