// One lint configuration for every workspace: type-checked TypeScript rules, one-way imports.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/coverage/**',
      'packages/api-client/src/gen/**',
      'apps/web/playwright-report/**',
      'apps/web/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Fastify plugins and handlers are async by contract, awaiting or not.
      '@typescript-eslint/require-await': 'off',
      'import-x/no-cycle': 'error',
      // The server's layers: modules and http use the catalogue, never the reverse.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/server/src/catalog', from: './apps/server/src/modules' },
            { target: './apps/server/src/catalog', from: './apps/server/src/http' },
            { target: './apps/server/src/cache', from: './apps/server/src/catalog' },
            {
              target: './apps/server/src/modules/movies',
              from: './apps/server/src/modules/!(movies)/**',
            },
            { target: './apps/server/src/modules/tv', from: './apps/server/src/modules/!(tv)/**' },
            {
              target: './apps/server/src/modules/people',
              from: './apps/server/src/modules/!(people)/**',
            },
            {
              target: './apps/server/src/modules/search',
              from: './apps/server/src/modules/!(search)/**',
            },
            { target: './apps/web/src', from: './apps/server' },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through config.ts.' },
      ],
    },
  },
  {
    // The web app runs in the browser, not in Node.
    files: ['apps/web/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: [
      'apps/server/src/server.ts',
      '**/*.config.{js,ts}',
      '**/scripts/**',
      '**/bench/**',
      '**/test/**',
      '**/e2e/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // Tests probe JSON bodies whose shape is exactly what they assert.
    files: ['**/test/**', '**/*.test.ts', '**/*.test.tsx', '**/e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
