import { Suspense, useEffect, useState } from 'react';
import { lazyOptional } from '@/lib/lazy-optional.ts';
import { useScrollingElement } from './scroll-area.ts';

/**
 * SPEC §9: the button appears once the visitor has scrolled more than 200 px: the page and a
 * screen's own scrolling grid together, as they move as one document (page-then-grid.ts).
 */
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
  const [scrolled, setScrolled] = useState(false);
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    const onScroll = () => {
      const past = window.scrollY + (area?.scrollTop ?? 0) > SCROLL_TO_TOP_THRESHOLD_PX;
      setScrolled(past);
      if (past) setNeeded(true);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    area?.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      area?.removeEventListener('scroll', onScroll);
    };
  }, [area]);
  if (!needed) return null;
  const toTop = () => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    area?.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return (
    <Suspense fallback={null}>
      <ScrollToTopFab shown={scrolled} onClick={toTop} />
    </Suspense>
  );
}
