import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rolldown } from 'vite';
import { defineConfig, type ViteUserConfig as UserConfig } from 'vitest/config';

const source = (file: string) => path.resolve(import.meta.dirname, 'src', file);
const ENTRY = source('main.tsx');
/** The `/` route's screen, which it loads before it shows anything (routes/search.tsx). */
const SEARCH_SCREEN = source('features/search/components/search-screen.tsx');
/** Parts of the frame loaded on first use; the screens must not drag them along. */
const SHELL_EXTRAS = [
  'components/layout/nav-drawer.tsx',
  'components/layout/scroll-to-top-fab.tsx',
  'components/feedback/spinner.tsx',
  'components/media/trailer-dialog.tsx',
  'features/auth/profile-menu.tsx',
  'features/auth/user-manager.ts',
  'features/favorites/components/favorite-heart.tsx',
].map(source);
/** MUI's button ripple, which the first screen's controls load once the screen has painted. */
const TOUCH_RIPPLE = source('components/touch-ripple.ts');

const baseConfig = {
  plugins: [react()],
  // `@/` is the app's src folder (tsconfig.app.json's paths), so imports never climb `../../`.
  resolve: { tsconfigPaths: true },
  build: {
    // The bundle budget test (build-checks/) reads the manifest to find what `/` loads.
    manifest: true,
    // Every browser the app supports preloads modules natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // Emotion imports it for `withTheme`, which nothing here uses, and it does not declare
        // that it has no side effects (it has none): without this it and its own copy of
        // react-is (1.6 kB gzipped) stay in the first screen's code.
        moduleSideEffects: [
          { test: /node_modules\/hoist-non-react-statics\//, sideEffects: false },
        ],
      },
    },
  },
} satisfies UserConfig;

type Chunk = Rolldown.OutputChunk;

/**
 * The modules the first screen runs before it shows: those the bundler, left to itself, puts in
 * the entry chunk, in the chunks the entry imports statically, and in the chunks the search
 * screen imports statically. Found by a trial build in memory (about a second).
 */
async function firstScreenModules(): Promise<Set<string>> {
  const output = await build({
    ...baseConfig,
    configFile: false,
    root: import.meta.dirname,
    logLevel: 'silent',
    build: { ...baseConfig.build, write: false, minify: false },
  });
  const chunks = new Map<string, Chunk>();
  for (const result of [output].flat()) {
    if (!('output' in result)) continue;
    for (const file of result.output) if (file.type === 'chunk') chunks.set(file.fileName, file);
  }
  const modules = new Set<string>();
  const addWithImports = (chunk: Chunk | undefined, seen = new Set<string>()) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const [id, module] of Object.entries(chunk.modules)) {
      if (module.renderedLength > 0) modules.add(id);
    }
    for (const imported of chunk.imports) addWithImports(chunks.get(imported), seen);
  };
  const all = [...chunks.values()];
  addWithImports(all.find((chunk) => chunk.isEntry));
  const searchScreen = all.find((chunk) => chunk.facadeModuleId === SEARCH_SCREEN);
  for (const imported of searchScreen?.imports ?? []) addWithImports(chunks.get(imported));
  // The entry module and the search screen keep chunks of their own, which index.html, the
  // manifest and the router name.
  modules.delete(ENTRY);
  modules.delete(SEARCH_SCREEN);
  return modules;
}

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * The modules the given ones import statically, directly or not, themselves included, but for
 * those in `known` and what is reached only through them.
 */
function staticClosure(
  roots: readonly string[],
  graph: ModuleGraph,
  known: ReadonlySet<string> = new Set(),
): Set<string> {
  const found = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id) || known.has(id)) continue;
    found.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

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
 * Every screen waits for the server's configuration before it renders (routes/root.tsx): the
 * built page asks for it at once, alongside the scripts, rather than after they have run. The
 * development server's API is elsewhere (port 5002), so this is for builds only.
 */
function preloadConfiguration(): Plugin {
  return {
    name: 'media-search:preload-configuration',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'link',
        attrs: { rel: 'preload', href: '/api/configuration', as: 'fetch', crossorigin: '' },
        injectTo: 'head',
      },
    ],
  };
}

/**
 * The search screen's chunk is the `/` route's component, which the route loads before it
 * shows anything: named in index.html, it downloads alongside the entry's chunks rather than a
 * round trip after them. Other screens fetch it too, early and once: it is 1.3 kB.
 */
function preloadSearchScreen(): Plugin {
  return {
    name: 'media-search:preload-search-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.values(bundle ?? {})
          .filter((file) => file.type === 'chunk' && file.facadeModuleId === SEARCH_SCREEN)
          .map((chunk) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${chunk.fileName}` },
            injectTo: 'head',
          })),
    },
  };
}

export default defineConfig(async ({ command, isPreview }) => {
  const config: UserConfig = {
    ...baseConfig,
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/testing/setup.ts'],
    },
  };
  if (command !== 'build' || isPreview) return config;

  const firstScreen = await firstScreenModules();
  let shellExtras: Set<string> | undefined;
  let touchRipple: Set<string> | undefined;
  return {
    ...config,
    plugins: [...baseConfig.plugins, preloadConfiguration(), preloadSearchScreen(), precompress()],
    build: {
      ...baseConfig.build,
      rolldownOptions: {
        ...baseConfig.build.rolldownOptions,
        output: {
          codeSplitting: {
            groups: [
              // Left to itself the bundler cuts the first screen's code into a dozen chunks
              // along the lines the lazy screens share, and each compresses on its own. In one
              // chunk it is some 5 kB smaller over the wire, and one request instead of twelve.
              { name: 'app', test: (id: string) => firstScreen.has(id) },
              // The screens' buttons import the ripple too, and a group takes in what its
              // modules import: without a chunk of its own the ripple would go with them, and
              // the first screen would load all the screens' shared code to get it.
              {
                name: (id: string, graph: ModuleGraph) => {
                  touchRipple ??= staticClosure([TOUCH_RIPPLE], graph, firstScreen);
                  return touchRipple.has(id) ? 'touch-ripple' : null;
                },
              },
              // Likewise what two or more lazy screens share: a details screen then needs its
              // own chunk and this one rather than fifteen small ones, which over HTTP/1.1 wait
              // for each other. The frame's on-demand parts stay out of it (and it out of them).
              {
                name: (id: string, graph: ModuleGraph) => {
                  shellExtras ??= staticClosure(SHELL_EXTRAS, graph);
                  return firstScreen.has(id) || shellExtras.has(id) ? null : 'screens';
                },
                minShareCount: 2,
              },
            ],
          },
        },
      },
    },
  };
});
