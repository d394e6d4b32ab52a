/**
 * Errors the services throw. The HTTP error handler turns each into the one error shape,
 * `{ statusCode, code, message }`.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  /** Seconds a client should wait before retrying, sent as `Retry-After`. */
  readonly retryAfterSeconds: number | undefined;

  constructor(statusCode: number, code: string, message: string, retryAfterSeconds?: number) {
    super(message);
    this.name = new.target.name;
    this.statusCode = statusCode;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export class NotFoundError extends AppError {
  constructor(message: string) {
    super(404, 'NOT_FOUND', message);
  }
}

export class BadRequestError extends AppError {
  constructor(message: string) {
    super(400, 'BAD_REQUEST', message);
  }
}

/** The message every upstream failure carries, whatever its cause. */
export const UPSTREAM_UNAVAILABLE_MESSAGE =
  'The movie database is unavailable right now. Please try again in a moment.';

export type UpstreamFailure =
  'unreachable' | 'timeout' | 'rejected' | 'rate-limited' | 'bad-response' | 'circuit-open';

const upstreamStatus: Record<UpstreamFailure, { statusCode: number; code: string }> = {
  unreachable: { statusCode: 502, code: 'UPSTREAM_UNAVAILABLE' },
  'bad-response': { statusCode: 502, code: 'UPSTREAM_BAD_RESPONSE' },
  // Our TMDB token was refused: a configuration fault on our side, never the user's 401.
  rejected: { statusCode: 502, code: 'UPSTREAM_REJECTED' },
  'rate-limited': { statusCode: 503, code: 'UPSTREAM_RATE_LIMITED' },
  // TMDB failed repeatedly just now; we are not asking it again until the breaker's timeout.
  'circuit-open': { statusCode: 503, code: 'UPSTREAM_UNAVAILABLE' },
  timeout: { statusCode: 504, code: 'UPSTREAM_TIMEOUT' },
};

export class UpstreamError extends AppError {
  readonly failure: UpstreamFailure;

  constructor(failure: UpstreamFailure, detail: string, retryAfterSeconds?: number) {
    const { statusCode, code } = upstreamStatus[failure];
    super(statusCode, code, UPSTREAM_UNAVAILABLE_MESSAGE, retryAfterSeconds);
    this.failure = failure;
    this.cause = detail;
  }
}
