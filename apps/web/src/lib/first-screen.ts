/**
 * Whether the screen being drawn is the visit's first, opened afresh. Only then may a screen
 * draw its parts a moment after the rest (components/layout/after-first-paint.tsx): after a
 * reload, or back and forward, the router puts the page back where the reader left it as the
 * screen renders, and a page still short of its parts cannot scroll that far.
 */
let firstScreen = true;

export function opensAfresh(): boolean {
  if (!firstScreen) return false;
  // Without a page load's timing (a test's document, say) there is no first visit to speed up.
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'navigate';
}

/** The router calls it on the visit's first move to another address (app/router.tsx). */
export function leaveFirstScreen(): void {
  firstScreen = false;
}
