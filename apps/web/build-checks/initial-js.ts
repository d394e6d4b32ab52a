/**
 * What the search screen (`/`) loads before it can be used, read from a built `dist/`: the
 * entry script and everything it imports statically (its modulepreloads). The `/` route's
 * screen is part of the entry; every other screen is a lazy route, loaded when it is visited.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface InitialFile {
  file: string;
  bytes: number;
  gzipBytes: number;
  /** Why it loads: 'entry', or 'preload' (a static import of the entry). */
  reason: 'entry' | 'preload';
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The module scripts and modulepreloads named by index.html, as asset paths. */
export function scriptsInIndexHtml(distDir: string): string[] {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  const urls: string[] = [];
  for (const tag of tags) {
    const isModule = tag.startsWith('<script') && /\btype="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /\brel="modulepreload"/.test(tag);
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isModule || isPreload) && url) urls.push(url.replace(/^\//, ''));
  }
  return urls;
}

/** The chunk and everything it imports statically, transitively, as manifest keys. */
function withStaticImports(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
  into.add(key);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, into);
  return into;
}

export function gzipSize(bytes: Buffer): number {
  return gzipSync(bytes).length;
}

/** Every JavaScript file the search screen loads before it is interactive, with its size. */
export function initialJavaScript(distDir: string): InitialFile[] {
  const manifest = readManifest(distDir);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the manifest has no entry chunk');

  const startup = withStaticImports(manifest, entryKey, new Set());
  const files = new Map<string, InitialFile['reason']>();
  for (const key of startup)
    files.set(manifest[key]?.file ?? key, key === entryKey ? 'entry' : 'preload');
  // index.html may name more than the manifest's graph (it never should): count those too.
  for (const file of scriptsInIndexHtml(distDir)) if (!files.has(file)) files.set(file, 'preload');
  return [...files].map(([file, reason]) => {
    const bytes = readFileSync(path.join(distDir, file));
    return { file, bytes: bytes.length, gzipBytes: gzipSize(bytes), reason };
  });
}
