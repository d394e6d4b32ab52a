import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
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

interface SectionProps {
  heading: string;
  /** A fixed id for the heading, for a link on the page that jumps to it. */
  headingId?: string;
  /** Controls for the whole part, at the heading's end (a row's See all, Previous and Next). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A part of a detail screen under its heading, named by it (a region landmark). */
export function Section({ heading, headingId, actions, children }: SectionProps) {
  const generatedId = useId();
  const id = headingId ?? generatedId;
  const headingElement = <SectionHeading id={id}>{heading}</SectionHeading>;
  return (
    <Box component="section" aria-labelledby={id}>
      {actions ? (
        <Stack
          direction="row"
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, mt: 3, mb: 2 }}
        >
          <Box sx={{ flexGrow: 1, '& > h2': { m: 0 } }}>{headingElement}</Box>
          <Stack direction="row" sx={{ alignItems: 'center' }}>
            {actions}
          </Stack>
        </Stack>
      ) : (
        headingElement
      )}
      {children}
    </Box>
  );
}
