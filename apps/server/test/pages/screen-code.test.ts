/**
 * Which built files a page names for early download: the screen's own module with what it
 * imports, the messages its first render waits for, and never the entry (index.html loads it).
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ScreenCode, type ViteManifest } from '../../src/pages/screen-code.ts';

/** A build's manifest in the shape Vite writes it, cut down to what these screens use. */
const MANIFEST: ViteManifest = {
  'index.html': { file: 'assets/index-e1.js' },
  '_shared-s1.js': { file: 'assets/shared-s1.js', imports: ['index.html'] },
  'src/routes/movie.$id.tsx?tsr-split=component': {
    file: 'assets/movie.lazy-m1.js',
    imports: ['_shared-s1.js', 'index.html'],
  },
  'src/routes/tvseason.tsx?tsr-split=component': {
    file: 'assets/tv-season.lazy-t1.js',
    imports: ['_shared-s1.js', 'index.html'],
  },
  'src/lib/i18n/messages/en-screens.ts': {
    file: 'assets/en-screens-x1.js',
    imports: ['index.html'],
  },
  'src/lib/i18n/messages/de.ts': { file: 'assets/de-d1.js', imports: ['index.html'] },
};

const code = new ScreenCode(MANIFEST);

describe('the code a page preloads', () => {
  it("is a movie screen's module, what it imports once, and the screens' English", () => {
    expect(code.files('/movie/603', 'en')).toEqual([
      '/assets/en-screens-x1.js',
      '/assets/movie.lazy-m1.js',
      '/assets/shared-s1.js',
    ]);
  });

  it('follows a trailing slash and a query to the same screen', () => {
    expect(code.files('/tvseason/', 'en')).toEqual([
      '/assets/en-screens-x1.js',
      '/assets/tv-season.lazy-t1.js',
      '/assets/shared-s1.js',
    ]);
  });

  it("is the language's whole catalogue for a visitor in another language", () => {
    expect(code.files('/movie/603', 'de')[0]).toBe('/assets/de-d1.js');
    expect(code.files('/', 'de')).toEqual(['/assets/de-d1.js']);
  });

  it('is nothing for the search screen in English, an unknown address or a missing module', () => {
    expect(code.files('/', 'en')).toEqual([]);
    expect(code.files('/no/such/screen', 'en')).toEqual(['/assets/en-screens-x1.js']);
    // A build without the collection screen's module in its manifest: nothing to name.
    expect(code.files('/collection/119', 'en')).toEqual(['/assets/en-screens-x1.js']);
  });

  it('writes them as module preload tags, and none at all without a manifest', async () => {
    expect(code.preloadTags('/tvseason', 'en').split('\n    ')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/en-screens-x1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/tv-season.lazy-t1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/shared-s1.js" />',
    ]);
    const dist = await mkdtemp(path.join(tmpdir(), 'screen-code-'));
    try {
      expect(ScreenCode.fromDist(dist).preloadTags('/movie/603', 'en')).toBe('');
      await mkdir(path.join(dist, '.vite'));
      await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
      expect(ScreenCode.fromDist(dist).files('/movie/603', 'en')).toHaveLength(3);
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});
