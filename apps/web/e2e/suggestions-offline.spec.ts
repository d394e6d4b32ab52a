/** The top bar's suggestions on the demo catalogue, answered from the pack's search index. */
import { expectNoAxeViolationsOnceStill } from './support/axe.ts';
import { expect, test } from './support/test.ts';
import { BACKGROUND, bodyBackground } from './support/themes.ts';

test.describe('suggestions offline', () => {
  test('suggest from the pack, open a person by keyboard and the full results by Enter', async ({
    page,
  }) => {
    await page.goto('/discover/movies');
    await page
      .getByRole('navigation', { name: 'Site' })
      .getByRole('button', { name: 'Search' })
      .click();
    const box = page.getByRole('combobox', { name: 'Search Movies, TV, Actors' });
    await box.pressSequentially('lord of');
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options).toHaveText([
      /The Lord of the Rings: The Fellowship of the Ring\s*2001 · Movie/,
      /The Lord of the Rings: The Return of the King\s*2003 · Movie/,
      /The Lord of the Rings: The Two Towers\s*2002 · Movie/,
    ]);
    // The pack's drawn poster.
    await expect(options.first().locator('img')).toHaveAttribute(
      'src',
      /\/api\/art\/w500\/movie\/120\/poster\.svg$/,
    );
    await expectNoAxeViolationsOnceStill(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => bodyBackground(page)).toBe(BACKGROUND.dark);
    await expectNoAxeViolationsOnceStill(page);

    // A newer text replaces the list: people, without a year.
    await box.fill('brad pi');
    await expect(options.first()).toHaveText(/^Brad Pitt\s*Person$/);
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/person\/287$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brad Pitt');

    await page
      .getByRole('navigation', { name: 'Site' })
      .getByRole('button', { name: 'Search' })
      .click();
    await box.pressSequentially('thrones');
    await expect(options.first()).toHaveText(/Game of Thrones/);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/\?q=thrones$/);
    await expect(
      page
        .getByRole('region', { name: 'Results for thrones' })
        .getByRole('link', { name: /Game of Thrones/ }),
    ).toBeVisible();
  });
});
