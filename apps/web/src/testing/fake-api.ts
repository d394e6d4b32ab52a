/**
 * A fake Media Search API at the HTTP level (MSW's Node server): the generated client sends
 * real requests, and each test says how the API answers them. A test file that imports this
 * module has it running for all its tests (only those files pay for loading MSW); a request
 * no handler answers fails the test that made it.
 */
import {
  configureApiClient,
  type ErrorResponse,
  type GetConfigurationResponse,
  type RegionListResponse,
} from '@media-search/api-client';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** Where the client sends its requests in tests. */
export const API_ORIGIN = 'http://api.test';

/** The address of an API path, for a handler of a test's own (e.g. one that reads the query). */
export const apiUrl = (path: string) => `${API_ORIGIN}${path}`;

/** `GET path` answers `body` (200). `path` may hold MSW parameters such as `:id`. */
export function answer(path: string, body: JsonBodyType) {
  return http.get(apiUrl(path), () => HttpResponse.json(body));
}

/** `GET path` fails as the API does: `status` with its `{statusCode, code, message}` body. */
export function failure(path: string, status: number, code: string, message: string) {
  const body: ErrorResponse = { statusCode: status, code, message };
  return http.get(apiUrl(path), () => HttpResponse.json(body, { status }));
}

/** `GET path` fails once with a 502, as when TMDB does not answer; later requests go on. */
export function failOnce(path: string, message: string) {
  return http.get(
    apiUrl(path),
    () => {
      const body: ErrorResponse = { statusCode: 502, code: 'UPSTREAM_ERROR', message };
      return HttpResponse.json(body, { status: 502 });
    },
    { once: true },
  );
}

/** `GET path` answers `body` only once `release()` is called: the screen stays loading till then. */
export function heldAnswer(path: string, body: JsonBodyType) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const handler = http.get(apiUrl(path), async () => {
    await released;
    return HttpResponse.json(body);
  });
  return { handler, release };
}

const configuration: GetConfigurationResponse = {
  catalog: 'live',
  imageBaseUrl: '/images/w500',
  contentLanguages: ['en', 'de', 'fr', 'es'],
  auth: null,
};

const regions: RegionListResponse = {
  regions: [
    { code: 'GB', name: 'United Kingdom' },
    { code: 'US', name: 'United States' },
  ],
};

/**
 * What every screen asks for besides its own data: the configuration, the watch regions and,
 * signed in, the visitor's services (none chosen).
 */
export const fakeApi = setupServer(
  answer('/api/configuration', configuration),
  answer('/api/regions', regions),
  answer('/api/me/services', { region: null, providers: [] }),
);

// As the app does (lib/api.ts); catalogue queries name the UI's language themselves.
configureApiClient({ baseUrl: API_ORIGIN });
beforeAll(() => fakeApi.listen({ onUnhandledRequest: 'error' }));
// Each test's own answers (fakeApi.use) end with it.
afterEach(() => fakeApi.resetHandlers());
afterAll(() => fakeApi.close());
