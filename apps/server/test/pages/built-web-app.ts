/**
 * A built web app as the server finds it in `WEB_DIST_DIR`, cut down: `index.html` in the shape
 * `vite build` writes it (apps/web/index.html), and the manifest (`build.manifest`) naming the
 * movie screen, the home rows, and the English and French messages.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const BUILT_INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Search and browse movies, TV shows and people." />
    <title>Media Search</title>
    <style>body{margin:0}</style>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

export const BUILT_MANIFEST = {
  'index.html': { file: 'assets/index-abc.js' },
  'src/routes/movie.$id.tsx?tsr-split=component': {
    file: 'assets/movie.lazy-m1.js',
    imports: ['index.html'],
  },
  'src/features/lists/components/home-rows.tsx': {
    file: 'assets/home-rows-h1.js',
    imports: ['index.html'],
  },
  'src/lib/i18n/messages/en-screens.ts': { file: 'assets/en-screens-x1.js' },
  'src/lib/i18n/messages/fr.ts': { file: 'assets/fr-f1.js' },
};

/** Writes the build into a new temporary folder, with `files` (path → text) added; its path. */
export async function writeBuiltWebApp(
  name: string,
  files: Record<string, string> = {},
): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `${name}-`));
  const all = {
    'index.html': BUILT_INDEX_HTML,
    '.vite/manifest.json': JSON.stringify(BUILT_MANIFEST),
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  return dir;
}
