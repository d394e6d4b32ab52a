/** The movie screen in depth, Full Cast & Crew and collections, on live TMDB (the fake). */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

async function expectAccessibleAndNarrowEnough(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((n) => n.html).join(' | ')}`,
    ),
  ).toEqual([]);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'nothing scrolls sideways').toBeLessThanOrEqual(clientWidth);
}

test.describe('movie details in depth', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/movie/101');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orbit of Ash (1999)');
  });

  test('names the key crew, each leading to the person, with their jobs', async ({ page }) => {
    const crew = page.getByRole('list', { name: 'Key crew' });
    await expect(crew.getByRole('listitem')).toHaveText([
      'Aurel WickDirector, Screenplay',
      'Juno BriskScreenplay',
      'Odile FennNovel',
    ]);
    await expect(crew.getByRole('link', { name: 'Aurel Wick' })).toHaveAttribute(
      'href',
      '/person/304',
    );
  });

  test('shows the US rating, release date, language and no status once released', async ({
    page,
  }) => {
    await expect(page.getByRole('img', { name: 'Rated R' })).toHaveText('R');
    const facts = page.locator('main dl');
    await expect(facts).toContainText('Release Date:October 15, 1999');
    await expect(facts).toContainText('Original Language:English');
    await expect(facts).not.toContainText('Status');
    await expect(page.getByRole('main')).not.toContainText(/undefined|NaN/);
  });

  test('links to its pages elsewhere beside IMDb, and keeps Watch Trailer', async ({ page }) => {
    const links: [string, string][] = [
      ['IMDB', 'https://www.imdb.com/title/tt9000101/'],
      ['Wikidata', 'https://www.wikidata.org/wiki/Q9000101'],
      ['Facebook', 'https://www.facebook.com/OrbitOfAshFilm'],
      ['Instagram', 'https://www.instagram.com/orbitofash/'],
      ['X', 'https://x.com/OrbitOfAsh'],
      ['Homepage', 'https://example.test/orbit-of-ash'],
    ];
    for (const [name, href] of links) {
      const link = page.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await expect(page.getByRole('button', { name: 'Watch Trailer' })).toBeVisible();
  });

  test('reaches the whole collection in one click', async ({ page }) => {
    await page.getByRole('link', { name: /Part of the Orbit Saga/ }).click();
    await expect(page).toHaveURL(/\/collection\/501$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Orbit Saga');
    await expect(page).toHaveTitle('The Orbit Saga | Media Search');
    await expect(page.getByText('3 movies')).toBeVisible();
    await expect(page.getByText('across three films')).toBeVisible();
    await expect(page.getByRole('img', { name: 'The Orbit Saga poster' })).toBeVisible();
    const parts = page.getByRole('region', { name: 'Movies' }).getByRole('listitem');
    await expect(parts.getByRole('heading', { level: 3 })).toHaveText([
      'Orbit of Ash',
      'Low Orbit',
      'Orbit of Embers',
    ]);
    await expect(parts.nth(0)).toContainText('October 15, 1999');
    await expect(parts.nth(0)).not.toContainText('Upcoming');
    await expect(parts.nth(2)).toContainText('Upcoming');
    await parts.nth(1).getByRole('link').click();
    await expect(page).toHaveURL(/\/movie\/104$/);
  });

  test('groups every video by type, each playing in the full-screen player', async ({ page }) => {
    const videos = page.getByRole('region', { name: 'Videos' });
    await expect(videos.getByRole('heading', { level: 3 })).toHaveText([
      'Trailers (2)',
      'Teasers (1)',
      'Clips (2)',
      'Featurettes (1)',
      'Behind the Scenes (1)',
    ]);
    const played: [string, string][] = [
      ['Final Trailer', 'CCCCCCCCC11'],
      ['On Set with Aurel Wick', 'GGGGGGGGG15'],
    ];
    for (const [name, key] of played) {
      await videos.getByRole('button', { name }).click();
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog.locator('iframe')).toHaveAttribute(
        'src',
        `https://www.youtube-nocookie.com/embed/${key}?autoplay=1&rel=0&modestbranding=1`,
      );
      await dialog.getByRole('button', { name: 'Close video' }).click();
      await expect(dialog).toBeHidden();
    }
  });

  test('opens an image full screen, moves with the arrow keys and closes with Escape', async ({
    page,
  }) => {
    const gallery = page.getByRole('region', { name: 'Images' });
    await expect(gallery.getByRole('heading', { level: 3 })).toHaveText([
      /^Backdrops \(\d+\)$/,
      /^Posters \(\d+\)$/,
    ]);
    const backdrops = gallery.getByRole('button', { name: /^Backdrops: image/ });
    const total = await backdrops.count();
    expect(total).toBeGreaterThanOrEqual(5);
    const thumbnail = gallery.getByRole('button', { name: `Backdrops: image 3 of ${total}` });
    await expect(thumbnail.locator('img')).toHaveAttribute('loading', 'lazy');
    await thumbnail.click();
    const viewer = page.getByRole('dialog', { name: 'Images: Backdrops' });
    await expect(viewer.getByText(`3 / ${total}`)).toBeVisible();
    await expect(viewer.getByRole('img')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText(`4 / ${total}`)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByText(`2 / ${total}`)).toBeVisible();
    await viewer.getByRole('button', { name: 'Next image' }).click();
    await expect(viewer.getByText(`3 / ${total}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(thumbnail).toBeFocused();
  });

  test('offers what to watch next, Recommendations then Similar', async ({ page }) => {
    const recommendations = page.getByRole('region', { name: 'Recommendations' });
    await expect(recommendations.getByRole('heading', { level: 3 })).toHaveText([
      'Paper Kites',
      'Quiet Harbor',
    ]);
    await expect(
      page.getByRole('region', { name: 'Similar' }).getByRole('heading', { level: 3 }),
    ).toHaveText(['Low Orbit']);
    await recommendations.getByRole('link', { name: /Quiet Harbor/ }).click();
    await expect(page).toHaveURL(/\/movie\/102$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le Port Tranquille');
  });

  test('a phone shows the poster above the title and the cast as one row; a desktop beside and in a grid', async ({
    page,
  }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    const poster = await page.getByRole('img', { name: 'Orbit of Ash poster' }).boundingBox();
    const title = await page.getByRole('heading', { level: 1 }).boundingBox();
    if (!poster || !title) throw new Error('the poster and the title are on the page');
    if (phone) {
      expect(poster.y + poster.height, 'the poster ends above the title').toBeLessThanOrEqual(
        title.y,
      );
      // The title and its rating are on the first screen, under the artwork.
      expect(title.y + title.height).toBeLessThan(page.viewportSize()?.height ?? 0);
    } else {
      expect(poster.x + poster.width, 'the poster is left of the title').toBeLessThanOrEqual(
        title.x,
      );
    }
    const cast = page.getByRole('region', { name: 'Top Billed Cast' });
    const cards = cast.getByRole('listitem');
    await expect(cards).toHaveCount(20);
    const tops = new Set(
      await cards.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top)),
    );
    // A phone's twenty people share one row that scrolls sideways; a desktop has rows of them.
    if (phone) expect(tops.size).toBe(1);
    else expect(tops.size).toBeGreaterThan(1);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, 'only the row scrolls sideways, not the page').toBeLessThanOrEqual(
      clientWidth,
    );
  });

  test('bills 20 of the cast, and Full Cast & Crew lists everyone', async ({ page }) => {
    const cast = page.getByRole('region', { name: 'Top Billed Cast' });
    await expect(cast.getByRole('listitem')).toHaveCount(20);
    await cast.getByRole('link', { name: 'Full Cast & Crew' }).click();
    await expect(page).toHaveURL(/\/movie\/101\/cast$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Full Cast & Crew');
    await expect(page).toHaveTitle('Orbit of Ash: Full Cast & Crew | Media Search');
    const fullCast = page.getByRole('region', { name: /^Cast/ });
    await expect(fullCast.getByRole('heading', { level: 2 })).toHaveText('Cast (27)');
    await expect(fullCast.getByRole('listitem')).toHaveCount(27);
    await expect(fullCast.getByRole('listitem').first()).toContainText(
      'Mara QuillCaptain Ines Roe / Station Voice (voice)',
    );
    const crew = page.getByRole('region', { name: /^Crew/ });
    await expect(crew.getByRole('heading', { level: 3 })).toHaveText([
      /^Directing/,
      /^Writing/,
      /^Production/,
      /^Camera/,
      /^Editing/,
      /^Sound/,
      /^Art/,
      /^Costume & Make-Up/,
      /^Visual Effects/,
      /^Crew/,
      /^Lighting/,
    ]);
    const production = crew.getByRole('region', { name: 'Production' });
    await expect(production.getByRole('listitem').first()).toContainText(
      'Cass MerridenProducer, Executive Producer',
    );
    await expect(
      crew.getByRole('region', { name: 'Writing' }).getByRole('link', { name: 'Aurel Wick' }),
    ).toHaveAttribute('href', '/person/304');
    await page.getByRole('link', { name: 'Back to Orbit of Ash' }).click();
    await expect(page).toHaveURL(/\/movie\/101$/);
  });
});

test.describe('a film still being made', () => {
  test('says so, and shows no section it has nothing for', async ({ page }) => {
    await page.goto('/movie/105');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orbit of Embers (2027)');
    const facts = page.locator('main dl');
    await expect(facts).toContainText('Status:In Production');
    await expect(facts).toContainText('Release Date:November 5, 2027');
    await expect(page.getByRole('link', { name: /Part of the Orbit Saga/ })).toBeVisible();
    for (const empty of ['Top Billed Cast', 'Videos', 'Images', 'Recommendations', 'Similar']) {
      await expect(page.getByRole('heading', { name: empty, exact: true })).toHaveCount(0);
    }
    await expect(page.getByRole('list', { name: 'Key crew' })).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText(/undefined|NaN/);
  });
});

test.describe('Full Cast & Crew of a TV show', () => {
  test('gives every role with its episode count, and leads back to the show', async ({ page }) => {
    await page.goto('/tv/201/cast');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Full Cast & Crew');
    await expect(page.getByText('Night Shift Diaries (2019)')).toBeVisible();
    const cast = page.getByRole('region', { name: /^Cast/ });
    await expect(cast.getByRole('listitem').filter({ hasText: 'Lio Brandt' })).toContainText(
      'Lio BrandtSam Okafor (14 episodes)',
    );
    await expect(cast.getByRole('listitem').filter({ hasText: 'Oren Hesse' })).toContainText(
      'Oren HesseOfficer Brandt (11 episodes) / Officer Brandt (1995) (1 episode)',
    );
    await expect(cast.getByRole('listitem').filter({ hasText: 'Pim Oduya' })).toContainText(
      '(unknown) (2 episodes)',
    );
    await expect(page.getByRole('region', { name: /^Crew/ })).toContainText('Creator');
    await page.getByRole('link', { name: 'Back to Night Shift Diaries' }).click();
    await expect(page).toHaveURL(/\/tv\/201$/);
  });
});

test.describe('new pages', () => {
  test('an unknown collection is not found at once', async ({ page }) => {
    await page.goto('/collection/999999');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Collection not found' }),
    ).toBeVisible();
  });

  const pages = [
    { path: '/collection/501', ready: 'The Orbit Saga' },
    { path: '/movie/101/cast', ready: 'Full Cast & Crew' },
    { path: '/tv/201/cast', ready: 'Full Cast & Crew' },
  ];
  for (const { path, ready } of pages) {
    test(`${path} has no axe violations and fits the window's width`, async ({
      page,
    }, testInfo) => {
      // Phones as narrow as 360 px.
      if (testInfo.project.name === 'phone')
        await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: ready })).toBeVisible();
      await expectAccessibleAndNarrowEnough(page);
    });
  }

  test('the movie screen at 360 px and its open gallery have no axe violations', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/movie/101');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orbit of Ash (1999)');
    await expectAccessibleAndNarrowEnough(page);
    await page.getByRole('button', { name: /^Posters: image 1 of/ }).click();
    await expect(page.getByRole('dialog', { name: 'Images: Posters' })).toBeVisible();
    await expectAccessibleAndNarrowEnough(page);
  });
});
