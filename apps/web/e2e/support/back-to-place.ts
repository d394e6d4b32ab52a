/**
 * Opens a card where it is on screen and comes back with the browser's Back, as a reader does:
 * a tap where the card is (nothing scrolls it into view first), the title's page shown whole,
 * then Back.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './test.ts';

export async function openAndComeBack(page: Page, card: Locator): Promise<void> {
  const title = (await card.getByRole('heading').textContent()) ?? '';
  const box = await card.boundingBox();
  const windowHeight = page.viewportSize()?.height ?? 0;
  if (!box || box.y < 0 || box.y + box.height / 2 > windowHeight) {
    throw new Error('the card is not in view');
  }
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await page.goBack();
}
