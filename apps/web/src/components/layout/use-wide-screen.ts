import { useSyncExternalStore } from 'react';

/** From here up the top bar has room for the main sections; below it, the menu (☰) serves. */
const WIDE_SCREEN = '(min-width: 1024px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the viewport is a wide screen's. The server, which cannot see it, draws for a narrow
 * one, and so does the first render of a screen it drew (React takes the server's answer while
 * it hydrates), which then follows the real viewport.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_SCREEN).matches,
    () => false,
  );
}
