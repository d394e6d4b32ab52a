/**
 * The calendar's story (issue 30 items 3 and 4), told on either catalogue with a show airing
 * weekly around today: its first episode marked watched on the season's page (signing in on the
 * way) puts the show in progress; the menu counts the aired episode not yet seen; the calendar
 * lists the aired episode under its day with "Mark watched", which marks it, and the next one
 * under its own day; the feed's address serves the events as iCalendar, and a new address
 * makes the old one answer 404. Axe-clean in light and dark, and nothing scrolls sideways at
 * 360 px.
 */
import type { Page } from '@playwright/test';
import { appStarted } from './app-started.ts';
import {
  expectNoViolationsInBothThemes,
  expectToFitAPhone,
  signInThrough,
} from './library-story.ts';
import { expect, test } from './test.ts';

export interface CalendarShow {
  id: number;
  title: string;
  season: number;
  /**
   * Days from today of its second episode's airing: today or before, so it can be marked
   * watched (the first, before it, is marked on the season page).
   */
  airedAiring: number;
  /** Days from today of the third's: still to come. */
  upcomingAiring: number;
}

const DAY_MS = 86_400_000;

/**
 * The heading of the day `days` from today, as the screen writes it in English: the browser's
 * zone is the machine's, like this process's, so both agree on today.
 */
function dayHeading(days: number): string {
  const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(today.getTime() + days * DAY_MS));
}

/** An iCalendar file with its folded lines joined again (RFC 5545 3.1). */
const unfolded = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

export async function calendarStory(page: Page, show: CalendarShow, account: [string, string]) {
  const code = (episode: number) =>
    `${show.title} · S${String(show.season).padStart(2, '0')}E${String(episode).padStart(2, '0')}`;
  const main = page.getByRole('main');
  const day = (days: number) => main.getByRole('region', { name: dayHeading(days) });

  await test.step('the first episode marked watched on the season page, signing in', async () => {
    await page.goto(`/tvseason?series=${show.id}&season=${show.season}`);
    await appStarted(page);
    const first = page.getByRole('button', { name: 'Episode 1 watched' });
    await signInThrough(
      page,
      async () => {
        await first.click();
        await page
          .getByRole('dialog', { name: 'Log in' })
          .getByRole('button', { name: 'Log in' })
          .click();
      },
      account,
    );
    await expect(first).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step('the menu counts the aired episode not yet seen, and opens the calendar', async () => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const entry = page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Calendar' });
    await expect(entry).toHaveAccessibleName(/1 new episode/);
    await entry.click();
    await expect(page).toHaveURL(/\/calendar$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  });

  await test.step('the aired episode and the next one are listed under their days', async () => {
    await expect(day(show.airedAiring).getByRole('link', { name: code(2) })).toBeVisible();
    await expect(day(show.upcomingAiring).getByRole('link', { name: code(3) })).toBeVisible();
    // Still to come: nothing to mark.
    await expect(day(show.upcomingAiring).getByRole('button')).toHaveCount(0);
    await expectNoViolationsInBothThemes(page);
    await expectToFitAPhone(page);
  });

  await test.step('"Mark watched" marks the aired episode', async () => {
    const aired = day(show.airedAiring);
    await aired.getByRole('button', { name: `Mark ${code(2)} watched` }).click();
    await expect(aired.getByText('Watched', { exact: true })).toBeVisible();
    await expect(aired.getByRole('button', { name: /^Mark / })).toHaveCount(0);
  });

  await test.step('the feed address serves the events, and a new address revokes it', async () => {
    await main.getByRole('button', { name: 'Subscribe in your calendar app' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe in your calendar app' });
    const make = dialog.getByRole('button', { name: 'Make an address' });
    const https = dialog.getByRole('textbox', { name: 'Address over https' });
    // A dialog that waits to be asked for an address shows a button; one that makes it, the address.
    await expect(https.or(make)).toBeVisible();
    if (await make.isVisible()) await make.click();
    await expect(https).toHaveValue(/\/api\/calendar\/feed\/[^/]+\.ics$/);
    const address = await https.inputValue();

    const feed = await page.request.get(address);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
    const ics = unfolded(await feed.text());
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`SUMMARY:${code(3)}`);

    await expectNoViolationsInBothThemes(page);
    await expectToFitAPhone(page);

    await dialog.getByRole('button', { name: 'New address' }).click();
    await expect(https).toHaveValue(/\/api\/calendar\/feed\/[^/]+\.ics$/);
    await expect(https).not.toHaveValue(address);
    expect((await page.request.get(address)).status()).toBe(404);
    expect((await page.request.get(await https.inputValue())).status()).toBe(200);
  });
}
