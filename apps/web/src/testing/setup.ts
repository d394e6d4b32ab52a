import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout, so scrolling is a no-op rather than a "not implemented" warning.
window.scrollTo = () => undefined;

afterEach(cleanup);
