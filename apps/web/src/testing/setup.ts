import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom has no layout, so scrolling is a no-op rather than a "not implemented" warning.
window.scrollTo = () => undefined;

// Whole screens render in jsdom (fake-api.ts, render-route.tsx), and on a busy machine the
// first one in a file (its code loading on first use, as in the app) can take seconds: waits
// and tests get room for that.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 15_000 });

afterEach(cleanup);
