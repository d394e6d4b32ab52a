/** Links to the previous and next season or episode, the next one kept to the right. */
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface NeighbourNavProps {
  /** Names the navigation landmark, e.g. 'Seasons'. */
  label: string;
  previous: ReactNode;
  next: ReactNode;
}

export function NeighbourNav({ label, previous, next }: NeighbourNavProps) {
  if (!previous && !next) return null;
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, my: 2 }}
    >
      {previous}
      {next && <Box sx={{ ml: 'auto' }}>{next}</Box>}
    </Box>
  );
}

interface NeighbourTextProps {
  /** 'Previous season', 'Next episode'… */
  caption: string;
  children: ReactNode;
}

/** A link's content: what it is, small, over where it goes. */
export function NeighbourText({ caption, children }: NeighbourTextProps) {
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column', textAlign: 'start' }}>
      <Typography variant="caption" component="span" sx={{ textTransform: 'none' }}>
        {caption}
      </Typography>
      <span>{children}</span>
    </Box>
  );
}

export const previousIcon = <ChevronLeft aria-hidden />;
export const nextIcon = <ChevronRight aria-hidden />;
