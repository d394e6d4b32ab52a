import { describe, expect, it } from 'vitest';
import { createQueryClient, retryDelay } from './query-client.ts';

describe('the query client', () => {
  it('retries a failed load 3 times and keeps unused data for 5 minutes', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.retry).toBe(3);
    expect(defaults?.gcTime).toBe(300_000);
  });

  it('backs off exponentially, never waiting more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });
});
