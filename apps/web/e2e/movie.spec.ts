import { expect, test } from './support/test.ts';

test.describe('movie details', () => {
  test('shows every field, formatted', async ({ page }) => {
    await page.goto('/movie/101');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orbit of Ash (1999)');
    await expect(page.getByRole('img', { name: 'Orbit of Ash poster' })).toBeVisible();
    await expect(page.getByText('4.2/5.0 (30412)')).toBeVisible();
    // Read out exactly, with what the count counts (the stars would say a rounded '4 Stars').
    await expect(page.getByText('Rated 4.2 out of 5 from 30,412 votes')).toHaveCount(1);
    await expect(page.getByTitle('30,412 votes')).toBeVisible();
    await expect(page.getByText('Nothing in orbit stays lost.')).toBeVisible();
    await expect(page.getByText('A salvage pilot finds a derelict station')).toBeVisible();
    const facts = page.locator('main dl');
    await expect(facts).toContainText('Budget:$63,000,000');
    await expect(facts).toContainText('Revenue:$100,853,753');
    await expect(facts).toContainText('Genres:Science Fiction - Drama');
    await expect(facts).toContainText('Runtime:139 mins');
    const imdb = page.getByRole('link', { name: 'IMDB' });
    await expect(imdb).toHaveAttribute('href', 'https://www.imdb.com/title/tt9000101/');
    await expect(imdb).toHaveAttribute('target', '_blank');
  });

  test('plays the trailer in a full-screen dialog that closes', async ({ page }) => {
    await page.goto('/movie/101');
    await page.getByRole('button', { name: 'Watch Trailer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Orbit of Ash trailer' });
    await expect(dialog).toBeVisible();
    const player = dialog.locator('iframe');
    await expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/BBBBBBBBBB2?autoplay=1&rel=0&modestbranding=1',
    );
    await expect(player).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(page.viewportSize()?.width);
    await dialog.getByRole('button', { name: 'Close trailer' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the Watch Guide lists providers by group', async ({ page }) => {
    await page.goto('/movie/101');
    await page.getByRole('button', { name: 'Watch Guide' }).click();
    const guide = page.getByRole('region', { name: 'Watch Guide' });
    await expect(guide.getByRole('heading', { level: 3 })).toHaveText([
      'Subscription',
      'Free (Ad supported)',
      'Rent',
      'Buy',
    ]);
    // Each provider is named in text, beside its logo, and links to the title's watch page.
    await expect(guide.getByRole('link', { name: 'Netflix' })).toBeVisible();
    await expect(guide.getByRole('link', { name: 'Max' })).toBeVisible();
    await expect(guide.getByRole('link', { name: 'Tubi TV' })).toBeVisible();
    await expect(guide.getByRole('link', { name: 'Apple TV' })).toHaveCount(2);
    await expect(guide.getByRole('link', { name: 'Netflix' })).toHaveAttribute(
      'href',
      'https://www.themoviedb.org/movie/101/watch?locale=US',
    );
    await expect(guide).toContainText('Streaming information courtesy of JustWatch');
  });

  test('a movie with little data shows its empty states', async ({ page }) => {
    await page.goto('/movie/102');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le Port Tranquille');
    await expect(page.getByText('Quiet Harbor', { exact: true })).toBeVisible();
    await expect(page.getByText('0.0/5.0 (0)')).toBeVisible();
    await expect(page.locator('main dl')).toContainText('Budget:$0');
    await expect(page.getByRole('link', { name: 'IMDB' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Watch Trailer' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Watch Guide' }).click();
    await expect(page.getByRole('region', { name: 'Watch Guide' }).getByText('None')).toHaveCount(
      4,
    );
  });

  test('a cast card leads to the person', async ({ page }) => {
    await page.goto('/movie/101');
    const card = page.getByRole('link', { name: /Teo Varga/ });
    await expect(card).toContainText('(unknown)');
    await page.getByRole('link', { name: /Mara Quill/ }).click();
    await expect(page).toHaveURL(/\/person\/301$/);
  });
});
