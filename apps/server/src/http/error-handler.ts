/**
 * One error shape for every failure: `{ statusCode, code, message }`. Client errors keep their
 * message; anything unexpected becomes a generic 500 whose details stay in the log.
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { plainTextProblem } from '../plain-text.ts';
import type { ErrorResponse } from './common.schemas.ts';

/** A failed check's field, as a caller names it: `mediaTitle`, `searchText`. */
function fieldOf(error: FastifyError): string {
  const path = error.validation?.[0]?.instancePath ?? '';
  return path.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'request');
}

function toErrorResponse(error: FastifyError | AppError): ErrorResponse {
  if (error instanceof AppError) {
    return { statusCode: error.statusCode, code: error.code, message: error.message };
  }
  if ('validation' in error && error.validation) {
    const first = error.validation[0];
    const problem =
      first?.keyword === 'pattern'
        ? plainTextProblem(fieldOf(error), first.params.pattern)
        : undefined;
    return {
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: `Invalid request: ${problem ?? error.message}`,
    };
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    return { statusCode, code: error.code || 'BAD_REQUEST', message: error.message };
  }
  return { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' };
}

/** The answer for a path no route serves. */
export function routeNotFound(request: FastifyRequest): ErrorResponse {
  const pathOnly = request.url.split('?')[0] ?? '';
  return {
    statusCode: 404,
    code: 'ROUTE_NOT_FOUND',
    message: `There is no ${request.method} ${pathOnly}.`,
  };
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | AppError>((error, request, reply) => {
    const body = toErrorResponse(error);
    if (body.statusCode >= 500) {
      request.log.error({ err: error, cause: error.cause }, 'request failed');
    }
    if (body.statusCode === 401) {
      void reply.header('www-authenticate', 'Bearer realm="media-search", error="invalid_token"');
    }
    if (error instanceof AppError && error.retryAfterSeconds !== undefined) {
      void reply.header('retry-after', String(error.retryAfterSeconds));
    }
    return reply.status(body.statusCode).send(body);
  });

  app.setNotFoundHandler((request, reply) => reply.status(404).send(routeNotFound(request)));
}
