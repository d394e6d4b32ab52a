import { defineConfig } from 'vitest/config';

/** Checks on the built app (`dist/`): run after `vite build`, see package.json's `test`. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['build-checks/**/*.test.ts'],
  },
});
