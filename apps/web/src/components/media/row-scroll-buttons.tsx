/**
 * Previous and next buttons for a row that scrolls sideways (scroll-row.tsx): a mouse has no
 * sideways swipe, and a row shows five or six of its twenty cards on a wide screen. Phones
 * swipe, so the buttons are not shown there. Each moves the row by most of its width, leaving
 * the last card in view as the first of the next.
 */
import { useLingui } from '@lingui/react';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useEffect, useState, type RefObject } from 'react';

interface RowEnds {
  atStart: boolean;
  atEnd: boolean;
}

/** Where the row stands: at its start until it has been measured, as the server renders it. */
function useRowEnds(row: RefObject<HTMLElement | null>): RowEnds {
  const [ends, setEnds] = useState<RowEnds>({ atStart: true, atEnd: false });
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const measure = () => {
      const atStart = element.scrollLeft <= 1;
      const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
      setEnds((was) => (was.atStart === atStart && was.atEnd === atEnd ? was : { atStart, atEnd }));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      resized.disconnect();
    };
  }, [row]);
  return ends;
}

function scrollRow(row: HTMLElement, direction: 1 | -1) {
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  row.scrollBy({ left: direction * row.clientWidth * 0.85, behavior: smooth ? 'smooth' : 'auto' });
}

/** Each direction's name (message IDs). */
const LABELS = { [-1]: /*i18n*/ 'media.previousTitles', 1: /*i18n*/ 'media.nextTitles' } as const;

interface RowScrollButtonsProps {
  row: RefObject<HTMLElement | null>;
  rowId: string;
}

export function RowScrollButtons({ row, rowId }: RowScrollButtonsProps) {
  const { i18n } = useLingui();
  const { atStart, atEnd } = useRowEnds(row);
  // `aria-disabled`, not `disabled`: a button that reaches the row's end keeps its focus.
  const button = (direction: 1 | -1, stopped: boolean) => (
    <IconButton
      aria-label={i18n._(LABELS[direction])}
      aria-controls={rowId}
      aria-disabled={stopped}
      onClick={() => {
        if (!stopped && row.current) scrollRow(row.current, direction);
      }}
      size="small"
      sx={{ '&[aria-disabled="true"]': { opacity: 0.38, cursor: 'default' } }}
    >
      {direction === 1 ? <ChevronRightIcon /> : <ChevronLeftIcon />}
    </IconButton>
  );
  return (
    <Box sx={{ display: { xs: 'none', sm: 'flex' }, gap: 0.5 }}>
      {button(-1, atStart)}
      {button(1, atEnd)}
    </Box>
  );
}
