/** A failed API call, carrying the server's `{ statusCode, code, message }`. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;

  constructor(statusCode: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
  }
}

/** SPEC §5: a call made without one of its path parameters fails before it is sent. */
export class RequiredParameterError extends Error {
  constructor(parameter: string, operation: string) {
    super(`Required parameter ${parameter} was null or undefined when calling ${operation}.`);
    this.name = 'RequiredParameterError';
  }
}

function isErrorBody(
  value: unknown,
): value is { statusCode: number; code: string; message: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string' &&
    typeof (value as { code?: unknown }).code === 'string'
  );
}

/** Turns whatever a failed fetch produced into an `ApiError` with a readable message. */
export function toApiError(body: unknown, response: Response | undefined): ApiError {
  if (isErrorBody(body)) return new ApiError(body.statusCode, body.code, body.message);
  if (!response)
    return new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server. Check your connection.');
  return new ApiError(
    response.status,
    'HTTP_ERROR',
    `The server answered ${response.status} ${response.statusText}`.trim(),
  );
}
