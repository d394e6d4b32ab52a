import type { SxProps, Theme } from '@mui/material/styles';

/** Hidden on screen, still read by assistive technology (e.g. a page heading implied by layout). */
export const visuallyHidden: SxProps<Theme> = {
  position: 'absolute',
  // Strings: in `sx`, a bare 1 would mean 100 %.
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  p: 0,
  m: '-1px',
};
