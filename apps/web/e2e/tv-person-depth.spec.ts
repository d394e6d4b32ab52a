/** Issue 11 on the TV, season, episode and person screens, against the fake TMDB's fixtures. */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
  );
  expect(found).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'nothing scrolls sideways').toBeLessThanOrEqual(clientWidth);
}

test.describe('a TV show in depth', () => {
  test('names its creators, rating, language and the episodes either side of today', async ({
    page,
  }) => {
    await page.goto('/tv/201');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Night Shift Diaries');
    const creators = page.getByRole('list', { name: 'Created by' });
    await expect(creators.getByRole('link')).toHaveText(['Aurel Wick', 'Juno Brisk']);
    await expect(creators.getByRole('link', { name: 'Aurel Wick' })).toHaveAttribute(
      'href',
      '/person/304',
    );
    await expect(page.getByRole('img', { name: 'Rated TV-14' })).toHaveText('TV-14');
    await expect(page.locator('main dl')).toContainText('Original Language:English');

    const last = page.getByRole('link', { name: /Last Episode to Air/ });
    await expect(last).toContainText('Dawn Patrol');
    await expect(last).toContainText('S2 E8');
    await expect(last).toContainText('May 12, 2024');
    await expect(last).toHaveAccessibleName(/Season 2, Episode 8/);
    const next = page.getByRole('link', { name: /Next Episode to Air/ });
    await expect(next).toContainText('Undertow');
    await expect(next).toHaveAccessibleName(/Season 2, Episode 9/);
    await expect(next).toContainText('March 7, 2027');
    await last.click();
    await expect(page).toHaveURL(/\/tvepisode\?series=201&season=2&episode=8$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Dawn Patrol' })).toBeVisible();
  });

  test('shows seasons as cards, Specials last, each leading to its season', async ({ page }) => {
    await page.goto('/tv/201');
    await page.getByRole('button', { name: 'Seasons' }).click();
    const seasons = page.getByRole('region', { name: 'Seasons' }).getByRole('listitem');
    await expect(seasons).toHaveCount(3);
    await expect(seasons.nth(1)).toContainText('2024 · 10 episodes');
    await expect(seasons.nth(2)).toContainText('Season 0');
    await expect(seasons.nth(2)).toContainText('Specials');
    await expect(seasons.nth(2)).toContainText('2018 · 1 episode');
    await expect(seasons.nth(2)).toContainText('A short holiday special');
    await seasons.nth(2).getByRole('link').click();
    await expect(page).toHaveURL(/\/tvseason\?series=201&season=0$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Season 0' })).toBeVisible();
  });

  test('has cast with the way to everyone, images, related titles and outside links', async ({
    page,
  }) => {
    await page.goto('/tv/201');
    const cast = page.getByRole('region', { name: 'Top Billed Cast' });
    await expect(cast.getByRole('listitem')).toHaveCount(20);
    await expect(cast.getByRole('link', { name: 'Full Cast & Crew' })).toHaveAttribute(
      'href',
      '/tv/201/cast',
    );
    const images = page.getByRole('region', { name: 'Images' });
    await expect(images.getByRole('heading', { name: 'Backdrops (3)' })).toBeVisible();
    await expect(images.getByRole('heading', { name: /^Posters/ })).toBeVisible();
    const recommendations = page.getByRole('region', { name: 'Recommendations' });
    await expect(recommendations.getByRole('link')).toHaveCount(2);
    await expect(recommendations.getByRole('link', { name: /Tidewater General/ })).toBeVisible();
    const similar = page.getByRole('region', { name: 'Similar' });
    await expect(similar.getByRole('link', { name: /Static Hours/ })).toBeVisible();
    for (const [name, href] of [
      ['IMDB', 'https://www.imdb.com/title/tt9000201/'],
      ['Wikidata', 'https://www.wikidata.org/wiki/Q9000201'],
      ['Instagram', 'https://www.instagram.com/nightshiftdiaries/'],
      ['Homepage', 'https://example.test/night-shift-diaries'],
    ] as const) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
  });
});

test.describe('seasons and episodes in depth', () => {
  test('a season has its poster, facts, overview, richer episodes and its neighbours', async ({
    page,
  }) => {
    await page.goto('/tvseason?series=201&season=1');
    await expect(page.getByRole('heading', { level: 2, name: 'Season 1' })).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'Night Shift Diaries: Season 1 poster' }),
    ).toBeVisible();
    await expect(page.locator('main dl')).toContainText('Air Date:February 3, 2019');
    await expect(page.getByText('The first winter of the overnight rota.')).toBeVisible();
    const first = page.getByRole('link', { name: /First Call/ });
    await expect(first).toContainText('44 mins');
    await expect(first).toContainText('3.8/5.0 (41)');
    await expect(first).toContainText("Dee's first night on the rota");

    // Specials stand apart from the numbered seasons: nothing comes before Season 1.
    const seasons = page.getByRole('navigation', { name: 'Seasons' });
    await expect(seasons.getByRole('link')).toHaveCount(1);
    await seasons.getByRole('link', { name: 'Next season Season 2' }).click();
    await expect(page).toHaveURL(/\/tvseason\?series=201&season=2$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Season 2' })).toBeVisible();
    await expect(seasons.getByRole('link')).toHaveCount(1);
    await expect(seasons.getByRole('link', { name: 'Previous season Season 1' })).toBeVisible();
  });

  test('an episode names who directed and wrote it, and leads to the next', async ({ page }) => {
    await page.goto('/tvepisode?series=201&season=1&episode=1');
    await expect(page.getByRole('heading', { level: 2, name: 'First Call' })).toBeVisible();
    const makers = page.getByRole('list', { name: 'Directed and written by' });
    await expect(makers.getByRole('listitem')).toHaveText([
      'Aurel WickDirector',
      'Juno BriskWriter',
    ]);
    await expect(makers.getByRole('link', { name: 'Juno Brisk' })).toHaveAttribute(
      'href',
      '/person/306',
    );
    // The show's special is not part of the run: nothing comes before Season 1's first.
    const episodes = page.getByRole('navigation', { name: 'Episodes' });
    await expect(episodes.getByRole('link')).toHaveCount(1);
    await episodes.getByRole('link', { name: 'Next episode Season 1, Episode 2' }).click();
    await expect(page).toHaveURL(/\/tvepisode\?series=201&season=1&episode=2$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Low Tide' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Directed and written by' })).toHaveCount(0);
  });

  test("an season's last episode leads into the next season", async ({ page }) => {
    await page.goto('/tvepisode?series=201&season=1&episode=3');
    const episodes = page.getByRole('navigation', { name: 'Episodes' });
    await episodes.getByRole('link', { name: /^Next episode/ }).click();
    await expect(page).toHaveURL(/\/tvepisode\?series=201&season=2&episode=1$/);
    await expect(page.getByRole('heading', { level: 2, name: 'New Chief' })).toBeVisible();
    await episodes.getByRole('link', { name: /^Previous episode/ }).click();
    await expect(page).toHaveURL(/\/tvepisode\?series=201&season=1&episode=3$/);
  });
});

test.describe('a person in depth', () => {
  test('has their facts, links elsewhere, best-known titles and photos', async ({ page }) => {
    await page.goto('/person/301');
    const facts = page.locator('main dl');
    await expect(facts).toContainText('Known For:Acting');
    await expect(facts).toContainText(/Born:April 9, 1981 \(age \d+\)/);
    await expect(facts).toContainText('Place of Birth:Leeds, England, UK');
    for (const [name, href] of [
      ['IMDB', 'https://www.imdb.com/name/nm9000301/'],
      ['Wikidata', 'https://www.wikidata.org/wiki/Q9000301'],
      ['Instagram', 'https://www.instagram.com/maraquill/'],
      ['X', 'https://x.com/MaraQuill'],
      ['TikTok', 'https://www.tiktok.com/@maraquill'],
      ['YouTube', 'https://www.youtube.com/MaraQuillOnSet'],
    ] as const) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const knownFor = page.getByRole('region', { name: 'Known For' });
    await expect(knownFor.getByRole('link', { name: /Orbit of Ash/ })).toBeVisible();
    await expect(knownFor.getByRole('link', { name: /Night Shift Diaries/ })).toBeVisible();
    const images = page.getByRole('region', { name: 'Images' });
    await expect(images.getByRole('heading', { name: 'Profiles (3)' })).toBeVisible();
    await images.getByRole('button', { name: 'Profiles: image 2 of 3' }).click();
    await expect(page.getByRole('dialog')).toContainText('2 / 3');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('chooses credits by media and department, kept in the address', async ({ page }) => {
    await page.goto('/person/301');
    const department = page.getByRole('group', { name: 'Department' });
    await expect(department.getByRole('button')).toHaveText(['Acting', 'Directing', 'Writing']);
    await expect(department.getByRole('button', { name: 'Acting' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await department.getByRole('button', { name: 'Directing' }).click();
    await expect(page).toHaveURL(/\/person\/301\?media=movie&department=Directing$/);
    const directing = page.getByRole('list', { name: 'Directing credits' }).getByRole('listitem');
    await expect(directing).toHaveCount(1);
    await expect(directing.first()).toContainText('Low Orbit');
    await expect(directing.first()).toContainText('Director');
    await department.getByRole('button', { name: 'Writing' }).click();
    await expect(page.getByRole('list', { name: 'Writing credits' })).toContainText('Screenplay');

    await page.goBack();
    await expect(page).toHaveURL(/department=Directing$/);
    await expect(department.getByRole('button', { name: 'Directing' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/person\/301$/);
    await expect(page.getByRole('list', { name: 'Acting credits' })).toContainText('Orbit of Ash');

    // On TV, Directing stays chosen: they directed an episode of Night Shift Diaries.
    await department.getByRole('button', { name: 'Directing' }).click();
    await page.getByRole('button', { name: 'TV Shows' }).click();
    await expect(page).toHaveURL(/\/person\/301\?media=tv&department=Directing$/);
    const tvDirecting = page.getByRole('list', { name: 'Directing credits' });
    await expect(tvDirecting).toContainText('Night Shift Diaries');
    await expect(tvDirecting).toContainText('1 episode');
    await expect(department.getByRole('button')).toHaveText(['Acting', 'Directing']);
  });

  test('tells appearances as themselves apart from roles', async ({ page }) => {
    await page.goto('/person/301?media=tv');
    await expect(page.getByRole('button', { name: 'TV Shows' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const roles = page.getByRole('list', { name: 'Acting credits' }).getByRole('listitem');
    await expect(roles).toHaveCount(1);
    await expect(roles.first()).toContainText('Dee Harlan');
    await expect(page.getByRole('heading', { name: 'Appearances as Self' })).toBeVisible();
    const asSelf = page.getByRole('list', { name: 'Appearances as Self' }).getByRole('listitem');
    await expect(asSelf).toHaveCount(1);
    await expect(asSelf.first()).toContainText('Late Lamp');
    await expect(asSelf.first()).toContainText('Self');
  });

  test('an address with unknown choices shows the defaults', async ({ page }) => {
    await page.goto('/person/301?media=books&department=Catering');
    await expect(page.getByRole('button', { name: 'Movies' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('list', { name: 'Acting credits' })).toContainText('Orbit of Ash');
  });
});

test.describe('the deeper screens are accessible and fit a phone', () => {
  const screens = [
    { path: '/tv/201', ready: 'Night Shift Diaries', open: ['Seasons'] },
    { path: '/tvseason?series=201&season=0', ready: 'Season 0' },
    { path: '/tvseason?series=201&season=2', ready: 'Season 2' },
    { path: '/tvepisode?series=201&season=1&episode=1', ready: 'First Call' },
    { path: '/person/301?media=tv', ready: 'Appearances as Self' },
    { path: '/person/301?media=movie&department=Writing', ready: 'Mara Quill' },
  ];
  for (const { path, ready, open = [] } of screens) {
    test(`${path} has no axe violations and nothing wider than 360 px`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: ready }).first()).toBeVisible();
      for (const panel of open) await page.getByRole('button', { name: panel }).click();
      await expectNoViolations(page);
      await page.setViewportSize({ width: 360, height: 800 });
      await expectNoSidewaysScroll(page);
    });
  }
});
