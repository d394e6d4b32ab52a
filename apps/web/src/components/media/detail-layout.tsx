import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { AfterFirstPaint } from '@/components/layout/after-first-paint.tsx';

interface DetailLayoutProps {
  /**
   * The picture column: beside the details on wider screens; on phones above them, smaller, so
   * a phone's first screen holds the artwork and the title with its rating, as TMDB's does.
   */
  image: ReactNode;
  /** A wide picture (an episode's still) fills a phone's width; a poster stays narrower. */
  wideImage?: boolean;
  /** The details beside the picture. */
  children: ReactNode;
  /** Full-width parts below, such as the watch guide and cast. */
  below?: ReactNode;
}

/**
 * A CSS grid that places each column in its cell by name, with the details first in the
 * document (as they are read). A drawn page is painted while it is still arriving: placed by
 * order instead, a picture that comes after the details in the document would be painted where
 * the details read so far end and moved as the rest arrived (a layout shift of up to 0.11 on a
 * phone), and on wider screens the details would jump aside when the picture column arrived.
 * Named cells keep each part where it ends up from its first paint.
 */
const columns = {
  display: 'grid',
  gap: 3,
  gridTemplateAreas: { xs: '"picture" "details"', sm: '"picture details"' },
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'minmax(0, 4fr) minmax(0, 8fr)',
    md: 'minmax(0, 3fr) minmax(0, 9fr)',
  },
  alignItems: 'start',
} as const;

export function DetailLayout({ image, wideImage = false, children, below }: DetailLayoutProps) {
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      {/* On a first visit, the details come in a render of their own, and the parts below
          in one more (each a transition), so no long task holds the page for all of it. */}
      <AfterFirstPaint>
        <Box sx={columns}>
          <Box sx={{ gridArea: 'details' }}>{children}</Box>
          <Box
            sx={{
              gridArea: 'picture',
              width: '100%',
              // A phone's poster leaves room below it for the title and rating on the first screen.
              maxWidth: { xs: wideImage ? 'none' : 180, sm: 'none' },
              justifySelf: 'center',
            }}
          >
            {image}
          </Box>
        </Box>
        <AfterFirstPaint>{below}</AfterFirstPaint>
      </AfterFirstPaint>
    </Container>
  );
}
