// One lint configuration for every workspace: type-checked TypeScript rules, one-way imports.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The web app's features (apps/web/src/features/*), each closed to the others. */
const WEB_FEATURES = readdirSync(new URL('apps/web/src/features', import.meta.url));

/** Imports from the web app's own modules by path: '@/…', not up the tree. */
const NO_CLIMBING = {
  regex: '^\\.\\./\\.\\./',
  message: "Import from '@/…' rather than climbing '../../'.",
};

/**
 * What a render shows comes from the Lingui instance it is given (`useLingui()`, or a helper's
 * `i18n`/locale argument), so that renders in different languages can run at once: the app's
 * global instance, the language read from it, and the macros bound to it are not for screens.
 */
const RENDER_LANGUAGE =
  "Take the language from the render's Lingui instance: useLingui() in a component, an i18n or locale argument in a helper.";

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/coverage/**',
      'packages/api-client/src/gen/**',
      // Written by TanStack Router's plugin from apps/web/src/routes/ (apps/web/vite.config.ts).
      'apps/web/src/routeTree.gen.ts',
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
            // The message catalogues serve both apps and import neither.
            { target: './packages/messages', from: './apps' },
            // The web app's layers: routes compose features; a feature never reaches into
            // another; shared code (components, lib, theme, config) knows no feature or route.
            ...WEB_FEATURES.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: `./apps/web/src/features/!(${feature})/**`,
            })),
            {
              target: './apps/web/src/features',
              from: ['./apps/web/src/routes', './apps/web/src/app'],
            },
            {
              target: [
                './apps/web/src/components',
                './apps/web/src/lib',
                './apps/web/src/theme',
                './apps/web/src/config',
              ],
              from: ['./apps/web/src/features', './apps/web/src/routes', './apps/web/src/app'],
            },
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
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'apps/web/tsconfig.app.json' }),
      ],
    },
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_CLIMBING] }] },
  },
  {
    // Screens, their parts and helpers. (The app's entry files, its routes and lib/i18n still
    // set and read the global instance; tests drive it, testing/language.ts.)
    files: ['apps/web/src/{components,features,lib}/**'],
    ignores: ['apps/web/src/lib/i18n/**', 'apps/web/src/lib/language.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@lingui/core', importNames: ['i18n'], message: RENDER_LANGUAGE }],
          patterns: [
            NO_CLIMBING,
            { regex: '^@lingui/core/macro$', message: RENDER_LANGUAGE },
            { regex: '(^|/)i18n/i18n(\\.ts)?$', importNames: ['i18n'], message: RENDER_LANGUAGE },
            {
              regex: '(^|/)language(\\.ts)?$',
              importNames: ['currentLanguage'],
              message: RENDER_LANGUAGE,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A dialog's first action takes focus as it opens (the WAI-ARIA dialog pattern); that is
      // MUI's Button with autoFocus. A bare element grabbing focus is still refused.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
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
