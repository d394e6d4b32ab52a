/**
 * The History screen's story (issue 29 item 2), told on either catalogue: signed out it asks to
 * log in; two watches of a film logged through the API (not through the details page's controls,
 * whose own spec covers them) show in the diary under their months, the later one marked as a
 * rewatch and both with the visitor's rating; a day is changed and the entry deleted, undone and
 * deleted again, by keyboard, with the server's diary checked after each. Axe-clean in light and
 * dark, and nothing scrolls sideways at 360 px.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { appStarted } from './app-started.ts';
import {
  expectNoViolationsInBothThemes,
  expectToFitAPhone,
  keptAccessToken,
  openFromMenu,
  signInThrough,
} from './library-story.ts';
import { expect, test } from './test.ts';

export interface HistoryFilm {
  id: number;
  title: string;
  year: string;
}

/** The API as the signed-in visitor, with the bearer token the app keeps. */
async function visitorApi(page: Page) {
  const token = await keptAccessToken(page);
  const headers = { authorization: `Bearer ${token}` };
  const request: APIRequestContext = page.request;
  const expectOk = async (answer: ReturnType<APIRequestContext['get']>) => {
    const response = await answer;
    expect(response.ok(), `${response.url()}: ${response.status()}`).toBe(true);
    return response;
  };
  return {
    logWatch: (movieId: number, watchedOn: string) =>
      expectOk(request.post(`/api/me/history/movie/${movieId}`, { headers, data: { watchedOn } })),
    rate: (movieId: number, rating: number) =>
      expectOk(request.put(`/api/me/ratings/movie/${movieId}`, { headers, data: { rating } })),
    unrate: (movieId: number) =>
      expectOk(request.delete(`/api/me/ratings/movie/${movieId}`, { headers })),
    /** The days the film is logged on, newest first (its movies' first page is enough here). */
    watchDays: async (movieId: number) => {
      const response = await expectOk(
        request.get('/api/me/history?type=movie&pageSize=200', { headers }),
      );
      const page = (await response.json()) as {
        results: { mediaId: number; watchedOn: string }[];
      };
      return page.results.filter((row) => row.mediaId === movieId).map((row) => row.watchedOn);
    },
  };
}

const isHistoryWrite =
  (method: string) => (response: { request(): { method(): string }; url(): string }) =>
    response.request().method() === method && response.url().includes('/api/me/history/');

export async function historyStory(page: Page, film: HistoryFilm, account: [string, string]) {
  const main = page.getByRole('main');
  const month = (name: string) =>
    main.locator('section').filter({ has: page.getByRole('heading', { level: 2, name }) });
  const entry = (date: string) =>
    main
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { level: 3, name: `${film.title} (${film.year})` }),
      })
      .filter({ hasText: `Watched ${date}` });
  const editButton = (date: string) =>
    page.getByRole('button', { name: `Change the date of ${film.title} (${date})` });
  const deleteButton = (date: string) =>
    page.getByRole('button', { name: `Delete ${film.title} (${date}) from history` });

  await test.step('signed out, History asks to log in, and the prompt signs in', async () => {
    await page.goto('/');
    await appStarted(page);
    await openFromMenu(page, 'History');
    await expect(page).toHaveURL(/\/history$/);
    await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
    await expect(main.getByText('Log in to see what you watched and when.')).toBeVisible();
    await signInThrough(page, () => main.getByRole('button', { name: 'Log in' }).click(), account);
    await expect(page.getByRole('button', { name: 'Your profile' })).toBeVisible();
  });

  const api = await visitorApi(page);

  await test.step('two watches show under their months, the later a rewatch, both rated', async () => {
    await api.logWatch(film.id, '2024-05-17');
    await api.logWatch(film.id, '2025-02-03');
    await api.rate(film.id, 4);
    await page.reload();
    await expect(month('February 2025')).toContainText(film.title);
    const rewatch = entry('February 3, 2025');
    await expect(rewatch.getByText('Rewatch')).toBeVisible();
    await expect(rewatch.getByText('You: 4/5')).toBeVisible();
    await expect(rewatch.getByRole('link', { name: film.title })).toHaveAttribute(
      'href',
      `/movie/${film.id}`,
    );
    const first = entry('May 17, 2024');
    await expect(month('May 2024')).toContainText(film.title);
    await expect(first.getByText('You: 4/5')).toBeVisible();
    await expect(first.getByText('Rewatch')).toHaveCount(0);

    await main.getByRole('button', { name: 'Movies' }).click();
    await expect(page).toHaveURL(/\/history\?type=movie$/);
    await expect(entry('February 3, 2025')).toBeVisible();
    await expectNoViolationsInBothThemes(page);
    await expectToFitAPhone(page);
  });

  await test.step('a day is changed by keyboard; a day to come is refused in words', async () => {
    await editButton('February 3, 2025').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Change the watch date' });
    const field = dialog.getByLabel('Watched on');
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('2025-02-03');
    await field.fill('2999-01-01');
    await page.keyboard.press('Enter');
    await expect(
      dialog.getByText('That day is still to come: pick today or an earlier day.'),
    ).toBeVisible();
    await expect(field).toBeFocused();
    await expectNoViolationsInBothThemes(page);

    await field.fill('2025-01-20');
    const saved = page.waitForResponse(isHistoryWrite('PATCH'));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(month('January 2025')).toContainText(film.title);
    await expect(month('February 2025')).toHaveCount(0);
    // The entry is a new row in its new month: its button has the focus again.
    await expect(editButton('January 20, 2025')).toBeFocused();
    expect((await saved).ok()).toBe(true);
    expect(await api.watchDays(film.id)).toEqual(['2025-01-20', '2024-05-17']);
  });

  await test.step('deleted by keyboard, it comes back with Undo on its day', async () => {
    const removed = page.waitForResponse(isHistoryWrite('DELETE'));
    await deleteButton('January 20, 2025').focus();
    await page.keyboard.press('Enter');
    await expect(entry('January 20, 2025')).toHaveCount(0);
    await expect(
      page.getByText(`${film.title} (January 20, 2025) was deleted from your history.`),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Undo' })).toBeFocused();
    expect((await removed).ok()).toBe(true);
    await expectNoViolationsInBothThemes(page);

    const relogged = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        response.url().includes(`/api/me/history/movie/${film.id}`),
    );
    await page.keyboard.press('Enter');
    expect((await relogged).request().postDataJSON()).toEqual({ watchedOn: '2025-01-20' });
    await expect(entry('January 20, 2025').getByText('Rewatch')).toBeVisible();
    await expect(deleteButton('January 20, 2025')).toBeFocused();
    expect(await api.watchDays(film.id)).toEqual(['2025-01-20', '2024-05-17']);
  });

  await test.step('deleted for good, focus goes on to the next entry', async () => {
    const removed = page.waitForResponse(isHistoryWrite('DELETE'));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Undo' })).toBeFocused();
    expect((await removed).ok()).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);
    await expect(deleteButton('May 17, 2024')).toBeFocused();
    expect(await api.watchDays(film.id)).toEqual(['2024-05-17']);

    const lastRemoved = page.waitForResponse(isHistoryWrite('DELETE'));
    await page.keyboard.press('Enter');
    expect((await lastRemoved).ok()).toBe(true);
    await expect(entry('May 17, 2024')).toHaveCount(0);
    expect(await api.watchDays(film.id)).toEqual([]);
    // The account as it was found, for the specs that share it.
    await api.unrate(film.id);
  });
}
