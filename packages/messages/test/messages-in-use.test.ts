/**
 * The catalogues hold exactly the messages the code uses. Lingui's extractor, run as
 * `lingui extract` runs it on the code lingui.config.ts names (the web app's and the server's
 * sources, tests aside), finds every ID looked up; an ID used but in no catalogue, or in a
 * catalogue but used nowhere, fails here. An ID chosen at run time is seen only where each
 * candidate is written marked `/*i18n*\/ 'id'`.
 */
import { fileURLToPath } from 'node:url';
import { getCatalogs, type ExtractedCatalogType } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { beforeAll, describe, expect, it } from 'vitest';
import { namespaces, readCatalogue, SERVER_NAMESPACES, SOURCE_LANGUAGE } from '../src/index.ts';

const config = getConfig({
  configPath: fileURLToPath(new URL('../lingui.config.ts', import.meta.url)),
});

/** Each catalogue ID and its namespace (every language has the same IDs: catalogs.test.ts). */
const inCatalogues = new Map(
  namespaces().flatMap((namespace) =>
    Object.keys(readCatalogue(namespace, SOURCE_LANGUAGE)).map((id) => [id, namespace] as const),
  ),
);

/** Where a message is used: `file:line` of each use, from the repository's root. */
const usesOf = (message: ExtractedCatalogType[string]) =>
  (message.origin ?? []).map(([file, line]) => `${file}:${line}`);

let used: ExtractedCatalogType;

beforeAll(async () => {
  const code = (await getCatalogs(config)).find((catalog) =>
    catalog.path.endsWith('.extracted/{locale}'),
  );
  if (!code) throw new Error('lingui.config.ts names no code to extract from');
  const extracted = await code.collect();
  // Undefined when a file could not be read (Lingui has logged which).
  if (!extracted) throw new Error('Lingui could not extract the messages of every file');
  used = extracted;
}, 180_000);

describe('messages in use', () => {
  it('finds the code’s messages', () => {
    expect(Object.keys(used).length).toBeGreaterThan(100);
  });

  it('has every message the code uses in a catalogue', () => {
    const missing = Object.entries(used)
      .filter(([id]) => !inCatalogues.has(id))
      .map(([id, message]) => `${id} (used at ${usesOf(message).join(', ')})`);
    expect(missing, 'used in the code, in no catalogue').toEqual([]);
  });

  it('uses every message of the catalogues', () => {
    const unused = [...inCatalogues].filter(([id]) => !(id in used)).map(([id]) => id);
    expect(unused, 'in a catalogue, used nowhere in the code').toEqual([]);
  });

  it('has the web app use only the namespaces its bundles carry', () => {
    const serverOnly = new Set<string>(SERVER_NAMESPACES);
    const misplaced = Object.entries(used)
      .filter(([id]) => serverOnly.has(inCatalogues.get(id) ?? ''))
      .flatMap(([id, message]) =>
        usesOf(message)
          .filter((use) => use.startsWith('apps/web/'))
          .map((use) => `${id} (used at ${use})`),
      );
    expect(misplaced, 'the web app’s messages in a namespace only the server loads').toEqual([]);
  });
});
