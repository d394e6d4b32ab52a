import { Suspense, useEffect, useState } from 'react';
import { lazyOptional } from '@/lib/lazy-optional.ts';
import { scrollTopOf, useScrollingElement } from './scroll-area.ts';

/** SPEC §9: the button appears once the page (or a screen's own scrolling grid) is scrolled more than 200 px. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 200;

// The button and its animation load the first time the page is scrolled that far: many visits
// never scroll, and none needs the button to show the first screen. Offline with no service
// worker to hand it over, its code cannot come: then no button, rather than the app's error screen.
const ScrollToTopFab = lazyOptional(
  async () => (await import('./scroll-to-top-fab.tsx')).ScrollToTopFab,
);

export function ScrollToTopButton() {
  const area = useScrollingElement();
  // Read in an effect, not the first render: the page the server drew was at the top.
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (needed) return;
    const target = area ?? window;
    const onScroll = () => {
      if (scrollTopOf(target) > SCROLL_TO_TOP_THRESHOLD_PX) setNeeded(true);
    };
    onScroll();
    target.addEventListener('scroll', onScroll, { passive: true });
    return () => target.removeEventListener('scroll', onScroll);
  }, [needed, area]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ScrollToTopFab target={area ?? window} />
    </Suspense>
  );
}
