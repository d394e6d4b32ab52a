import { QueryClient, onlineManager } from '@tanstack/react-query';
import { isRetryable } from './retryable.ts';

/** SPEC §9: a failed load is retried three times, backing off exponentially up to 30 s. */
export const LOAD_RETRIES = 3;

/** Retries what may succeed later, up to `LOAD_RETRIES` times; a 400 or 404 is final at once. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < LOAD_RETRIES && isRetryable(error);
}

export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

export function createQueryClient(): QueryClient {
  // TanStack Query assumes it starts online and learns otherwise from the next `offline`
  // event; a page opened offline (from the service worker's copy) says so from the start.
  onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Offline, a query still asks once: the service worker may answer it from what it kept
        // of an earlier visit. If nothing answers, it waits for the connection as before.
        networkMode: 'offlineFirst',
        retry: shouldRetry,
        retryDelay,
        gcTime: 5 * 60_000,
        // Catalogue data changes slowly; a minute avoids refetching on every back and forth.
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
    },
  });
}
