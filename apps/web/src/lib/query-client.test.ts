import { ApiError } from '@media-search/api-client';
import { describe, expect, it } from 'vitest';
import { createQueryClient, retryDelay, shouldRetry } from './query-client.ts';

describe('the query client', () => {
  it('retries a failed load 3 times and keeps unused data for 5 minutes', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.retry).toBe(shouldRetry);
    expect(defaults?.gcTime).toBe(300_000);
  });

  it('retries network failures, server faults and throttling 3 times', () => {
    const failures = [
      new TypeError('Failed to fetch'),
      new ApiError(0, 'NETWORK_ERROR', 'offline'),
      new ApiError(502, 'UPSTREAM_ERROR', 'down'),
      new ApiError(429, 'RATE_LIMITED', 'slow down'),
    ];
    for (const error of failures) {
      expect([0, 1, 2, 3].map((count) => shouldRetry(count, error))).toEqual([
        true,
        true,
        true,
        false,
      ]);
    }
  });

  it('never retries an unknown or malformed id', () => {
    expect(shouldRetry(0, new ApiError(404, 'NOT_FOUND', 'No movie has the id 9.'))).toBe(false);
    expect(shouldRetry(0, new ApiError(400, 'BAD_REQUEST', 'Invalid request'))).toBe(false);
  });

  it('backs off exponentially, never waiting more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });
});
