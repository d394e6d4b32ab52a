/**
 * The app-wide keyboard shortcuts, mounted once with the app's frame. Their handling (tinykeys,
 * the list, what each does) loads once the first screen is idle, so it does not weigh on it.
 */
import { useRouterState } from '@tanstack/react-router';
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyOptional } from '@/lib/lazy-optional.ts';
import { whenIdle } from '@/lib/when-idle.ts';

// Offline with no service worker, its code cannot come: then no shortcuts, not the error screen.
const ShortcutHandling = lazyOptional(
  async () => (await import('./shortcut-handling.tsx')).ShortcutHandling,
);

export function KeyboardShortcuts() {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);

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
