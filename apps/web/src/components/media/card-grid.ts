import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The CSS custom property through which a grid gives every card's picture the same shape, so
 * a row never mixes a tall card with wide ones (a card reads it through `cardImageRatio`).
 */
const CARD_IMAGE_RATIO = '--card-image-ratio';

/**
 * A result card's picture box: the shape its grid sets, else wide, the shape of the backdrop
 * SPEC prefers (rows of related titles set none).
 */
export const cardImageRatio = `var(${CARD_IMAGE_RATIO}, 16 / 9)`;

/**
 * A list of cards laid out as a grid, its pictures wide: two or three columns on a phone (a
 * 360 px one included), as many 240 px columns as fit from a tablet on.
 */
export const cardGridSx = {
  display: 'grid',
  gridTemplateColumns: {
    xs: 'repeat(auto-fill, minmax(min(100%, 136px), 1fr))',
    sm: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  },
  gap: { xs: 1.5, sm: 2 },
  m: 0,
  listStyle: 'none',
  [CARD_IMAGE_RATIO]: '16 / 9',
} satisfies SxProps<Theme>;

/** Tall cards (people only) in narrower columns, their pictures portraits: two on a phone. */
export const tallCardGridSx = {
  ...cardGridSx,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 140px), 1fr))',
  [CARD_IMAGE_RATIO]: '2 / 3',
} satisfies SxProps<Theme>;
