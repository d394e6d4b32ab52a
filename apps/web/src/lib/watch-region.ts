/**
 * The visitor's watch region: the country whose streaming offers the Watch Guide and the
 * where-to-watch filter show. It starts as the region of the browser's language (en-GB →
 * GB), else the United States, and once chosen is remembered in local storage (and followed
 * across the site's open tabs).
 */
import { createContext, useContext, useSyncExternalStore } from 'react';

export const WATCH_REGION_KEY = 'media-search:watch-region';
export const FALLBACK_REGION = 'US';

const isRegionCode = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Z]{2}$/.test(value);

/** The region subtag of the first browser language that has one ('en-GB' → 'GB'). */
export function regionOfLanguages(languages: readonly string[]): string {
  for (const tag of languages) {
    try {
      const region = new Intl.Locale(tag).region;
      if (isRegionCode(region)) return region;
    } catch {
      // Not a well-formed language tag: try the next.
    }
  }
  return FALLBACK_REGION;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage can be refused (privacy settings): the region then lasts as long as the page.
    return undefined;
  }
}

const listeners = new Set<() => void>();
let unsaved: string | undefined;

export function readWatchRegion(): string {
  const stored = storage()?.getItem(WATCH_REGION_KEY);
  if (isRegionCode(stored)) return stored;
  return unsaved ?? regionOfBrowser();
}

export function saveWatchRegion(region: string): void {
  if (!isRegionCode(region)) return;
  unsaved = region;
  try {
    storage()?.setItem(WATCH_REGION_KEY, region);
  } catch {
    // Full or refused: kept for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === WATCH_REGION_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The region of the request a server render is for (from its Accept-Language, read the way
 * regionOfLanguages reads `navigator.languages`), which entry-server.tsx provides to its tree:
 * Node's `navigator.languages` is always `en-US`, whatever the visitor's, and renders of
 * different visitors run at once.
 */
export const RequestRegion = createContext<string | undefined>(undefined);

/** The region from the browser's languages alone, which the first render in the browser uses. */
function regionOfBrowser(): string {
  return regionOfLanguages(navigator.languages);
}

/**
 * The current watch region, re-rendering when it is changed here or in another tab. A server
 * render, and the browser's first render that hydrates it, use the request's region; a region
 * the visitor chose replaces it right after.
 */
export function useWatchRegion(): string {
  const requestRegion = useContext(RequestRegion);
  return useSyncExternalStore(subscribe, readWatchRegion, () => requestRegion ?? regionOfBrowser());
}
