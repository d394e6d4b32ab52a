/**
 * jsdom has no `matchMedia`, and no viewport to match against. Tests get one that matches no
 * query (setup.ts), or one that answers width queries for the width a test sets.
 */

/** The media queries the app asks by width: `(min-width: 1024px)`, `(max-width: 899.95px)`. */
function matchesWidth(query: string, width: number): boolean {
  const min = /\(min-width:\s*([\d.]+)px\)/.exec(query);
  const max = /\(max-width:\s*([\d.]+)px\)/.exec(query);
  if (!min && !max) return false;
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

function matchMediaFor(width: number | undefined): typeof window.matchMedia {
  return (query) => ({
    media: query,
    matches: width !== undefined && matchesWidth(query, width),
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
}

/** From now until the test ends, width queries answer as a viewport `width` px wide would. */
export function setViewportWidth(width: number): void {
  window.matchMedia = matchMediaFor(width);
}

/** No query matches: the start of every test. */
export function resetViewport(): void {
  window.matchMedia = matchMediaFor(undefined);
}
