/**
 * Where the web app's message catalogues live, for @lingui/vite-plugin (which compiles a
 * catalogue when it is imported with `?lingui`, see src/lib/i18n/catalogs.ts). One folder per
 * namespace, one file per language: `src/locales/<namespace>/<language>.json`, each a flat
 * `{ "<namespace>.<id>": "ICU message" }` object written by hand (IDs are explicit, nothing
 * is extracted from the code).
 */
import { formatter } from '@lingui/format-json';
import type { LinguiConfig } from '@lingui/conf';

const config: LinguiConfig = {
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr', 'es'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{name}/{locale}',
      // The trailing slash: only folders are namespaces (not the test beside them).
      include: ['<rootDir>/src/locales/{name}/'],
    },
  ],
  format: formatter({ style: 'minimal' }),
};

export default config;
