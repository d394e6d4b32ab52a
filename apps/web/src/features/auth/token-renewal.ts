/**
 * Renews the session silently, retrying up to 3 times on network errors only (SPEC §9). An
 * HTTP error is final: replaying a rotated refresh token would revoke the whole grant.
 */
export const TOKEN_RETRIES = 3;

export function isNetworkError(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  const name = (error as { name?: string } | null)?.name;
  return name === 'ErrorTimeout';
}

export async function withNetworkRetries<T>(
  attempt: () => Promise<T>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await attempt();
    } catch (error) {
      if (retry >= TOKEN_RETRIES || !isNetworkError(error)) throw error;
      await wait(250 * 2 ** retry + Math.random() * 250);
    }
  }
}
