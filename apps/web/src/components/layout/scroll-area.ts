/**
 * Which element a screen scrolls in besides the page. Lists and search results scroll inside
 * their own grid too (SPEC §2), which registers itself here so the scroll-to-top button
 * follows both.
 */
import { useEffect, useSyncExternalStore, type RefObject } from 'react';

let area: HTMLElement | null = null;
const listeners = new Set<() => void>();

function setArea(next: HTMLElement | null) {
  area = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Makes the element the screen's scrolling area while it is mounted. */
export function useScrollArea(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setArea(element);
    return () => {
      if (area === element) setArea(null);
    };
  }, [ref]);
}

/**
 * The screen's scrolling area inside the page: a registered element, else `null` (the server's
 * render has none).
 */
export function useScrollingElement(): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => area,
    () => null,
  );
}
