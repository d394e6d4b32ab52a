/**
 * The app-wide keyboard shortcuts, mounted once with the app's frame. Their handling (tinykeys,
 * the list, what each does) loads once the first screen is idle, so it does not weigh on it.
 */
import { Suspense, lazy, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/when-idle.ts';

const ShortcutHandling = lazy(async () => ({
  default: (await import('./shortcut-handling.tsx')).ShortcutHandling,
}));

export function KeyboardShortcuts() {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return (
    idle && (
      <Suspense>
        <ShortcutHandling />
      </Suspense>
    )
  );
}
