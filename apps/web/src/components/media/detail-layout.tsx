import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { ReservedSpace } from '@/components/layout/reserved-space.tsx';
import { firstScreenShown, opensAfresh } from '@/lib/first-screen.ts';

interface DetailLayoutProps {
  /**
   * The picture column: beside the details on wider screens; on phones after them, smaller, so
   * the first screen a visitor sees is the title, rating and heart rather than a whole poster.
   */
  image: ReactNode;
  /** The details beside the picture. */
  children: ReactNode;
  /** Full-width parts below, such as the watch guide and cast. */
  below?: ReactNode;
}

export function DetailLayout({ image, children, below }: DetailLayoutProps) {
  // On a visit's first screen the parts below are drawn in a second pass React can interrupt,
  // after the details have painted: the first paint comes sooner and no single task holds the
  // page for the whole screen.
  const [deferBelow] = useState(opensAfresh);
  const belowReady = useDeferredValue(true, !deferBelow);
  useEffect(firstScreenShown, []);
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Grid container spacing={3}>
        <Grid
          size={{ xs: 12, sm: 4, md: 3 }}
          sx={{ order: { xs: 2, sm: 1 }, maxWidth: { xs: 280, sm: 'none' }, mx: 'auto' }}
        >
          {image}
        </Grid>
        <Grid size={{ xs: 12, sm: 8, md: 9 }} sx={{ order: { xs: 1, sm: 2 } }}>
          {children}
        </Grid>
      </Grid>
      {belowReady ? below : <ReservedSpace />}
    </Container>
  );
}
