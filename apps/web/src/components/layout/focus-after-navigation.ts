import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/** Frames to wait for a new screen's heading, which may render a moment after the route. */
const HEADING_WAIT_FRAMES = 30;

const focusLost = () => !document.activeElement || document.activeElement === document.body;

/**
 * After a navigation that took the focused element away (a menu entry, a card, a link that
 * belonged to the old screen), focus moves to the new screen's h1, so keyboard users go on
 * from the top of the new page and screen readers announce it. Focus that survived the
 * navigation (the search box as it writes the address) is left where it is.
 */
export function useFocusHeadingAfterNavigation(): void {
  const href = useRouterState({ select: (state) => state.resolvedLocation?.href });
  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    const arrived = previous.current !== undefined;
    previous.current = href;
    // The first screen of a visit keeps the browser's own starting point.
    if (!arrived || href === undefined) return;
    let frames = 0;
    let frame = 0;
    const focusHeading = () => {
      if (!focusLost()) return;
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      } else if (frames++ < HEADING_WAIT_FRAMES) {
        frame = requestAnimationFrame(focusHeading);
      }
    };
    focusHeading();
    return () => cancelAnimationFrame(frame);
  }, [href]);
}
