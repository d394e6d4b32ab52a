import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, expect, vi } from 'vitest';
import { activateLanguage, i18n } from '@/lib/i18n/i18n.ts';

// jsdom has no layout, so scrolling is a no-op rather than a "not implemented" warning. (The
// server render's tests run in Node, with no window at all.)
if (typeof window !== 'undefined') {
  window.scrollTo = () => undefined;
  // Nor does anything resize there: an observer that never reports.
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Whole screens render in jsdom (fake-api.ts, render-route.tsx), and on a busy machine the
// first one in a file (its code loading on first use, as in the app) can take seconds: waits
// and tests get room for that.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 15_000 });

afterEach(cleanup);

// Components rendered on their own get every namespace's English, not only the first screen's.
beforeAll(() => activateLanguage('en'));

// A message looked up by an ID its language's catalogues lack fails the test that did it;
// each test then starts again in English (testing/language.ts switches it).
const missing: { id: string; locale: string }[] = [];
i18n.on('missing', (event) => missing.push(event));
afterEach(async () => {
  const found = missing.splice(0);
  await activateLanguage('en');
  expect(found, 'messages without a translation in the active catalogue').toEqual([]);
});
