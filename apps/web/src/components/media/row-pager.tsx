/**
 * Previous and Next for a row that scrolls sideways: a page of it at a time, for those with no
 * sideways scrolling to hand (a mouse's wheel, say). Each is disabled at its end of the row.
 */
import { useLingui } from '@lingui/react';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState, type RefObject } from 'react';

/** Scrolled to within this of an end counts as there (scroll positions can be fractional). */
const END_SLACK = 1;

type Direction = -1 | 1;

interface Ends {
  atStart: boolean;
  atEnd: boolean;
}

/**
 * Where the row is scrolled to. Until measured (and in the server's render), at its start with
 * more to come: a row is rendered only when it has cards.
 */
function useEnds(row: RefObject<HTMLElement | null>): Ends {
  const [ends, setEnds] = useState<Ends>({ atStart: true, atEnd: false });
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const measure = () => {
      const { scrollLeft, clientWidth, scrollWidth } = element;
      const atStart = scrollLeft <= END_SLACK;
      const atEnd = scrollLeft + clientWidth >= scrollWidth - END_SLACK;
      setEnds((was) => (was.atStart === atStart && was.atEnd === atEnd ? was : { atStart, atEnd }));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      element.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [row]);
  return ends;
}

interface RowPagerProps {
  /** The row that scrolls. */
  row: RefObject<HTMLElement | null>;
  /** The row's name, which the buttons' names carry: a page has several rows. */
  name: string;
}

export function RowPager({ row, name }: RowPagerProps) {
  const { i18n } = useLingui();
  const { atStart, atEnd } = useEnds(row);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const pressed = useRef<Direction | null>(null);
  // The button last pressed, disabled at its end, drops keyboard focus to the page's body: the
  // other button takes it instead.
  useEffect(() => {
    const direction = pressed.current;
    if (direction === null || !(direction === 1 ? atEnd : atStart)) return;
    const focused = document.activeElement;
    const [from, to] = direction === 1 ? [next, previous] : [previous, next];
    if (focused === document.body || focused === from.current) to.current?.focus();
  }, [atStart, atEnd]);
  const page = (direction: Direction) => {
    pressed.current = direction;
    const element = row.current;
    element?.scrollBy({ left: direction * element.clientWidth, behavior: 'smooth' });
  };
  return (
    <Stack direction="row">
      <IconButton
        ref={previous}
        aria-label={i18n._('media.previousInRow', { row: name })}
        disabled={atStart}
        onClick={() => page(-1)}
      >
        <ChevronLeftIcon />
      </IconButton>
      <IconButton
        ref={next}
        aria-label={i18n._('media.nextInRow', { row: name })}
        disabled={atEnd}
        onClick={() => page(1)}
      >
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}
