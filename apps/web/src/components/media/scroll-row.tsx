import Box from '@mui/material/Box';
import type { ReactNode, Ref } from 'react';

/**
 * A list laid out as one row that scrolls sideways, so a long list costs one row of the page.
 * Its items are links or buttons, so keyboard users reach (and scroll to) each in turn.
 */
export function ScrollRow({
  children,
  id,
  ref,
}: {
  children: ReactNode;
  /** For the controls that scroll it (`aria-controls`). */
  id?: string;
  ref?: Ref<HTMLUListElement>;
}) {
  return (
    <Box
      component="ul"
      id={id}
      ref={ref}
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
