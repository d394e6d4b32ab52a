import type { Theme } from '@mui/material/styles';

/** The keyboard focus ring of every control: 3 px of the scheme's ring colour (theme.ts). */
export const focusRing = (theme: Theme) =>
  ({ outline: `3px solid ${theme.vars.palette.focusRing}`, outlineOffset: '2px' }) as const;
