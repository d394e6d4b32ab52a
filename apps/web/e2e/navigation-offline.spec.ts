/** Issue 27 finding 6 on the demo catalogue: the home rows' buttons and "See all". */
import { appStarted } from './support/app-started.ts';
import { expect, test } from './support/test.ts';

test('a home row of the demo catalogue moves along and opens its whole list', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await appStarted(page);
  const row = page.getByRole('region', { name: 'Popular TV Shows' });
  const scrolled = () => row.getByRole('list').evaluate((list) => list.scrollLeft);
  if (!testInfo.project.name.includes('phone')) {
    const previous = row.getByRole('button', { name: 'Previous titles' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await row.getByRole('button', { name: 'Next titles' }).click();
    await expect.poll(scrolled).toBeGreaterThan(300);
    await expect(previous).toHaveAttribute('aria-disabled', 'false');
    // From the keyboard, the button keeps its focus when the row reaches its start.
    await previous.focus();
    await page.keyboard.press('Enter');
    await expect.poll(scrolled).toBe(0);
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(previous).toBeFocused();
  }
  await row.getByRole('link', { name: 'See all Popular TV Shows' }).click();
  await expect(page).toHaveURL(/\/popular\/tv$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Popular TV Shows' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: /Popular TV Shows/ }).getByRole('link'),
  ).not.toHaveCount(0);
});
