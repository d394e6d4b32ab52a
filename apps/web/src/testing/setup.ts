import '@testing-library/jest-dom/vitest';
import { configureApiClient } from '@media-search/api-client';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { API_ORIGIN, fakeApi } from './fake-api.ts';

// jsdom has no layout, so scrolling is a no-op rather than a "not implemented" warning.
window.scrollTo = () => undefined;

// Whole screens render in jsdom, and on a busy machine the first one in a file (its code loading
// on first use, as in the app) can take seconds: waits and tests get room for that.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 15_000 });

// The generated client asks the fake API; a request nothing answers is a failure, not a hang.
configureApiClient({ baseUrl: API_ORIGIN });
beforeAll(() => fakeApi.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  fakeApi.resetHandlers();
});
afterAll(() => fakeApi.close());
