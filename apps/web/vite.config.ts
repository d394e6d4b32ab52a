import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import type { BuildEnvironmentOptions, Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { colorSchemeHead } from './build-plugins/color-scheme-head.ts';
import { themeStylesHead } from './build-plugins/theme-styles-head.ts';
import { pwa } from './pwa.config.ts';

/**
 * The message catalogues' package (packages/messages): its lingui.config.ts says how
 * @lingui/vite-plugin finds and compiles them, and `@media-search/messages/locales/…` names its
 * `locales/` folder in the app's `import.meta.glob`s (src/lib/i18n/messages/), which take no
 * package name of their own.
 */
const MESSAGES_CONFIG = fileURLToPath(import.meta.resolve('@media-search/messages/lingui.config'));
const MESSAGES_LOCALES = path.join(path.dirname(MESSAGES_CONFIG), 'locales');

/** Text files worth compressing: smaller ones gain less than the encoding costs. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
const MIN_COMPRESSIBLE_BYTES = 1024;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy of each text file of the build, at their
 * highest settings, which the server sends to browsers that accept them (`preCompressed` in
 * apps/server/src/http/web-app.ts): compressed once here rather than on every request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'media-search:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const files = readdirSync(outDir, { recursive: true, withFileTypes: true });
      for (const file of files) {
        if (!file.isFile() || !COMPRESSIBLE.test(file.name)) continue;
        const filePath = path.join(file.parentPath, file.name);
        const content = readFileSync(filePath);
        if (content.length < MIN_COMPRESSIBLE_BYTES) continue;
        const brotliParams = {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        };
        writeFileSync(`${filePath}.br`, brotliCompressSync(content, { params: brotliParams }));
        writeFileSync(`${filePath}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
      }
    },
  };
}

/**
 * The screens that several routes show (the twelve lists, Discover's two, Full Cast & Crew's
 * two), by the chunk that holds each: the modules of its feature that only it uses (and MUI's
 * Slider, which only Discover's filters use: 5.7 kB gzipped).
 */
const SHARED_SCREENS: Readonly<Record<string, RegExp>> = {
  'discover-screen':
    /src[\\/](?:features[\\/]discover|routes[\\/]-discover-route)|@mui[\\/]material[\\/](?:Slider[\\/]|utils[\\/]areArraysEqual)/,
  'credits-screen': /src[\\/]features[\\/]credits[\\/]/,
  'list-screen': /src[\\/]features[\\/]lists[\\/]components[\\/](?:list-screen|trending-window)/,
};
const sharedScreen = (id: string) =>
  Object.entries(SHARED_SCREENS).find(([, test]) => test.test(id))?.[0];

/** The lazy parts the search screen (`/`) loads, besides the entry. */
const HOME_PARTS =
  /src[\\/](?:features[\\/]lists[\\/]components[\\/]home-rows|components[\\/]shortcuts[\\/]shortcut-handling)\.tsx$/;

/** The browser's build. */
const browserBuild: BuildEnvironmentOptions = {
  // The server render reads the manifest to name a screen's files (src/app/screen-files.ts).
  manifest: true,
  // Every browser the app supports preloads modules natively.
  modulePreload: { polyfill: false },
  rolldownOptions: {
    // Left to itself the bundler cuts the code into chunks along every line the lazy routes
    // share: a details screen then loads 40 small chunks, which over HTTP/1.1 queue for six
    // connections (0.8 s more than 3 chunks, measured). A few groups instead: what the entry
    // imports statically (the built-in `$initial` tag) in one chunk; what `/` loads besides it
    // in another; what two or more lazy parts share in a third, so a screen loads its own
    // chunk, `home` and `screens`.
    output: {
      codeSplitting: {
        groups: [
          { name: 'app', tags: ['$initial'] },
          // The parts `/` loads after the entry (its browse rows, and the shortcuts' handling
          // once idle) with what they import: 8.7 kB gzipped. In `screens`, they had `/` fetch
          // every screen's shared code, 74 kB.
          { name: 'home', test: HOME_PARTS },
          // A screen several routes show (each route's component is a chunk of its own) is
          // shared by them, yet belongs with them alone: every other screen fetches `screens`.
          {
            name: (id) => sharedScreen(id) ?? null,
            test: (id) => sharedScreen(id) !== undefined,
            // Only the screen's own modules: what it shares with other screens stays in `screens`.
            includeDependenciesRecursively: false,
          },
          { name: 'screens', minShareCount: 2 },
        ],
      },
    },
    treeshake: {
      // Emotion imports it for `withTheme`, which nothing here uses, and it does not declare
      // that it has no side effects (it has none): without this it and its own copy of
      // react-is (1.6 kB gzipped) stay in the first screen's code.
      moduleSideEffects: [{ test: /node_modules\/hoist-non-react-statics\//, sideEffects: false }],
    },
  },
};

/**
 * The server's render of a screen (`vite build --ssr src/entry-server.tsx`): one file with its
 * libraries inside, in the build's `ssr/` folder, which the server reads and never serves.
 */
const serverBuild: BuildEnvironmentOptions = {
  outDir: 'dist/ssr',
  rolldownOptions: {
    // Registering the service worker is the browser's alone (the PWA plugin is not in this build).
    external: ['virtual:pwa-register'],
    output: { codeSplitting: false },
  },
};

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    // The routes are the files of src/routes/ (`-` names a helper, `.test.` a test, neither a
    // route), gathered into src/routeTree.gen.ts, which is kept in git as TanStack advises and
    // rewritten whenever Vite starts (build, dev server, unit tests). Each route's component is
    // split off into a chunk of its own, loaded when the route is first visited, unless its
    // file says otherwise. Before React's plugin, which would compile the JSX the split moves.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: path.join(import.meta.dirname, 'src/routes'),
      generatedRouteTree: path.join(import.meta.dirname, 'src/routeTree.gen.ts'),
      routeFileIgnorePattern: String.raw`\.test\.`,
      addExtensions: true,
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    // Compiles the message catalogues imported with `?lingui` (src/lib/i18n/messages/) at
    // build time, as packages/messages/lingui.config.ts lays them out; a malformed ICU message
    // fails the build.
    lingui({
      configPath: MESSAGES_CONFIG,
      failOnCompileError: true,
    }),
    // The rest is the browser's: the server's render is a file the server imports.
    ...(isSsrBuild
      ? []
      : [
          // The web manifest and the service worker (pwa.config.ts).
          pwa(),
          // MUI's colour-scheme script and each scheme's background in index.html's head.
          colorSchemeHead(),
          // The theme's variables and CssBaseline as static CSS there too, not built on every visit.
          themeStylesHead(),
          precompress(),
        ]),
  ],
  // `@/` is the app's src folder (tsconfig.app.json's paths), so imports never climb `../../`.
  resolve: {
    tsconfigPaths: true,
    alias: { '@media-search/messages/locales': MESSAGES_LOCALES },
  },
  ssr: { noExternal: true },
  ...(isSsrBuild && {
    publicDir: false,
    // Built for production like the browser's code: the same class names, no development checks.
    define: {
      'process.env.NODE_ENV': JSON.stringify(mode === 'production' ? 'production' : 'development'),
    },
  }),
  build: isSsrBuild ? serverBuild : browserBuild,
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    // Vitest's default is one file at a time on a two-core machine (cores - 1), which left one
    // of CI's two cores idle through these tests (docs/testing.md).
    maxWorkers: 2,
  },
}));
