import type { SxProps, Theme } from '@mui/material/styles';

/** A list of cards laid out as a grid: as many 240 px columns as fit, one on narrow phones. */
export const cardGridSx = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  gap: 2,
  m: 0,
  listStyle: 'none',
} satisfies SxProps<Theme>;

/** Tall cards (people, posters) in narrower columns: two even on a 360 px phone. */
export const tallCardGridSx = {
  ...cardGridSx,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 140px), 1fr))',
} satisfies SxProps<Theme>;
