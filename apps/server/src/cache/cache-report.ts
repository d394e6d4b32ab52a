/**
 * Lets a response say how fresh its data was (`x-cache: hit | stale | miss`) without the
 * catalogue knowing about HTTP: each request gets a slot in async-local storage, and every cache
 * lookup made on its behalf reports into it. Stale outranks miss, and miss outranks hit.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { CacheState } from './response-cache.ts';

const RANK: Record<CacheState, number> = { hit: 0, miss: 1, stale: 2 };
const storage = new AsyncLocalStorage<{ state?: CacheState }>();

/** Runs `next` (the rest of a request's handling) with a fresh report. */
export function withCacheReport(next: () => void): void {
  storage.run({}, next);
}

export function reportCacheState(state: CacheState): void {
  const report = storage.getStore();
  if (report && (report.state === undefined || RANK[state] > RANK[report.state]))
    report.state = state;
}

export function reportedCacheState(): CacheState | undefined {
  return storage.getStore()?.state;
}
