/**
 * The Profile screen's story (issue 29 item 5), told on either catalogue: signed out it asks to
 * log in; signed in with nothing logged it says so; a film watched and rated 4.5 (through the
 * API: the details page's controls have specs of their own) shows in the totals, in the ratings
 * table and under its genre. Axe-clean in light and dark, and nothing scrolls sideways at 360 px.
 * The account is left as it was found.
 */
import type { APIResponse, Page } from '@playwright/test';
import { appStarted } from './app-started.ts';
import {
  expectNoViolationsInBothThemes,
  expectToFitAPhone,
  keptAccessToken,
  openFromMenu,
  signInThrough,
} from './library-story.ts';
import { expect, test } from './test.ts';

export interface ProfileFilm {
  id: number;
  /** Its runtime as the screen shows it in hours, e.g. `2.3`. */
  hours: string;
  /** One of its genres, as the catalogue names it in English. */
  genre: string;
}

/** The API as the signed-in visitor, with the bearer token the app keeps. */
async function visitorApi(page: Page) {
  const token = await keptAccessToken(page);
  const headers = { authorization: `Bearer ${token}` };
  const ok = async (answer: Promise<APIResponse>) => {
    const response = await answer;
    expect(response.ok(), `${response.url()}: ${response.status()}`).toBe(true);
    return response;
  };
  return {
    /** Logs a watch today; answers the new entry's id. */
    logWatch: async (movieId: number) => {
      const response = await ok(
        page.request.post(`/api/me/history/movie/${movieId}`, { headers, data: {} }),
      );
      return ((await response.json()) as { entry: { id: string } }).entry.id;
    },
    deleteWatch: (entryId: string) =>
      ok(page.request.delete(`/api/me/history/${entryId}`, { headers })),
    rate: (movieId: number, rating: number) =>
      ok(page.request.put(`/api/me/ratings/movie/${movieId}`, { headers, data: { rating } })),
    unrate: (movieId: number) =>
      ok(page.request.delete(`/api/me/ratings/movie/${movieId}`, { headers })),
  };
}

export async function profileStory(page: Page, film: ProfileFilm, account: [string, string]) {
  const main = page.getByRole('main');
  const region = (name: string) => main.getByRole('region', { name });
  const row = (section: string, header: string) =>
    region(section)
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: header, exact: true }) });

  await test.step('signed out, Profile asks to log in, and the prompt signs in', async () => {
    await page.goto('/');
    await appStarted(page);
    await openFromMenu(page, 'Profile');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
    await expect(main.getByText('Log in to see your statistics')).toBeVisible();
    await signInThrough(page, () => main.getByRole('button', { name: 'Log in' }).click(), account);
    await expect(main.getByText(/Nothing to count yet/)).toBeVisible();
  });

  const api = await visitorApi(page);

  await test.step('a film watched and rated 4.5 shows in the numbers, ratings and genres', async () => {
    const entryId = await api.logWatch(film.id);
    await api.rate(film.id, 4.5);
    await page.goto('/');
    await appStarted(page);
    await openFromMenu(page, 'Profile');
    await expect(page).toHaveURL(/\/profile$/);

    const totals = region('Your numbers');
    await expect(totals.getByRole('term')).toHaveText([
      'Films watched',
      'Episodes watched',
      'Hours watched',
      `Watched in ${new Date().getFullYear()}`,
    ]);
    await expect(totals.getByRole('definition')).toHaveText([
      '1',
      '1 different film',
      '0',
      'from 0 shows',
      film.hours,
      '1',
      '1 film',
      '0 episodes',
    ]);

    await expect(region('Your ratings').getByText('1 rating, 4.5 stars on average')).toBeVisible();
    await expect(row('Your ratings', '4.5').getByRole('cell')).toHaveText('1');
    await expect(row('Your ratings', '5').getByRole('cell')).toHaveText('0');
    await expect(row('Most-watched genres', film.genre).getByRole('cell')).toHaveText('1');

    await expectNoViolationsInBothThemes(page);
    await expectToFitAPhone(page);

    // The account as it was found, for a later run.
    await api.deleteWatch(entryId);
    await api.unrate(film.id);
  });
}
