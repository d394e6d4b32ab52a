/**
 * "My services" (issue 30 item 1), told on either catalogue: a signed-in visitor picks two
 * services from the menu's "My services", puts a film that streams on one of them on their
 * watchlist, and sees that service first and marked in the film's Watch Guide; Discover's "On
 * my services" switch writes the two into the address; the home screen's rows show the film
 * on their services and what is new on them. Axe-clean in light and dark, and at 360 px.
 */
import type { Page } from '@playwright/test';
import { appStarted } from './app-started.ts';
import {
  expectNoViolationsInBothThemes,
  expectToFitAPhone,
  keptAccessToken,
  openFromMenu,
} from './library-story.ts';
import { logInFromMenu } from './sign-in.ts';
import { expect } from './test.ts';

export interface ServicesScene {
  /** The two services picked, by name, and their ids (in the region's order). */
  services: [{ name: string; id: number }, { name: string; id: number }];
  /** A film that streams on the first of them. */
  film: { id: number; title: string };
}

export async function servicesStory(
  page: Page,
  { services, film }: ServicesScene,
  [user, password]: [string, string],
) {
  const main = page.getByRole('main');
  await page.goto('/');
  await appStarted(page);
  await logInFromMenu(page, user, password);

  await openFromMenu(page, 'My services');
  await expect(page).toHaveURL(/\/services$/);
  await expect(main.getByRole('heading', { level: 1, name: 'My services' })).toBeVisible();
  await expect(main.getByText('Kept in your account.')).toBeVisible();
  for (const { name } of services) {
    const box = main.getByRole('checkbox', { name, exact: true });
    // Keyboard: focus the box, Space ticks it.
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  await expect(main.getByText('2 services chosen')).toBeVisible();
  await expectNoViolationsInBothThemes(page);
  await expectToFitAPhone(page);
  // Kept in the account: a fresh load reads them back.
  await page.reload();
  for (const { name } of services)
    await expect(main.getByRole('checkbox', { name, exact: true })).toBeChecked();

  const token = await keptAccessToken(page);
  const added = await page.request.put(`/api/me/watchlist/movie/${film.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(added.ok(), `${added.url()}: ${added.status()}`).toBe(true);

  // The Watch Guide: "On your services" first, the service marked in words.
  await page.goto(`/movie/${film.id}`);
  await appStarted(page);
  await page.getByRole('button', { name: 'Watch Guide' }).click();
  const guide = page.getByRole('region', { name: 'Watch Guide' });
  await expect(guide.getByRole('heading', { level: 3 }).first()).toHaveText('On your services');
  const yours = guide
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'On your services' }) });
  // Marked in words, which the link's name carries too.
  await expect(
    yours.getByRole('link', { name: `${services[0].name} Your service`, exact: true }),
  ).toBeVisible();
  await expectNoViolationsInBothThemes(page);

  // Discover: the switch sets the services and the region in the address.
  await page.goto('/discover/movies');
  await appStarted(page);
  const filters = page
    .getByRole('region', { name: 'Filters' })
    .getByRole('switch', { name: 'On my services' });
  await filters.click();
  const ids = services.map(({ id }) => id).toSorted((a, b) => a - b);
  await expect(page).toHaveURL(new RegExp(`providers=${ids.join('(%2C|,)')}`));
  await expect(page).toHaveURL(/region=US/);
  await expect(filters).toBeChecked();

  // Home: the film on the visitor's services, and what is new on them.
  await page.goto('/');
  await appStarted(page);
  const row = (name: string) =>
    main.locator('section').filter({ has: page.getByRole('heading', { level: 2, name }) });
  const onWatchlist = row('On your watchlist, streaming on your services');
  await expect(onWatchlist.getByRole('heading', { level: 3, name: film.title })).toBeVisible();
  await expect(row('New on your services').getByRole('listitem').first()).toBeVisible();
  await expectNoViolationsInBothThemes(page);
  await expectToFitAPhone(page);
}
