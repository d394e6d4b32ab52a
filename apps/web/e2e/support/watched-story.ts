/**
 * Marking titles watched on their details pages (issue 29 item 2), told on either catalogue:
 * signed out, "Mark watched" asks to log in, then asks the day; a film is marked watched on a
 * day picked by mouse, again on a day typed by keyboard (a day to come is refused first), and
 * the latest watch is removed. A watchlisted film marked watched leaves the watchlist, and Undo
 * puts it back. A season is marked watched (today, as the dialog offers) and its progress ("N of M episodes")
 * shows on the season's page, the show's page and the season's card; an episode is un-marked
 * by keyboard; the whole show is un-marked. Axe-clean in light and dark, and nothing scrolls
 * sideways at 360 px.
 */
import type { Page } from '@playwright/test';
import { appStarted } from './app-started.ts';
import {
  expectNoViolationsInBothThemes,
  expectToFitAPhone,
  signInThrough,
} from './library-story.ts';
import { expect, test } from './test.ts';

export interface WatchedTitles {
  /** A film marked watched twice, then once again. */
  film: { id: number; title: string; heading: string };
  /** A film put on the watchlist, then marked watched. */
  listed: { id: number; title: string };
  /** A show with a season whose episodes have all aired. */
  show: {
    id: number;
    title: string;
    season: number;
    /** The season's aired episodes, and the show's (specials aside). */
    seasonAired: number;
    showAired: number;
  };
}

const longDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  });

export async function watchedStory(page: Page, titles: WatchedTitles, account: [string, string]) {
  const { film, listed, show } = titles;
  const progress = (watched: number, aired: number) => `${watched} of ${aired} episodes`;

  await test.step('signed out, Mark watched asks to log in, then asks the day', async () => {
    await page.goto(`/movie/${film.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(film.heading);
    await appStarted(page);
    await page.getByRole('button', { name: 'Mark watched' }).click();
    const prompt = page.getByRole('dialog', { name: 'Log in' });
    await signInThrough(
      page,
      () => prompt.getByRole('button', { name: 'Log in' }).click(),
      account,
    );
    await expect(page.getByRole('dialog', { name: `Mark ${film.title} watched` })).toBeVisible();
  });

  await test.step('by mouse, marks the film watched on a day picked', async () => {
    const dialog = page.getByRole('dialog', { name: `Mark ${film.title} watched` });
    const day = dialog.getByLabel('Date watched');
    const today = await day.inputValue();
    expect(today, "today, the visitor's").toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await day.fill('2024-05-12');
    await dialog.getByRole('button', { name: 'Mark watched' }).click();
    await expect(page.getByText(`Watched on ${longDate('2024-05-12')}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Watch again' })).toBeVisible();
    await expectNoViolationsInBothThemes(page);
    await expectToFitAPhone(page);
    // Still there once the page reads it back from the server.
    await page.reload();
    await expect(page.getByText(`Watched on ${longDate('2024-05-12')}`)).toBeVisible();
  });

  await test.step('by keyboard, watches it again on a day typed, after a day to come', async () => {
    await appStarted(page);
    await page.getByRole('button', { name: 'Watch again' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Watch ${film.title} again` });
    const day = dialog.getByLabel('Date watched');
    await expect(day).toBeFocused();
    // The field's parts in en-US order (month, day, year), each typed in turn.
    await page.keyboard.type('01012999');
    await expect(day).toHaveValue('2999-01-01');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText(/That date is still to come/)).toBeVisible();
    await expect(day).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.type('06152025');
    await expect(day).toHaveValue('2025-06-15');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText(`Watched 2 times, last on ${longDate('2025-06-15')}`),
    ).toBeVisible();
    // The button that opened the dialog has the focus back.
    await expect(page.getByRole('button', { name: 'Watch again' })).toBeFocused();
  });

  await test.step('by keyboard, removes the latest watch', async () => {
    await page.keyboard.press('Tab');
    const remove = page.getByRole('button', { name: 'Remove last watch' });
    await expect(remove).toBeFocused();
    // Until the server has said which entry the new watch is, there is none to remove.
    await expect(remove).toHaveAttribute('aria-disabled', 'false');
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Watched on ${longDate('2024-05-12')}`)).toBeVisible();
  });

  await test.step('a watchlisted film marked watched leaves the watchlist; Undo puts it back', async () => {
    await page.goto(`/movie/${listed.id}`);
    await appStarted(page);
    await page.getByRole('button', { name: `Add ${listed.title} to watchlist` }).click();
    const bookmark = page.getByRole('button', { name: `Remove ${listed.title} from watchlist` });
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Mark watched' }).click();
    await page
      .getByRole('dialog', { name: `Mark ${listed.title} watched` })
      .getByRole('button', { name: 'Mark watched' })
      .click();
    const offer = page
      .getByRole('alert')
      .filter({ hasText: `${listed.title} is off your watchlist now that you have watched it.` });
    await expect(offer).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Add ${listed.title} to watchlist` }),
    ).toHaveAttribute('aria-pressed', 'false');
    // The pointer resting on the message keeps it while axe reads the page.
    await offer.hover();
    await expectNoViolationsInBothThemes(page);

    await offer.getByRole('button', { name: 'Undo' }).click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Watch again' })).toBeVisible();

    // Left as it was found, for the other specs of the same account.
    await appStarted(page);
    await page.getByRole('button', { name: 'Remove last watch' }).click();
    await expect(page.getByRole('button', { name: 'Mark watched' })).toBeVisible();
    await bookmark.click();
    await expect(
      page.getByRole('button', { name: `Add ${listed.title} to watchlist` }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  await test.step('marks a season watched and sees its progress', async () => {
    await page.goto(`/tvseason?series=${show.id}&season=${show.season}`);
    await expect(
      page.getByRole('heading', { level: 2, name: `Season ${show.season}` }),
    ).toBeVisible();
    await appStarted(page);
    await expect(page.getByText(progress(0, show.seasonAired))).toBeVisible();
    await page.getByRole('button', { name: 'Mark season watched' }).click();
    // Today, as the day's dialog offers it (episode-watched.spec.ts picks another).
    await page
      .getByRole('dialog', { name: `Mark ${show.title}, Season ${show.season} watched` })
      .getByRole('button', { name: 'Mark watched' })
      .click();
    await expect(page.getByText(progress(show.seasonAired, show.seasonAired))).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Episodes watched' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(page.getByRole('button', { name: 'Episode 1 watched' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectNoViolationsInBothThemes(page);
    await expectToFitAPhone(page);
  });

  await test.step('by keyboard, un-marks one episode', async () => {
    const first = page.getByRole('button', { name: 'Episode 1 watched' });
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText(progress(show.seasonAired - 1, show.seasonAired))).toBeVisible();
    await page.reload();
    await expect(page.getByText(progress(show.seasonAired - 1, show.seasonAired))).toBeVisible();
  });

  await test.step("the show's page and the season's card show the progress", async () => {
    await page.goto(`/tv/${show.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(show.title);
    await expect(page.getByText(progress(show.seasonAired - 1, show.showAired))).toBeVisible();
    await appStarted(page);
    await page.getByRole('button', { name: 'Seasons' }).click();
    const card = page
      .getByRole('region', { name: 'Seasons' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: `Season ${show.season}` }) });
    await expect(card.getByText(progress(show.seasonAired - 1, show.seasonAired))).toBeVisible();
    await expectNoViolationsInBothThemes(page);
    await expectToFitAPhone(page);
  });

  await test.step('un-marks the whole show, after a question', async () => {
    await page.getByRole('button', { name: 'Un-mark all' }).click();
    const question = page.getByRole('dialog', {
      name: `Un-mark every episode of ${show.title}?`,
    });
    await question.getByRole('button', { name: 'Un-mark' }).click();
    await expect(page.getByText(progress(0, show.showAired))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark all watched' })).toBeFocused();
  });
}
