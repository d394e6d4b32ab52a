/**
 * Which element a screen scrolls in. Most screens scroll the page; lists and search results
 * scroll inside their own grid (SPEC §2), which registers itself here so the scroll-to-top
 * button follows it instead.
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
 * The screen's scrolling area: a registered element, else `null` for the window (which the
 * server's render has none of).
 */
export function useScrollingElement(): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => area,
    () => null,
  );
}

/** How far the target is scrolled from its top. */
export function scrollTopOf(target: HTMLElement | Window): number {
  return target instanceof Window ? target.scrollY : target.scrollTop;
}
