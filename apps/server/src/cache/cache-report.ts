/**
 * Lets a response say how fresh its data was (`x-cache: hit | stale | miss`) without the
 * catalogue knowing about HTTP: each request gets a slot in async-local storage, and every cache
 * lookup made on its behalf reports into it. Stale outranks miss, and miss outranks hit. The
 * slot also names the client, so the cache can share upstream loads fairly (miss-budget.ts),
 * and any further allowance the request's loads are held to.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { LoadAllowance } from './miss-budget.ts';
import type { CacheState } from './response-cache.ts';

const RANK: Record<CacheState, number> = { hit: 0, miss: 1, stale: 2 };
const storage = new AsyncLocalStorage<{
  state?: CacheState;
  client?: string;
  allowance?: LoadAllowance;
}>();

/**
 * Runs `next` (the rest of a request's handling) with a fresh report, for `client` (its address).
 * A request made while handling another (a page's server render reads the API in-process) stays
 * held to that one's allowance: its loads are the page's.
 */
export function withCacheReport(next: () => void, client?: string): void {
  storage.run({ client, allowance: storage.getStore()?.allowance }, next);
}

/** The client the current request came from, when it is known. */
export function reportingClient(): string | undefined {
  return storage.getStore()?.client;
}

/** Holds the rest of the current request's upstream loads to `allowance` too (a page's). */
export function holdLoadsTo(allowance: LoadAllowance): void {
  const report = storage.getStore();
  if (report) report.allowance = allowance;
}

/** The allowance the current request's loads are held to besides the cache's own, if any. */
export function heldToAllowance(): LoadAllowance | undefined {
  return storage.getStore()?.allowance;
}

export function reportCacheState(state: CacheState): void {
  const report = storage.getStore();
  if (report && (report.state === undefined || RANK[state] > RANK[report.state]))
    report.state = state;
}

export function reportedCacheState(): CacheState | undefined {
  return storage.getStore()?.state;
}
