/**
 * The web app's code a screen needs before it can draw, named in the page's head as
 * `<link rel="modulepreload">`: the browser then fetches it alongside the entry script rather
 * than after the entry has run and the router has asked for it (a round trip and a download
 * off a details screen's first paint on a slow connection). Vite's manifest
 * (`build.manifest` in apps/web/vite.config.ts) maps each source module to its built file and
 * that file's own imports, as Vite's guide to backend integration describes.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ContentLanguage } from '../languages.ts';
import { escapeHtml } from './escape.ts';

/** One source module's entry in `.vite/manifest.json` (the parts read here). */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/** The manifest's name for the entry, which index.html loads (and preloads) itself. */
const ENTRY = 'index.html';

/** A route file's component, split off into a chunk of its own by the router's Vite plugin. */
const component = (routeFile: string) => `src/routes/${routeFile}?tsr-split=component`;

/**
 * Each screen's lazily loaded modules (apps/web/src/routes/), by the address it answers. The
 * search screen is in the entry; its loader asks for the rows to browse once the entry runs,
 * and naming them here would take bandwidth from the entry (measured: a later first paint).
 */
const SCREEN_MODULES: readonly (readonly [RegExp, readonly string[]])[] = [
  [/^\/movie\/[^/]+$/, [component('movie.$id.tsx')]],
  [/^\/tv\/[^/]+$/, [component('tv.$id.tsx')]],
  [/^\/person\/[^/]+$/, [component('person.$id.tsx')]],
  [/^\/movie\/[^/]+\/cast$/, [component('movie.$id_.cast.tsx')]],
  [/^\/tv\/[^/]+\/cast$/, [component('tv.$id_.cast.tsx')]],
  [/^\/tvseason$/, [component('tvseason.tsx')]],
  [/^\/tvepisode$/, [component('tvepisode.tsx')]],
  [/^\/collection\/[^/]+$/, [component('collection.$id.tsx')]],
  [/^\/discover\/movies$/, [component('discover.movies.tsx')]],
  [/^\/discover\/tv$/, [component('discover.tv.tsx')]],
  ...['popular', 'trending'].flatMap((source) =>
    ['movies', 'tv', 'actors'].map(
      (kind) => [new RegExp(`^/${source}/${kind}$`), [component(`${source}.${kind}.tsx`)]] as const,
    ),
  ),
  [/^\/movie-search\/[^/]+$/, [component('movie-search.$query.tsx')]],
  [/^\/favorites$/, [component('favorites.tsx')]],
  [/^\/about$/, [component('about.tsx')]],
];

/**
 * What a drawn screen's code adds to the list above: the home rows it shows at once (drawn, the
 * page's first paint no longer waits on the entry).
 */
const DRAWN_SCREEN_MODULES: readonly (readonly [RegExp, readonly string[]])[] = [
  [/^\/$/, ['src/features/lists/components/home-rows.tsx']],
];

/**
 * The UI's messages a first screen waits for (apps/web/src/lib/i18n/i18n.ts): another
 * language's whole catalogue, or English's for the screens other than search.
 */
function messageModules(pathname: string, language: ContentLanguage): string[] {
  if (language !== 'en') return [`src/lib/i18n/messages/${language}.ts`];
  return pathname === '/' ? [] : ['src/lib/i18n/messages/en-screens.ts'];
}

export class ScreenCode {
  readonly #manifest: ViteManifest;

  constructor(manifest: ViteManifest) {
    this.#manifest = manifest;
  }

  /** The build's manifest, or none (a build without one gets no preloads, and works as before). */
  static fromDist(distDir: string): ScreenCode {
    const file = path.join(distDir, '.vite', 'manifest.json');
    return new ScreenCode(
      existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ViteManifest) : {},
    );
  }

  /**
   * The built files (paths from the site's root) the screen at `pathname` runs first; `drawn`,
   * when the server drew it with all its parts.
   */
  files(pathname: string, language: ContentLanguage, { drawn = false } = {}): string[] {
    const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
    const modulesOf = (table: typeof SCREEN_MODULES) =>
      table.find(([pattern]) => pattern.test(path))?.[1] ?? [];
    const screen = [
      ...modulesOf(SCREEN_MODULES),
      ...(drawn ? modulesOf(DRAWN_SCREEN_MODULES) : []),
    ];
    const files = new Set<string>();
    const visit = (name: string) => {
      const chunk = this.#manifest[name];
      if (name === ENTRY || !chunk || files.has(`/${chunk.file}`)) return;
      files.add(`/${chunk.file}`);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const name of [...messageModules(path, language), ...screen]) visit(name);
    return [...files];
  }

  /** Those files as head tags, one per line (the entry's own script is `crossorigin` too). */
  preloadTags(pathname: string, language: ContentLanguage): string {
    return this.files(pathname, language)
      .map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" />`)
      .join('\n    ');
  }
}
