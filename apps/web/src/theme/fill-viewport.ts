/**
 * A screen whose content scrolls in a box of its own (lists and search results, SPEC §2's
 * 80vh grid) fits the window rather than letting the page scroll too: two nested scroll areas
 * made those screens jump. While such a box is shown, the page is a column exactly as tall as
 * the window and every element between it and the box stretches to the room left, so the box
 * is 80vh when that fits and shrinks to what the bar, heading and footer leave when not.
 */
export const FILLS_VIEWPORT_ATTRIBUTE = 'data-fills-viewport';

const box = `[${FILLS_VIEWPORT_ATTRIBUTE}]`;

export const fillViewportStyles = {
  [`#root:has(${box})`]: { display: 'flex', flexDirection: 'column', height: '100dvh' },
  [`#root:has(${box}) :has(${box})`]: {
    display: 'flex',
    flexDirection: 'column',
    flex: '1 1 0',
    minHeight: 0,
  },
} as const;
