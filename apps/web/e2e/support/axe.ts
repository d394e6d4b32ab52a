import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Checks the page with axe; a violation is reported with the elements it found. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
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
