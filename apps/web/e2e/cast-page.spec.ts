/**
 * Issue 27, finding 15: a long Full Cast & Crew page leads from its top to the crew and back,
 * and narrows the crew to one department (against the fake TMDB's Orbit of Ash).
 */
import type { Locator, Page } from '@playwright/test';
import { appStarted } from './support/app-started.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

/** Whether the element's top is on screen, below the sticky top bar. */
async function expectInViewBelowTopBar(page: Page, element: Locator) {
  const bar = await page.getByRole('banner').boundingBox();
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  if (!bar || !box || !viewport) throw new Error('the bar, the element and the window have sizes');
  expect(box.y, 'not hidden under the top bar').toBeGreaterThanOrEqual(bar.y + bar.height);
  expect(box.y + box.height, 'on screen').toBeLessThanOrEqual(viewport.height);
}

test.describe('Full Cast & Crew of a long title', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/movie/101/cast');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Full Cast & Crew');
    // Before hydration a jump is the browser's own (it follows the link's #fragment); these
    // tests are about the app's, which also moves the focus.
    await appStarted(page);
  });

  test('jumps from the top to the crew and back to the cast, by mouse and by keyboard', async ({
    page,
  }) => {
    const jumps = page.getByRole('navigation', { name: 'Jump to' });
    await expect(jumps.getByRole('link')).toHaveText(['Cast (27)', 'Crew (14)']);
    const crewHeading = page.getByRole('heading', { level: 2, name: 'Crew (14)' });
    const castHeading = page.getByRole('heading', { level: 2, name: 'Cast (27)' });

    await jumps.getByRole('link', { name: 'Crew (14)' }).click();
    await expect(crewHeading).toBeFocused();
    await expectInViewBelowTopBar(page, crewHeading);
    // A jump within the screen, not a new address.
    await expect(page).toHaveURL(/\/movie\/101\/cast$/);

    const back = page.getByRole('region', { name: /^Crew/ }).getByRole('link', {
      name: 'Back to Cast',
    });
    await back.focus();
    await page.keyboard.press('Enter');
    await expect(castHeading).toBeFocused();
    await expectInViewBelowTopBar(page, castHeading);
    // Tab goes on from the cast's heading: to the first person in it.
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('region', { name: /^Cast/ }).getByRole('link', { name: 'Mara Quill' }),
    ).toBeFocused();
  });

  test('narrows the crew to one department and back to all', async ({ page }) => {
    const crew = page.getByRole('region', { name: /^Crew/ });
    const choice = crew.getByRole('combobox', { name: /^Department/ });
    await expect(choice).toHaveText('All departments (14)');
    await choice.click();
    await expect(page.getByRole('option')).toHaveText([
      'All departments (14)',
      'Directing (2)',
      'Writing (3)',
      'Production (2)',
      'Camera (1)',
      'Editing (1)',
      'Sound (1)',
      'Art (1)',
      'Costume & Make-Up (1)',
      'Visual Effects (1)',
      'Crew (1)',
      'Lighting (1)',
    ]);
    await page.getByRole('option', { name: 'Writing (3)' }).click();
    await expect(choice).toHaveText('Writing (3)');
    await expect(crew.getByRole('heading', { level: 3 })).toHaveText([/^Writing/]);
    await expect(crew.getByRole('region', { name: 'Writing' }).getByRole('listitem')).toHaveCount(
      3,
    );
    // The cast is untouched.
    await expect(page.getByRole('region', { name: /^Cast/ }).getByRole('listitem')).toHaveCount(27);
    await expectNoAxeViolations(page);

    await choice.click();
    await page.getByRole('option', { name: 'All departments (14)' }).click();
    await expect(crew.getByRole('heading', { level: 3 })).toHaveCount(11);
  });

  test('fits 360 px with its jumps and choice, and has no axe violations', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByRole('navigation', { name: 'Jump to' })).toBeVisible();
    await expectNoAxeViolations(page);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, 'nothing scrolls sideways').toBeLessThanOrEqual(clientWidth);
  });
});
