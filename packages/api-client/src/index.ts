/** The typed client of the Media Search API, generated from the server's OpenAPI document. */
export * from './gen/sdk.gen';
export type * from './gen/types.gen';
export { ApiError, RequiredParameterError } from './api-error.ts';
export { resolveApiBaseUrl } from './base-url.ts';
export { configureApiClient, type ApiClientOptions } from './configure.ts';
