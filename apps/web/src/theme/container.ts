import type { Breakpoint, Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

/**
 * MUI's Container as `sx`: centred, 16 px gutters (24 px from the `sm` breakpoint), no wider
 * than the given breakpoint. The first screen uses it in place of Container's own module.
 */
export const container = (maxWidth: Breakpoint): SystemStyleObject<Theme> => ({
  width: '100%',
  maxWidth,
  mx: 'auto',
  px: { xs: 2, sm: 3 },
});
