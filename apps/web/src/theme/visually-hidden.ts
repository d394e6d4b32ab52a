import type { SxProps, Theme } from '@mui/material/styles';

/** Hidden on screen, still read by assistive technology (e.g. a page heading implied by layout). */
export const visuallyHidden: SxProps<Theme> = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  p: 0,
  m: -0.125,
};
