import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Checks the page with axe; a violation is reported with the elements it found.
 *
 * Legacy mode runs axe once in the page. The default opens a second, blank page and loads axe
 * into it again to merge each frame's results, about two seconds a scan on CI's two cores, for
 * cross-origin frames alone: the app's only one is the trailer, whose stand-in player
 * (support/test.ts) is ours, not the app's. The iframe element itself is still checked.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
  expect(
    violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
    ),
  ).toEqual([]);
}

/**
 * Checks the page with axe once its animations have finished: a dialog still fading in has its
 * text at part opacity, which axe reads as low contrast (a CI run failed on the profile dialog).
 */
export async function expectNoAxeViolationsOnceStill(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await expectNoAxeViolations(page);
}
