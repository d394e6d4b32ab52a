import { QueryClient } from '@tanstack/react-query';

/** SPEC §9: a failed load is retried three times, backing off exponentially up to 30 s. */
export const LOAD_RETRIES = 3;

export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: LOAD_RETRIES,
        retryDelay,
        gcTime: 5 * 60_000,
        // Catalogue data changes slowly; a minute avoids refetching on every back and forth.
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
    },
  });
}
