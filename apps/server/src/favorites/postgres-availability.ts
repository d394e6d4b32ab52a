/** How a PostgreSQL store tells a database that is away from a query that is wrong. */

/**
 * Errors that mean the database is away (restarting, unreachable, shutting down), not that the
 * query was wrong: connection failures and SQLSTATE classes 08 (connection) and 57 (operator).
 */
export function isUnavailable(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: string };
  if (typeof code === 'string' && /^(08|57)/.test(code)) return true;
  if (
    typeof code === 'string' &&
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE'].includes(code)
  )
    return true;
  return (
    error instanceof Error &&
    /Connection terminated|timeout exceeded when trying to connect/i.test(error.message)
  );
}

/**
 * Worth waiting out at start: the database away, or its host name not resolving yet (a compose
 * service whose container is still being created).
 */
export function isNotUpYet(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: string };
  return isUnavailable(error) || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
}

/** `PostgreSQL at host:port`, without the user or password the URL may carry. */
export function describeTarget(url: string): string {
  const { hostname, port, searchParams } = new URL(url);
  return `PostgreSQL at ${hostname || searchParams.get('host') || 'localhost'}:${port || 5432}`;
}
