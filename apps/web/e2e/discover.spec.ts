/**
 * Discover, the more lists, the watch region and the home screen's rows, against the fake
 * TMDB. Filters sit beside the results on a desktop and in a sheet on a phone; `filterArea`
 * opens whichever the project has.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { appStarted } from './support/app-started.ts';
import { slowCpu } from './support/slow-cpu.ts';
import { expect, test } from './support/test.ts';

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 600;

/** The filters' container, opened first on a phone. */
async function filterArea(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /titles?$/ })).toBeVisible();
  // A server-rendered Discover page shows its filters before hydration (a press on
  // its Filters button is kept; typing into a filter before then is the browser's alone).
  await appStarted(page);
  if (!isPhone(page)) return page.getByRole('region', { name: 'Filters' });
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  return sheet;
}

async function closeFilters(page: Page) {
  if (isPhone(page)) await page.getByRole('button', { name: /^Show .* titles?$/ }).click();
}

/** Picks an option from an MUI Autocomplete by keyboard: types its name, takes the match. */
async function chooseByKeyboard(page: Page, combobox: Locator, text: string) {
  await combobox.focus();
  await combobox.press('ControlOrMeta+a');
  await combobox.pressSequentially(text);
  await expect(page.getByRole('option', { name: text, exact: true })).toBeVisible();
  await combobox.press('Enter');
}

const search = (page: Page) => new URL(page.url()).searchParams;

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

test.describe('Discover', () => {
  test('shows the titles found, counted, as cards', async ({ page }) => {
    await page.goto('/discover/movies');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover Movies');
    await expect(page).toHaveTitle('Discover Movies | Media Search');
    await expect(page.getByRole('status').filter({ hasText: '12,345 titles' })).toBeVisible();
    const results = page.getByRole('region', { name: 'Discover Movies results' });
    await expect(results.getByRole('link', { name: /Orbit of Ash/ })).toBeVisible();
  });

  test('filters chosen by keyboard go into the address, survive a reload, and Back undoes the last', async ({
    page,
  }) => {
    await page.goto('/discover/movies');
    let filters = await filterArea(page);
    await chooseByKeyboard(page, filters.getByRole('combobox', { name: 'Genres' }), 'Action');
    await expect.poll(() => search(page).get('genres')).toBe('28');

    await filters.getByRole('textbox', { name: 'Released from' }).fill('1990');
    await filters.getByRole('textbox', { name: 'Released to' }).fill('1999');
    await filters.getByRole('textbox', { name: 'Released to' }).press('Enter');
    await expect.poll(() => search(page).get('yearTo')).toBe('1999');
    await expect.poll(() => search(page).get('yearFrom')).toBe('1990');

    const rating = filters.getByRole('slider', { name: /Minimum rating/ });
    await rating.focus();
    for (let step = 0; step < 8; step++) await rating.press('ArrowRight');
    await expect.poll(() => search(page).get('minRating')).toBe('4');
    await expect(filters.getByText('Minimum rating: 4 stars or more')).toBeVisible();

    const sort = filters.getByRole('combobox', { name: 'Sort by' });
    await sort.focus();
    await sort.press('Enter');
    await page.getByRole('option', { name: 'Rating' }).press('Enter');
    await expect.poll(() => search(page).get('sortBy')).toBe('rating');

    // The reloaded page is rendered by the server from the address alone.
    await page.reload();
    filters = await filterArea(page);
    await expect(filters.getByRole('button', { name: 'Action' })).toBeVisible();
    await expect(filters.getByRole('textbox', { name: 'Released from' })).toHaveValue('1990');
    await expect(filters.getByRole('textbox', { name: 'Released to' })).toHaveValue('1999');
    await expect(filters.getByText('Minimum rating: 4 stars or more')).toBeVisible();
    await expect(filters.getByRole('combobox', { name: 'Sort by' })).toHaveText('Rating');
    await closeFilters(page);

    await page.goBack();
    await expect.poll(() => search(page).get('sortBy')).toBeNull();
    expect(search(page).get('minRating')).toBe('4');
    await page.goBack();
    await expect.poll(() => search(page).get('minRating')).toBe('3.5');
  });

  test('where to watch: services of the chosen region and kinds of offer', async ({ page }) => {
    const regions = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/regions',
    );
    await page.goto('/discover/movies');
    const filters = await filterArea(page);
    // The Region box offers its list once it has arrived (the current region alone before).
    await regions;
    await chooseByKeyboard(page, filters.getByRole('combobox', { name: 'Region' }), 'Germany');
    const services = filters.getByRole('combobox', { name: 'Services' });
    await services.click();
    // Germany's services, with their logos, most prominent there first.
    await expect(page.getByRole('option')).toHaveText(['Amazon Prime Video', 'WOW', 'Netflix']);
    await page.getByRole('option', { name: 'Netflix' }).click();
    await expect.poll(() => search(page).get('providers')).toBe('8');
    expect(search(page).get('region')).toBe('DE');
    await filters.getByRole('button', { name: 'Subscription' }).click();
    await expect.poll(() => search(page).get('monetization')).toBe('flatrate');
    await expect(filters.getByRole('button', { name: 'Subscription' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The region is remembered for the Watch Guide too.
    expect(await page.evaluate(() => localStorage.getItem('media-search:watch-region'))).toBe('DE');
  });

  test('Genres and Services stay open while several are picked; Escape and Tab close them', async ({
    page,
  }) => {
    await page.goto('/discover/movies');
    const filters = await filterArea(page);
    const genres = filters.getByRole('combobox', { name: 'Genres' });
    const genreList = page.getByRole('listbox', { name: 'Genres' });
    await genres.click();
    await genreList.getByRole('option', { name: 'Action' }).click();
    await expect.poll(() => search(page).get('genres')).toBe('28');
    await expect(genreList).toBeVisible();
    await genreList.getByRole('option', { name: 'Drama' }).click();
    await expect.poll(() => search(page).get('genres')).toBe('28,18');
    await expect(genreList).toBeVisible();
    await genres.press('Escape');
    await expect(genreList).toBeHidden();
    await expect(genres).toBeFocused();
    // On a phone Escape closed the list alone, not the sheet around it.
    await expect(filters).toBeVisible();

    // By keyboard: the list opens on the first genre left, Enter takes it and the list stays.
    await genres.press('ArrowDown');
    await expect(genreList.getByRole('option')).toHaveText([
      'Adventure',
      'Comedy',
      'Science Fiction',
    ]);
    await genres.press('Enter');
    await expect.poll(() => search(page).get('genres')).toBe('28,18,12');
    await expect(genreList.getByRole('option')).toHaveText(['Comedy', 'Science Fiction']);
    await genres.press('Tab');
    await expect(genreList).toBeHidden();
    await expect(filters.getByRole('textbox', { name: 'Released from' })).toBeFocused();

    // The services, the other list of several, alike.
    const services = filters.getByRole('combobox', { name: 'Services' });
    const serviceList = page.getByRole('listbox', { name: 'Services' });
    await services.click();
    await serviceList.getByRole('option', { name: 'Netflix' }).click();
    await expect(serviceList).toBeVisible();
    await serviceList.getByRole('option', { name: 'Amazon Prime Video' }).click();
    await expect.poll(() => search(page).get('providers')).toBe('8,9');
    await expect(serviceList).toBeVisible();
    await services.press('Escape');
    await expect(serviceList).toBeHidden();
  });

  test('a filter change on a slow phone keeps the screen: an open list stays open', async ({
    page,
  }) => {
    await page.goto('/discover/movies');
    const filters = await filterArea(page);
    // On a slow main thread a changed filter took longer than the router waits before its
    // spinner, which then replaced the screen: the list closed (and on a phone, the sheet).
    await slowCpu(page);
    const services = filters.getByRole('combobox', { name: 'Services' });
    const serviceList = page.getByRole('listbox', { name: 'Services' });
    await services.click();
    await serviceList.getByRole('option', { name: 'Netflix' }).click();
    await expect.poll(() => search(page).get('providers')).toBe('8');
    // The new list has arrived: the old one is no longer shown dimmed and busy.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
    await expect(serviceList).toBeVisible();
    await expect(filters).toBeVisible();
  });

  test('every filter is in reach: on a desktop the page scrolls to the last, on a phone the sheet', async ({
    page,
  }) => {
    await page.goto('/discover/movies');
    const filters = await filterArea(page);
    // A wheel over the filters until the last of them, the kinds of offer, shows.
    const box = await filters.boundingBox();
    await page.mouse.move((box?.x ?? 0) + (box?.width ?? 0) / 2, 600);
    await expect(async () => {
      await page.mouse.wheel(0, 300);
      await expect(filters.getByRole('button', { name: 'Buy' })).toBeInViewport({ timeout: 500 });
    }).toPass();
    await expect(filters.getByRole('combobox', { name: 'Region' })).toBeInViewport();
    await expect(filters.getByRole('combobox', { name: 'Services' })).toBeInViewport();
    await expect(filters.getByRole('group', { name: 'Offer kinds' })).toBeInViewport();
    if (isPhone(page)) {
      // The sheet scrolls under its heading, which keeps the way back to the results in view.
      await expect(filters.getByRole('heading', { name: 'Filters' })).toBeInViewport();
      await expect(page.getByRole('button', { name: 'Show 12,345 titles' })).toBeInViewport();
      return;
    }
    // The page moved, heading and all: nothing between the filters and it scrolls by itself.
    await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
    const scrollingBoxes = await filters.evaluate((section) => {
      const boxes: string[] = [];
      for (let box: Element | null = section; box; box = box.parentElement) {
        if (box === document.documentElement || box === document.body) break;
        const { overflowY } = getComputedStyle(box);
        if (/auto|scroll|hidden/.test(overflowY) && box.scrollHeight > box.clientHeight + 1) {
          boxes.push(`${box.tagName.toLowerCase()}.${box.className}`);
        }
      }
      return boxes;
    });
    expect(scrollingBoxes).toEqual([]);
  });

  test('an empty result says so and offers to clear the filters', async ({ page }) => {
    await page.goto('/discover/movies?genres=99&sortBy=title');
    await expect(page.getByText('No titles match these filters.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '0 titles' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Clear filters' }).last().click();
    await expect.poll(() => page.url()).toMatch(/\/discover\/movies\?sortBy=title$/);
    await expect(page.getByRole('status').filter({ hasText: '12,345 titles' })).toBeVisible();
  });

  test('an address with nonsense in it shows the filters that make sense', async ({ page }) => {
    // The server renders the screen (and asks the API) for the filters the route's search
    // validation keeps; what the visitor sees is those filters and their results.
    await page.goto('/discover/movies?yearFrom=99999&minRating=9&genres=action,28&sortBy=best');
    await expect(page.getByRole('status').filter({ hasText: '12,345 titles' })).toBeVisible();
    const filters = await filterArea(page);
    await expect(filters.getByRole('button', { name: 'Action' })).toBeVisible();
    await expect(filters.getByRole('textbox', { name: 'Released from' })).toHaveValue('');
    await expect(filters.getByRole('combobox', { name: 'Sort by' })).toHaveText('Popularity');
  });

  test('further pages load as the results scroll', async ({ page }) => {
    await page.goto('/discover/movies');
    const results = page.getByRole('region', { name: 'Discover Movies results' });
    await expect(results.getByRole('link', { name: /Orbit of Ash/ })).toBeVisible();
    await results.evaluate((box) => box.scrollTo(0, box.scrollHeight));
    // Page 2 of the fake's discovery holds other titles.
    await expect(results.getByRole('link', { name: /Low Orbit/ })).toBeVisible();
  });

  test('TV has its own genres and orders, and no film certification', async ({ page }) => {
    await page.goto('/discover/tv');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover TV Shows');
    await expect(page.getByRole('status').filter({ hasText: /^1 title$/ })).toBeVisible();
    const filters = await filterArea(page);
    await expect(filters.getByRole('combobox', { name: 'Certification (US)' })).toHaveCount(0);
    await expect(filters.getByRole('textbox', { name: 'First aired from' })).toBeVisible();
    await filters.getByRole('combobox', { name: 'Sort by' }).click();
    await expect(page.getByRole('option')).toHaveText([
      'Popularity',
      'Rating',
      'Release date',
      'Title',
    ]);
  });

  test('on a phone the filters open in a sheet; on a desktop they sit beside the results', async ({
    page,
  }) => {
    await page.goto('/discover/movies');
    await expect(page.getByRole('status').filter({ hasText: '12,345 titles' })).toBeVisible();
    if (!isPhone(page)) {
      await expect(page.getByRole('button', { name: /^Filters/ })).toHaveCount(0);
      const filters = await page.getByRole('region', { name: 'Filters' }).boundingBox();
      const results = await page
        .getByRole('region', { name: 'Discover Movies results' })
        .boundingBox();
      // Side by side, the results as tall as the window lets them be.
      expect((filters?.x ?? 0) + (filters?.width ?? 0)).toBeLessThanOrEqual(results?.x ?? 0);
      expect(results?.width).toBeGreaterThan(600);
      expect(results?.height).toBeGreaterThan(400);
      return;
    }
    await expect(page.getByRole('region', { name: 'Filters' })).toHaveCount(0);
    const sheet = await filterArea(page);
    await sheet.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Title' }).click();
    await expect.poll(() => search(page).get('sortBy')).toBe('title');
    await sheet.getByRole('combobox', { name: 'Certification (US)' }).click();
    await page.getByRole('option', { name: 'Up to PG-13' }).click();
    await expect.poll(() => search(page).get('certification')).toBe('PG-13');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Show 12,345 titles' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  });

  test('Discover is in the menu, after Popular', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Discover' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover Movies');
    // Discover's own choice of catalogue, not the top bar's TV Shows (popular shows).
    await page
      .getByRole('navigation', { name: 'Discover', exact: true })
      .getByRole('link', { name: 'TV Shows' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover TV Shows');
  });

  for (const path of ['/discover/movies', '/discover/tv']) {
    test(`${path} has no axe violations and fits 360 px`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(path);
      await expect(page.getByRole('status').filter({ hasText: /titles?$/ })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
    });
  }
});

test.describe('the watch region', () => {
  test("starts from the browser's language, changes the Watch Guide, and is remembered", async ({
    page,
  }) => {
    await page.goto('/movie/101');
    await page.getByRole('button', { name: 'Watch Guide' }).click();
    const guide = page.getByRole('region', { name: 'Watch Guide' });
    const region = guide.getByRole('combobox', { name: 'Region' });
    await expect(region).toHaveValue('United States');
    await expect(guide.getByRole('link', { name: 'Max' })).toBeVisible();

    await chooseByKeyboard(page, region, 'United Kingdom');
    await expect(guide.getByRole('link', { name: 'Now TV' })).toHaveAttribute(
      'href',
      'https://example.test/gb',
    );
    await expect(guide.getByRole('link', { name: 'Max' })).toHaveCount(0);
    await expect(guide).toContainText('Streaming information courtesy of JustWatch');

    await page.reload();
    await page.getByRole('button', { name: 'Watch Guide' }).click();
    await expect(region).toHaveValue('United Kingdom');
    await expect(guide.getByRole('link', { name: 'Now TV' })).toBeVisible();
  });

  test.describe('for a visitor whose browser speaks German in Germany', () => {
    test.use({ locale: 'de-DE' });

    test('the Watch Guide names the German services offering a film', async ({ page }) => {
      await page.goto('/movie/101');
      // In German too: the browser's language is the UI's on a first visit.
      await page.getByRole('button', { name: 'Wo ansehen' }).click();
      const guide = page.getByRole('region', { name: 'Wo ansehen' });
      await expect(guide.getByRole('combobox', { name: 'Region' })).toHaveValue('Deutschland');
      await expect(guide.getByRole('link', { name: 'Netflix' })).toHaveAttribute(
        'href',
        'https://www.themoviedb.org/movie/101/watch?locale=DE',
      );
    });
  });
});

test.describe('the more lists', () => {
  const lists = [
    { path: '/top-rated/movies', heading: 'Top Rated Movies' },
    { path: '/upcoming/movies', heading: 'Upcoming Movies' },
    { path: '/now-playing/movies', heading: 'Now Playing Movies' },
    { path: '/top-rated/tv', heading: 'Top Rated TV Shows' },
    { path: '/airing-today/tv', heading: 'Airing Today' },
    { path: '/on-the-air/tv', heading: 'On The Air' },
  ];
  for (const { path, heading } of lists) {
    test(`${path} is headed '${heading}' and has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(`${heading} | Media Search`);
      await expectNoAxeViolations(page);
    });
  }

  test('top rated movies lists its titles and is reached from Discover', async ({ page }) => {
    await page.goto('/discover/movies');
    await page
      .getByRole('navigation', { name: 'More lists' })
      .getByRole('link', { name: 'Top Rated Movies' })
      .click();
    await expect(page).toHaveURL(/\/top-rated\/movies$/);
    await expect(
      page
        .getByRole('region', { name: 'Top Rated Movies' })
        .getByRole('link', { name: /Orbit of Ash/ }),
    ).toBeVisible();
  });

  test('a trending list is this week unless Today is chosen, in the address', async ({ page }) => {
    await page.goto('/trending/movies');
    const choice = page.getByRole('group', { name: 'Trending over' });
    await expect(choice.getByRole('button', { name: 'This Week' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const asked = page.waitForRequest((request) => request.url().includes('/api/movie/trending'));
    await choice.getByRole('button', { name: 'Today' }).click();
    expect(new URL((await asked).url()).searchParams.get('window')).toBe('day');
    await expect(page).toHaveURL(/\/trending\/movies\?window=day$/);
    // The day's list has arrived (the choice shows it) before the page is checked.
    await expect(choice.getByRole('button', { name: 'Today' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trending Movies');
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(choice.getByRole('button', { name: 'Today' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/trending\/movies$/);
    await expect(choice.getByRole('button', { name: 'This Week' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

test.describe('the home screen', () => {
  test('offers rows to browse while the box is empty, and results once typed', async ({ page }) => {
    await page.goto('/');
    await expect(
      page
        .getByRole('region', { name: 'Popular Movies' })
        .getByRole('link', { name: /Orbit of Ash/ }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Popular TV Shows' })
        .getByRole('link', { name: /Night Shift Diaries/ }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Trending Today' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByPlaceholder('Search Movies, TV, Actors').fill('orbit');
    await expect(page.getByRole('region', { name: 'Popular Movies' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Results for orbit' })).toBeVisible();

    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.getByRole('link', { name: 'Discover Movies' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover Movies');
  });
});
