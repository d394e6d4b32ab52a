/**
 * Sign-in and favourites end to end (SPEC §2, §4): the real popup against the embedded
 * provider, hearts on a movie, a TV show and a person, the Favorites screen, a server restart,
 * deleting, logging out, and a second account that sees none of the first one's favourites.
 * The story has a server and data of its own, on the offline demo catalogue.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolationsOnceStill } from './support/axe.ts';
import { E2E_HOST, E2E_PORT } from './support/e2e-server.ts';
import { startServer, stopServer } from './support/server-process.ts';
import { expect, test } from '@playwright/test';

test.describe.configure({ mode: 'serial' });

let origin = '';
let dataDir = '';
let server: ChildProcess | undefined;

const start = async () => {
  server = await startServer(origin, { TMDB_API_TOKEN: '', DATA_DIR: dataDir });
};

/** One page for the whole story, so the session carries from step to step as it does for a person. */
let page: Page;

test.beforeAll(async ({ browser }: { browser: Browser }, testInfo) => {
  origin = `http://${E2E_HOST}:${E2E_PORT + 3}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'media-search-favorites-'));
  await start();
  const { viewport, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL: origin, viewport, hasTouch });
  page = await context.newPage();
});
test.afterAll(async () => {
  await page.context().close();
  if (server) await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
});

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('navigation', { name: 'Main menu' });
}

/** Log In from the menu, through the real popup and the provider's own form. */
async function logIn(page: Page, username: string, password: string) {
  const menu = await openMenu(page);
  await signInThroughPopup(page, menu.getByRole('button', { name: 'Log In' }), username, password);
}

/** Clicks what opens the sign-in popup and signs in there with the provider's own form. */
async function signInThroughPopup(
  page: Page,
  opener: ReturnType<Page['getByRole']>,
  username: string,
  password: string,
) {
  const popupOpened = page.waitForEvent('popup');
  await opener.click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Sign in to Media Search' })).toBeVisible();
  await expectNoViolations(popup);
  // In the app's light theme, as the browser prefers here (themes.spec.ts has dark), and whole
  // in its 400 × 600 window: nothing to scroll to.
  expect(
    await popup.evaluate(() => ({
      background: getComputedStyle(document.body).backgroundColor,
      fits: document.documentElement.scrollHeight <= window.innerHeight,
    })),
  ).toEqual({ background: 'rgb(243, 245, 248)', fits: true });
  await popup.getByLabel('Username').fill(username);
  await popup.getByLabel('Password').fill(password);
  // Waited for from before the press: the popup can close before the click has returned.
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await closed;
  await expect(page.getByRole('button', { name: 'Your profile' })).toBeVisible();
}

const expectNoViolations = (on: Page = page) => expectNoAxeViolationsOnceStill(on);

const heart = (page: Page, title: string) =>
  page.getByRole('button', { name: new RegExp(`(Add|Remove) ${title} (to|from) favorites`) });

test('signed out, Favorites asks to log in and a heart opens the login prompt', async () => {
  await page.goto('/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
  await expect(page.getByText('You must login to use this feature')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

  await page.goto('/movie/603');
  await heart(page, 'The Matrix').click();
  const prompt = page.getByRole('dialog', { name: 'Login' });
  await expect(prompt.getByText('This requires you to login')).toBeVisible();
  await expectNoViolations();
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(prompt).toBeHidden();
});

test('a popup closed by the user leaves them signed out, with no error', async () => {
  await page.goto('/about');
  const menu = await openMenu(page);
  const popupOpened = page.waitForEvent('popup');
  await menu.getByRole('button', { name: 'Log In' }).click();
  await (await popupOpened).close();
  await expect((await openMenu(page)).getByRole('button', { name: 'Log In' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/About/);
});

test('a Log In clicked before the sign-in code has arrived still opens the popup', async ({
  browser,
}, testInfo) => {
  const { viewport, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL: origin, viewport, hasTouch });
  const early = await context.newPage();
  // With no session kept, the sign-in code loads when Log In is pressed; here it comes slowly.
  await early.route('**/assets/user-manager-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await early.goto('/about');
  await expect(early.getByRole('heading', { level: 1 })).toHaveText(/About/);
  const popupOpened = early.waitForEvent('popup', { timeout: 15_000 });
  await (await openMenu(early)).getByRole('button', { name: 'Log In' }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Sign in to Media Search' })).toBeVisible();
  await context.close();
});

test('signs in through the popup and greets the user by name and email', async () => {
  await page.goto('/');
  await logIn(page, 'ada', 'ada-demo-password');
  await page.getByRole('button', { name: 'Your profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Hello Authenticated User!' });
  await expect(profile).toContainText('Name: Ada Demo');
  await expect(profile).toContainText('Email: ada@example.com');
  await expectNoViolations();
  await profile.getByRole('button', { name: 'Close' }).click();
  await expect(profile).toBeHidden();
  await expect((await openMenu(page)).getByRole('button', { name: 'Log Out' })).toBeVisible();
});

test('a reload restores the session before deciding: no signed-out flash, no call without the token', async () => {
  // Watches from the very first paint for the signed-out text, which must never show.
  await page.addInitScript(() => {
    const seen = () => document.body?.innerText.includes('You must login to use this feature');
    new MutationObserver(() => {
      if (seen()) (window as unknown as { signedOutShown: boolean }).signedOutShown = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const statuses: number[] = [];
  const record = (response: { url: () => string; status: () => number }) => {
    if (new URL(response.url()).pathname === '/api/favorites') statuses.push(response.status());
  };
  page.on('response', record);
  await page.goto('/favorites');
  await expect(page.getByText("You don't have any favorites")).toBeVisible();
  page.off('response', record);
  expect(await page.evaluate(() => 'signedOutShown' in window)).toBe(false);
  expect(statuses).toEqual([200]);
});

test('hearts a movie, a TV show and a person, and lists them on Favorites', async () => {
  for (const [url, title] of [
    ['/movie/603', 'The Matrix'],
    ['/tv/1399', 'Game of Thrones'],
    ['/person/17419', 'Bryan Cranston'],
  ] as const) {
    await page.goto(url);
    await expect(heart(page, title)).toHaveAttribute('aria-pressed', 'false');
    await heart(page, title).click();
    await expect(heart(page, title)).toHaveAttribute('aria-pressed', 'true');
    await expect(heart(page, title)).toHaveAccessibleName(`Remove ${title} from favorites`);
  }
  await page.goto('/favorites');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Bryan Cranston',
    'Game of Thrones',
    'The Matrix',
  ]);
  await expectNoViolations();
  await page.getByRole('link', { name: 'Game of Thrones', exact: true }).click();
  await expect(page).toHaveURL(/\/tv\/1399$/);
});

test('keeps the session and the favourites across a server restart, and deletes one', async () => {
  if (server) await stopServer(server);
  await start();
  await page.goto('/favorites');
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(3);
  await page.getByRole('button', { name: 'Delete The Matrix from favorites' }).click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Bryan Cranston',
    'Game of Thrones',
  ]);
  await page.goto('/movie/603');
  await expect(heart(page, 'The Matrix')).toHaveAttribute('aria-pressed', 'false');
});

test('deleting by keyboard hands focus to the next card, and to the heading after the last', async () => {
  await page.goto('/favorites');
  const deleteButton = (title: string) =>
    page.getByRole('button', { name: `Delete ${title} from favorites` });
  await deleteButton('Bryan Cranston').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Game of Thrones']);
  await expect(deleteButton('Game of Thrones')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText("You don't have any favorites")).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeFocused();
});

test('logs out back to the site origin', async () => {
  await page.goto('/about');
  await (await openMenu(page)).getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(`${origin}/`);
  await expect(page.getByRole('button', { name: 'Your profile' })).toBeHidden();
  await expect((await openMenu(page)).getByRole('button', { name: 'Log In' })).toBeVisible();
});

test('logging in from a heart’s prompt saves that heart', async () => {
  await page.goto('/movie/550');
  await heart(page, 'Fight Club').click();
  const prompt = page.getByRole('dialog', { name: 'Login' });
  await signInThroughPopup(
    page,
    prompt.getByRole('button', { name: 'Login' }),
    'ada',
    'ada-demo-password',
  );
  await expect(heart(page, 'Fight Club')).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/favorites');
  await expect(page.getByRole('heading', { level: 2, name: 'Fight Club' })).toBeVisible();
  await (await openMenu(page)).getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(`${origin}/`);
});

test('a second account sees none of the first one’s favourites', async () => {
  await page.goto('/favorites');
  await logIn(page, 'ben', 'ben-demo-password');
  await expect(page.getByText("You don't have any favorites")).toBeVisible();
});
