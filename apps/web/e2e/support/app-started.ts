import type { Page } from '@playwright/test';

/**
 * Whether the app has hydrated the page: a server-rendered screen shows before it has, and its
 * links are plain links until then (which a test that goes offline next must not follow). React
 * starts on the root at once but hydrates the screen in slices; a control is the app's once
 * React has attached its props to the element.
 */
function everyControlIsReacts(): boolean {
  const root = document.getElementById('root');
  const controls = root ? [...root.querySelectorAll('a, button, input')] : [];
  const isReacts = (element: Element) =>
    Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  return controls.length > 0 && controls.every(isReacts);
}

export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(everyControlIsReacts);
}

export function hasAppStarted(page: Page): Promise<boolean> {
  return page.evaluate(everyControlIsReacts);
}
