/**
 * A guess at the viewport from the browser's user agent, for a screen whose layout depends on
 * it and which the server draws (Discover: its filters beside the results, or in a sheet on a
 * phone). The server cannot see the viewport, so it draws for the guess, and the app's first
 * render of that screen takes the same guess, so that it matches the drawn one; the screen then
 * follows the real viewport (as MUI's `useMediaQuery` does with `defaultMatches`). The server
 * keys its drawn pages by the same test (apps/server/src/pages/web-pages.ts).
 */

/**
 * The guess for the request the server renders a page for, made by the server from its
 * user agent by the same test (entry-server.tsx sets it).
 */
let requestLooksLikePhone: boolean | undefined;

export function renderForViewport(viewport: 'phone' | 'wide'): void {
  requestLooksLikePhone = viewport === 'phone';
}

/** Whether the browser is most likely a phone's: its user agent says "Mobile". */
export function looksLikePhone(): boolean {
  return (
    requestLooksLikePhone ??
    /\bMobi/.test(typeof navigator === 'undefined' ? '' : navigator.userAgent)
  );
}
