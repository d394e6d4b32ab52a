/**
 * The built files a server-rendered screen runs first: the app's entry, then its routes'
 * split-off code and the messages it waits for, with what they import. The page names them for
 * its start (start-after-paint.ts), which fetches them beside the entry instead of after it has
 * run and the router has asked (a round trip off a details screen's start on a slow connection).
 * Vite's manifest (`build.manifest`) maps each source module to its built file and that file's
 * own imports, as Vite's guide to backend integration describes.
 */
import type { ViteManifest } from '@media-search/page-render';
import type { AnyRouteMatch } from '@tanstack/react-router';
import type { Language } from '@/lib/i18n/languages.ts';

/** The manifest's name for the entry. */
const ENTRY = 'index.html';

/**
 * A route's file in src/routes/, from its id: the router's flat file names, in which a dot
 * stands for each `/` of the path (`/movie/$id_/cast` is `movie.$id_.cast.tsx`).
 */
const routeFile = (routeId: string) =>
  routeId === '/' ? 'index.tsx' : `${routeId.slice(1).replaceAll('/', '.')}.tsx`;

/** The search screen's rows, which it renders at once when the server rendered it. */
const HOME_ROWS = 'src/features/lists/components/home-rows.tsx';

/** The messages a screen waits for (lib/i18n/i18n.ts): a language's whole, or English's rest. */
function messageModules(pathname: string, language: Language): string[] {
  if (language !== 'en') return [`src/lib/i18n/messages/${language}.ts`];
  return pathname === '/' ? [] : ['src/lib/i18n/messages/en-screens.ts'];
}

/** The files, the entry first; none when the manifest has no entry (the page then starts as the shell does). */
export function screenFiles(
  manifest: ViteManifest,
  matches: readonly AnyRouteMatch[],
  pathname: string,
  language: Language,
): string[] {
  const entry = manifest[ENTRY];
  if (!entry) return [];
  const modules = [
    ...messageModules(pathname, language),
    ...matches.map((match) => `src/routes/${routeFile(String(match.routeId))}?tsr-split=component`),
    ...(pathname === '/' ? [HOME_ROWS] : []),
  ];
  const files = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (name === ENTRY || !chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const name of modules) visit(name);
  return [`/${entry.file}`, ...files];
}
