import { ApiError } from '@media-search/api-client';

/**
 * Whether a failed load is worth trying again (SPEC §4's three retries): a network failure, a
 * server fault (5xx) or a throttled (429) or timed-out (408) request may succeed later; any
 * other 4xx answer (a bad or unknown id) is final and retrying it only keeps the visitor waiting.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  const status = error.statusCode;
  return status === 0 || status >= 500 || status === 429 || status === 408;
}

/** Whether the API said the thing asked for does not exist, or cannot (400: a malformed id). */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 400);
}
