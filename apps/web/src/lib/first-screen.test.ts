import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module, with the page load's navigation of the given type. */
async function firstScreenAfter(type?: NavigationTimingType) {
  vi.resetModules();
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue(
    type ? [{ type } as PerformanceNavigationTiming] : [],
  );
  return import('./first-screen.ts');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the first screen of a visit', () => {
  it('is opened afresh after a plain navigation, until the first move elsewhere', async () => {
    const { opensAfresh, leaveFirstScreen } = await firstScreenAfter('navigate');
    expect(opensAfresh()).toBe(true);
    expect(opensAfresh()).toBe(true);
    leaveFirstScreen();
    expect(opensAfresh()).toBe(false);
  });

  it('is not after a reload or back/forward, where a scroll position is restored', async () => {
    expect((await firstScreenAfter('reload')).opensAfresh()).toBe(false);
    expect((await firstScreenAfter('back_forward')).opensAfresh()).toBe(false);
  });

  it('holds nothing back when the server drew it into the page', async () => {
    const { opensAfresh, takeOverDrawnScreen } = await firstScreenAfter('navigate');
    takeOverDrawnScreen();
    expect(opensAfresh()).toBe(false);
  });

  it('is not without a page load (a test document)', async () => {
    expect((await firstScreenAfter()).opensAfresh()).toBe(false);
  });
});
