import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';

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
 * A CSS grid with each column in a cell of its own name, and the picture first in the document,
 * as it is first on the screen at every width (above the details on a phone, left of them on
 * wider screens). A server-rendered page is painted while it is still arriving, so whatever is painted
 * must already be where it ends up: a part painted before one shown above it would be pushed
 * down when that one arrived (a layout shift of up to 0.11 on a phone, when the picture came
 * after the details in the document and was shown above them).
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
      <Box sx={columns}>
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
        <Box sx={{ gridArea: 'details' }}>{children}</Box>
      </Box>
      {below}
    </Container>
  );
}
