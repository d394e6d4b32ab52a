import type { Theme } from '@mui/material/styles';

const RING_WIDTH = '3px';

/** The keyboard focus ring of every control: 3 px of the scheme's ring colour (theme.ts). */
export const focusRing = (theme: Theme) =>
  ({
    outline: `${RING_WIDTH} solid ${theme.vars.palette.focusRing}`,
    outlineOffset: '2px',
  }) as const;

/**
 * The same ring drawn just inside the control's edge, for a control that fills a box that
 * clips what lies outside it (a card's clickable area: Card sets `overflow: hidden`).
 */
export const insetFocusRing = { outlineOffset: `-${RING_WIDTH}` } as const;
