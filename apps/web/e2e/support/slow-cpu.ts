import type { Page } from '@playwright/test';

/**
 * Runs the page's main thread as a low-end phone would, many times slower than this machine:
 * what a visitor there notices (a screen swapped out under their finger) shows up at once,
 * not only in a loaded CI run. Chromium's own throttling, through the DevTools protocol.
 */
export async function slowCpu(page: Page, rate = 8): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}
