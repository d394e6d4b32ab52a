import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A list laid out as one row that scrolls sideways, so a long list costs one row of the page.
 * Its items are links or buttons, so keyboard users reach (and scroll to) each in turn.
 */
export function ScrollRow({ children }: { children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        display: 'flex',
        gap: 2,
        overflowX: 'auto',
        scrollSnapType: 'x proximity',
        p: 0,
        pb: 1,
        m: 0,
        listStyle: 'none',
        '& > li': { flex: '0 0 auto', scrollSnapAlign: 'start' },
      }}
    >
      {children}
    </Box>
  );
}
