import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';
import { AfterFirstPaint } from '@/components/layout/after-first-paint.tsx';

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
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      {/* On a first visit, the details come in a render of their own, and the parts below
          in one more (each a transition), so no long task holds the page for all of it. */}
      <AfterFirstPaint>
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
        <AfterFirstPaint>{below}</AfterFirstPaint>
      </AfterFirstPaint>
    </Container>
  );
}
