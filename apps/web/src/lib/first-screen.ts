/**
 * Whether the screen being drawn is the visit's first, opened afresh. Only then may a screen
 * draw its parts a moment after the rest (components/layout/after-first-paint.tsx): after a
 * reload, or back and forward, the router puts the page back where the reader left it as the
 * screen renders, and a page still short of its parts cannot scroll that far. A screen the
 * server drew into the page is taken over whole, with nothing held back (main.tsx); the
 * server's own render, which has no page load's timing, draws every part too.
 */
let firstScreen = true;
let drawnByServer = false;

export function opensAfresh(): boolean {
  return firstScreen && !drawnByServer && loadedAfresh();
}

/**
 * Whether the page was loaded by a plain navigation, not a reload or back/forward (where a
 * reader's place is restored). Without a page load's timing (a test's document) it was not.
 */
function loadedAfresh(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'navigate';
}

/** The router calls it on the visit's first move to another address (app/router.tsx). */
export function leaveFirstScreen(): void {
  firstScreen = false;
}

/** main.tsx calls it before it takes over a screen the server drew. */
export function takeOverDrawnScreen(): void {
  drawnByServer = true;
}

/** The server's render calls it before each screen it draws: each is a visit's first. */
export function drawOnServer(): void {
  firstScreen = true;
  drawnByServer = true;
}

/**
 * Whether this is the visit's first screen and the server drew it (or is drawing it): it is
 * drawn whole at once, with the parts another first screen draws a moment later.
 */
export function isDrawnScreen(): boolean {
  return firstScreen && drawnByServer;
}
