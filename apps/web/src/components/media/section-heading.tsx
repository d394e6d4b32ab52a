import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The heading of a part of a detail screen, one level below the screen's title. */
export function SectionHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 2 }}>
      {children}
    </Typography>
  );
}
