/**
 * Whether the screen being drawn is the visit's first, opened afresh. Only then may a screen
 * draw its lower parts a moment after the rest (components/media/detail-layout.tsx): after a
 * reload, or back and forward, the router puts the page back where the reader left it as the
 * screen renders, and a page still short of its lower parts cannot scroll that far.
 */
let firstScreen = true;

export function opensAfresh(): boolean {
  if (!firstScreen) return false;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return !navigation || navigation.type === 'navigate';
}

/** Called once the first screen is up: every later screen is drawn whole at once. */
export function firstScreenShown(): void {
  firstScreen = false;
}
