/**
 * The Watchlist's availability (issue 29 item 1), told on either catalogue: two films are put on
 * the watchlist through the API, one on a subscription service in the visitor's region (the
 * United States, from the browser's language) and one not; the first's card names its service,
 * the second's says what it has instead; "Streaming now" keeps only the first, in the address,
 * through a reload. Axe-clean in light and dark, and nothing scrolls sideways at 360 px.
 */
import type { Page } from '@playwright/test';
import { appStarted } from './app-started.ts';
import {
  expectNoViolationsInBothThemes,
  expectToFitAPhone,
  keptAccessToken,
} from './library-story.ts';
import { logInFromMenu } from './sign-in.ts';
import { expect } from './test.ts';

export interface AvailabilityFilms {
  streaming: { id: number; title: string; service: string };
  /** `shows`: what its card says instead of a subscription. */
  notStreaming: { id: number; title: string; shows: string };
}

/** Puts the film on the signed-in visitor's watchlist with the bearer token the app keeps. */
async function addToWatchlist(page: Page, movieId: number) {
  const token = await keptAccessToken(page);
  const response = await page.request.put(`/api/me/watchlist/movie/${movieId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), `${response.url()}: ${response.status()}`).toBe(true);
}

export async function availabilityStory(
  page: Page,
  { streaming, notStreaming }: AvailabilityFilms,
  [user, password]: [string, string],
) {
  const main = page.getByRole('main');
  const card = (title: string) =>
    main
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2, name: title }) });

  await page.goto('/');
  await appStarted(page);
  await logInFromMenu(page, user, password);
  await addToWatchlist(page, notStreaming.id);
  await addToWatchlist(page, streaming.id);

  // A fresh load: the app read the whole list at sign-in, before these additions behind its back.
  await page.goto('/watchlist');
  await expect(card(streaming.title).getByText(streaming.service, { exact: true })).toBeVisible();
  await expect(card(streaming.title).getByText('Subscription')).toBeVisible();
  await expect(card(notStreaming.title).getByText(notStreaming.shows)).toBeVisible();
  await expect(card(notStreaming.title).getByText('Subscription')).toHaveCount(0);
  await expect(main.getByRole('combobox', { name: 'Region' })).toHaveValue('United States');
  await expectNoViolationsInBothThemes(page);
  await expectToFitAPhone(page);

  const toggle = main.getByRole('switch', { name: 'Streaming now' });
  await toggle.click();
  await expect(page).toHaveURL(/\/watchlist\?streaming=now$/);
  await expect(card(notStreaming.title)).toHaveCount(0);
  await expect(card(streaming.title).getByText(streaming.service, { exact: true })).toBeVisible();

  await page.reload();
  await expect(main.getByRole('switch', { name: 'Streaming now' })).toBeChecked();
  await expect(card(streaming.title)).toBeVisible();
  await expect(main.getByRole('heading', { level: 2 })).toHaveCount(1);
  await expectNoViolationsInBothThemes(page);
  await expectToFitAPhone(page);

  // Off again, every film is back.
  await main.getByRole('switch', { name: 'Streaming now' }).click();
  await expect(page).toHaveURL(/\/watchlist$/);
  await expect(card(notStreaming.title)).toBeVisible();
}
