import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface CollapsiblePanelProps {
  /** A section heading (h2), and the name of the panel's region. */
  title: string;
  children: ReactNode;
}

/**
 * A closed-by-default section, such as 'Watch Guide', 'Seasons' or 'Biography'. What it holds is
 * drawn when it is first opened (MUI's `unmountOnExit`), not with the page: a closed panel costs
 * the first screen no rendering and its pictures no downloads.
 */
export function CollapsiblePanel({ title, children }: CollapsiblePanelProps) {
  const id = useId();
  return (
    <Accordion
      sx={{ my: 3 }}
      slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}
    >
      {/* MUI ties the region to its summary only through these two ids. */}
      <AccordionSummary
        expandIcon={<ExpandMore />}
        id={`${id}-summary`}
        aria-controls={`${id}-region`}
      >
        <Typography variant="h6" component="span">
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>{children}</AccordionDetails>
    </Accordion>
  );
}
