/**
 * The visitor's watch region: the country whose streaming offers the Watch Guide and the
 * where-to-watch filter show. It starts as the region of the browser's language (en-GB →
 * GB), else the United States, and once chosen is remembered in local storage (and followed
 * across the site's open tabs).
 */
import { useSyncExternalStore } from 'react';

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

/** The current watch region, re-rendering when it is changed here or in another tab. */
export function useWatchRegion(): string {
  return useSyncExternalStore(subscribe, readWatchRegion, regionOfBrowser);
}

/**
 * The region of the request the server renders a page for (from its Accept-Language, read the
 * way regionOfLanguages reads `navigator.languages`), which the server's render sets
 * (entry-server.tsx): Node's `navigator.languages` is always `en-US`, whatever the visitor's.
 */
let requestRegion: string | undefined;

export function renderForRegion(region: string): void {
  requestRegion = region;
}

/**
 * The region from the browser's languages alone: on the server, the request's; in the browser,
 * what the server read in the request, so the app's first render of a server-rendered page
 * matches it. A region the visitor chose replaces it right after.
 */
function regionOfBrowser(): string {
  return requestRegion ?? regionOfLanguages(navigator.languages);
}
