/**
 * The message catalogues for Lingui, and the code that uses them.
 *
 * The first catalog is the catalogues themselves (src/layout.ts describes them): each namespace
 * folder is a catalog, which @lingui/vite-plugin compiles when the web app imports one of its
 * files with `?lingui` (apps/web/src/lib/i18n/messages/). They are written by hand, with
 * explicit IDs and every language's text.
 *
 * The second is the code: what Lingui's extractor reads to find the messages in use, which
 * test/messages-in-use.test.ts checks against the catalogues. The extractor finds
 * `i18n._('id', …)` and `i18n.t('id')` calls, `<Trans id="id">` of @lingui/react and string
 * literals marked `/*i18n*\/ 'id'` (for an ID chosen at run time: mark each candidate where it
 * is written). Tests are not uses.
 *
 * `lingui extract` does not keep the catalogues: a Lingui catalog collects the messages of its
 * source folders, and these namespaces hold IDs by prefix, whoever uses them. Run on this config
 * it leaves them as they are and lists the code's IDs in `.extracted/` (with `--clean` it would
 * empty them). Run the test instead: it says which ID to add or drop, and where it is used.
 */
import path from 'node:path';
import { formatter } from '@lingui/format-json';
import type { LinguiConfig } from '@lingui/conf';
import { LANGUAGES, SOURCE_LANGUAGE } from './src/layout.ts';

const config: LinguiConfig = {
  // The repository's root, so that paths (and the extractor's `file:line` of a use) read from it.
  rootDir: path.resolve(import.meta.dirname, '../..'),
  sourceLocale: SOURCE_LANGUAGE,
  locales: [...LANGUAGES],
  catalogs: [
    {
      path: '<rootDir>/packages/messages/locales/{name}/{locale}',
      // The trailing slash: only folders are namespaces.
      include: ['<rootDir>/packages/messages/locales/{name}/'],
    },
    {
      // Where `lingui extract` writes the code's IDs (nothing reads it; git ignores it).
      path: '<rootDir>/packages/messages/.extracted/{locale}',
      include: ['<rootDir>/apps/web/src', '<rootDir>/apps/server/src'],
      exclude: ['<rootDir>/apps/*/src/**/*.test.{ts,tsx}', '<rootDir>/apps/web/src/testing/**'],
    },
  ],
  format: formatter({ style: 'minimal' }),
};

export default config;
