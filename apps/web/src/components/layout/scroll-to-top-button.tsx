import { Suspense, lazy, useEffect, useState } from 'react';

/** SPEC §9: the button appears once the page is scrolled more than 200 px. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 200;

// The button and its animation load the first time the page is scrolled that far: many visits
// never scroll, and none needs the button to show the first screen.
const ScrollToTopFab = lazy(async () => ({
  default: (await import('./scroll-to-top-fab.tsx')).ScrollToTopFab,
}));

const scrolledFar = () => window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX;

export function ScrollToTopButton() {
  const [needed, setNeeded] = useState(scrolledFar);
  useEffect(() => {
    if (needed) return;
    const onScroll = () => {
      if (scrolledFar()) setNeeded(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ScrollToTopFab />
    </Suspense>
  );
}
