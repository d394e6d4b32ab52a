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

/**
 * A part of a screen under its heading, named by it (a region landmark). `actions` sit at the
 * heading's end, on its line (a row's "See all" and its previous and next buttons).
 */
export function Section({
  heading,
  actions,
  children,
}: {
  heading: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      {actions ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 3, mb: 2 }}>
          <Typography variant="h5" component="h2" id={id} sx={{ flexGrow: 1, minWidth: 0 }}>
            {heading}
          </Typography>
          {actions}
        </Box>
      ) : (
        <SectionHeading id={id}>{heading}</SectionHeading>
      )}
      {children}
    </Box>
  );
}
