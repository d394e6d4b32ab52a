import type { SxProps, Theme } from '@mui/material/styles';

/** A list of cards laid out as a grid: as many 240 px columns as fit, one on narrow phones. */
export const cardGridSx = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  gap: 2,
  m: 0,
  listStyle: 'none',
} satisfies SxProps<Theme>;
