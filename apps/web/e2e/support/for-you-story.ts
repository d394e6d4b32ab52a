/**
 * The home's rows made for a signed-in visitor (issue 30 item 2), told on either catalogue: two
 * episodes of a show marked watched on its season's page and a film rated 5 stars on its own
 * page fill "Up Next" with the show's next episode, whose "Mark watched" moves the card to the
 * following one with the focus kept on it, and a "Because you liked {film}" row without
 * anything the story watched or rated. Axe-clean in light and dark, and nothing scrolls
 * sideways at 360 px. Signed out, the home has no personal rows. The account is reset through
 * the API first (a run stopped halfway leaves it as it was) and left as it was found.
 */
import type { APIResponse, Page } from '@playwright/test';
import { appStarted } from './app-started.ts';
import {
  expectNoViolationsInBothThemes,
  expectToFitAPhone,
  keptAccessToken,
  signInThrough,
} from './library-story.ts';
import { expect, test } from './test.ts';

export interface ForYouTitles {
  /** A show whose season has at least four aired episodes from `watched` on. */
  show: {
    id: number;
    title: string;
    season: number;
    /** The first of the two episodes marked watched; the next two follow in Up Next. */
    watched: number;
    /** The names of the two episodes after the watched ones. */
    next: string;
    following: string;
  };
  /** A film the catalogue has recommendations for. */
  film: { id: number; title: string };
}

/** The API as the signed-in visitor, with the bearer token the app keeps. */
async function visitorApi(page: Page) {
  const headers = { authorization: `Bearer ${await keptAccessToken(page)}` };
  const settled = async (answer: Promise<APIResponse>, ...fine: number[]) => {
    const response = await answer;
    expect(fine, `${response.url()}: ${response.status()}`).toContain(response.status());
  };
  return {
    /** Un-marks the show and un-rates the film: a 404 says there was no rating to remove. */
    forget: async ({ show, film }: ForYouTitles) => {
      await settled(page.request.delete(`/api/me/history/tv/${show.id}`, { headers }), 200);
      await settled(page.request.delete(`/api/me/ratings/movie/${film.id}`, { headers }), 204, 404);
    },
  };
}

/** "Mark watched" on a card of Up Next, as the button names itself for the episode. */
const markLabel = (show: ForYouTitles['show'], episode: number) =>
  `Mark ${show.title}, season ${show.season}, episode ${episode} watched`;

export async function forYouStory(page: Page, titles: ForYouTitles, account: [string, string]) {
  const { show, film } = titles;
  const main = page.getByRole('main');
  const upNext = main.getByRole('region', { name: 'Up Next' });
  const becauseRows = main.getByRole('region', { name: /^Because you liked / });
  // The kept session is read after the page has started: until then the visitor is signed out.
  const signedIn = page.getByRole('button', { name: /^Your profile/ });

  await test.step('signs in from the menu, with nothing of the story kept', async () => {
    await page.goto('/');
    await appStarted(page);
    await signInThrough(
      page,
      async () => {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page
          .getByRole('navigation', { name: 'Main menu' })
          .getByRole('button', { name: 'Log In' })
          .click();
      },
      account,
    );
    await expect(signedIn).toBeVisible();
    await (await visitorApi(page)).forget(titles);
  });

  await test.step("marks two episodes watched on the season's page", async () => {
    await page.goto(`/tvseason?series=${show.id}&season=${show.season}`);
    await expect(
      page.getByRole('heading', { level: 2, name: `Season ${show.season}` }),
    ).toBeVisible();
    await appStarted(page);
    await expect(signedIn).toBeVisible();
    for (const number of [show.watched, show.watched + 1]) {
      const toggle = page.getByRole('button', { name: `Episode ${number} watched` });
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      // Until the server has answered, the season's toggles wait.
      await expect(toggle).toHaveAttribute('aria-disabled', 'false');
    }
  });

  await test.step('rates a film 5 stars on its page', async () => {
    await page.goto(`/movie/${film.id}`);
    // The heading adds the year.
    await expect(page.getByRole('heading', { level: 1 })).toContainText(film.title);
    await appStarted(page);
    await expect(signedIn).toBeVisible();
    const stars = page.getByRole('group', { name: 'Your rating' });
    await stars.getByRole('radio', { name: 'Not rated' }).focus();
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes(`/api/me/ratings/movie/${film.id}`) &&
        response.request().method() === 'PUT' &&
        response.request().postDataJSON()?.rating === 5,
    );
    for (let step = 0; step < 10; step += 1) await page.keyboard.press('ArrowRight');
    await expect(stars.getByRole('radio', { name: '5 stars', exact: true })).toBeChecked();
    expect((await saved).ok()).toBe(true);
  });

  const next = show.watched + 2;
  await test.step('the home shows the next episode in Up Next', async () => {
    await page.goto('/');
    await appStarted(page);
    const card = upNext.getByRole('listitem');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(show.title);
    await expect(card.getByText(`Season ${show.season}, episode ${next}`)).toBeAttached();
    await expect(card.getByText(show.next, { exact: true })).toBeVisible();
    await expect(card.getByRole('link')).toHaveAttribute(
      'href',
      `/tvepisode?series=${show.id}&season=${show.season}&episode=${next}`,
    );
  });

  await test.step('a "Because you liked" row leaves out what the story watched or rated', async () => {
    await expect(
      main.getByRole('region', { name: `Because you liked ${film.title}` }),
    ).toBeVisible();
    const shown = await becauseRows.getByRole('heading', { level: 3 }).allTextContents();
    expect(shown.length, 'the rows hold titles').toBeGreaterThan(0);
    expect(shown).not.toContain(film.title);
    expect(shown).not.toContain(show.title);
    await expectNoViolationsInBothThemes(page);
    await expectToFitAPhone(page);
  });

  await test.step('by keyboard, Mark watched moves the card to the following episode', async () => {
    const mark = upNext.getByRole('button', { name: markLabel(show, next) });
    await mark.focus();
    await page.keyboard.press('Enter');
    const card = upNext.getByRole('listitem');
    await expect(card.getByText(show.following, { exact: true })).toBeVisible();
    await expect(card).toHaveCount(1);
    await expect(card.getByText(`Season ${show.season}, episode ${next + 1}`)).toBeAttached();
    await expect(upNext.getByRole('button', { name: markLabel(show, next + 1) })).toBeFocused();
    await expectNoViolationsInBothThemes(page);
    await expectToFitAPhone(page);
  });

  await test.step('signed out, the home has no personal rows', async () => {
    // The account as it was found, for a later run (while the session is still there).
    const api = await visitorApi(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'Log Out' })
      .click();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await page.goto('/');
    await appStarted(page);
    await expect(main.getByRole('region', { name: 'Trending Today' })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Log In' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(upNext).toHaveCount(0);
    await expect(becauseRows).toHaveCount(0);
    await api.forget(titles);
  });
}
