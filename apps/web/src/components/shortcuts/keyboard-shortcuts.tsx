/**
 * The app-wide keyboard shortcuts, mounted once with the app's frame. Their handling (tinykeys,
 * the list, what each does) loads once the first screen is idle, so it does not weigh on it,
 * or after LONGEST_WAIT_MS at the latest.
 */
import { useRouterState } from '@tanstack/react-router';
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyOptional } from '@/lib/lazy-optional.ts';
import { whenIdle } from '@/lib/when-idle.ts';

// Offline with no service worker, its code cannot come: then no shortcuts, not the error screen.
const ShortcutHandling = lazyOptional(
  async () => (await import('./shortcut-handling.tsx')).ShortcutHandling,
);

/**
 * The longest a visitor waits for the shortcuts on a page that stays busy: a key pressed after
 * that does its job even while a slow phone is still drawing the screen's lists.
 */
const LONGEST_WAIT_MS = 3000;

export function KeyboardShortcuts() {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), LONGEST_WAIT_MS), []);

  // The search last made on `/`, so that `/` from another screen goes back to it: followed from
  // the start, since a visitor may search and move on before the handling has loaded.
  const homeQuery = useRouterState({
    select: ({ location }) => (location.pathname === '/' ? (location.search.q ?? '') : undefined),
  });
  const lastSearch = useRef('');
  useEffect(() => {
    if (homeQuery !== undefined) lastSearch.current = homeQuery;
  }, [homeQuery]);

  return (
    idle && (
      <Suspense>
        <ShortcutHandling lastSearch={lastSearch} />
      </Suspense>
    )
  );
}
