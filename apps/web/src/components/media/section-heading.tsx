import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** The heading of a part of a detail screen, one level below the screen's title. */
export function SectionHeading({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <Typography variant="h5" component="h2" id={id} sx={{ mt: 3, mb: 2 }}>
      {children}
    </Typography>
  );
}

/** A part of a detail screen under its heading, named by it (a region landmark). */
export function Section({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <SectionHeading id={id}>{heading}</SectionHeading>
      {children}
    </Box>
  );
}
