/**
 * The first connection to the database, tried again while it is not accepting connections yet:
 * started alongside the server (a compose stack, a cluster), it may take seconds to answer.
 */

/** Why the server did not start: the database never answered. */
export class DatabaseStartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseStartError';
  }
}

export interface DatabaseWait {
  attempt: number;
  retryInMs: number;
  /** What the last attempt failed with. */
  reason: string;
}

export interface WaitOptions {
  /** Give up this long after the first attempt (0: one attempt). */
  timeoutMs: number;
  /** Failures worth waiting out; any other is thrown at once. */
  isTransient: (error: unknown) => boolean;
  /** The database as the final error names it, like `PostgreSQL at db:5432`. */
  target: string;
  onWait?: (wait: DatabaseWait) => void;
}

const FIRST_DELAY_MS = 250;
/** Capped so a database that comes up late is noticed within seconds, not after a long sleep. */
const MAX_DELAY_MS = 5000;

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // A refused connection to a name with several addresses is an AggregateError with no message.
  const { code } = error as { code?: unknown };
  return error.message || (typeof code === 'string' ? code : error.name);
}

export async function waitForDatabase<T>(
  connect: () => Promise<T>,
  { timeoutMs, isTransient, target, onWait }: WaitOptions,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 1; ; attempt++) {
    try {
      return await connect();
    } catch (error) {
      if (!isTransient(error)) throw error;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new DatabaseStartError(
          `${target} did not accept connections within ${timeoutMs / 1000} s ` +
            `(DATABASE_CONNECT_TIMEOUT_MS): ${describe(error)}`,
        );
      const retryInMs = Math.min(FIRST_DELAY_MS * 2 ** (attempt - 1), MAX_DELAY_MS, left);
      onWait?.({ attempt, retryInMs, reason: describe(error) });
      await new Promise((resolve) => setTimeout(resolve, retryInMs));
    }
  }
}
