/**
 * The catalogues as the server reads them: every namespace's messages in each language, as
 * written (ICU messages, not compiled). The web app gets its namespaces through
 * @lingui/vite-plugin instead (lingui.config.ts), compiled when it is built.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { LANGUAGES, type Language } from './layout.ts';

export { LANGUAGES, SERVER_NAMESPACES, SOURCE_LANGUAGE, type Language } from './layout.ts';

/** `{ "<namespace>.<id>": "ICU message" }` */
export type Catalogue = Record<string, string>;

const LOCALES = new URL('../locales/', import.meta.url);

/** The namespaces: the folders under `locales/`. */
export function namespaces(): string[] {
  return readdirSync(LOCALES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** One namespace's messages in one language. */
export function readCatalogue(namespace: string, language: Language): Catalogue {
  return JSON.parse(
    readFileSync(new URL(`${namespace}/${language}.json`, LOCALES), 'utf8'),
  ) as Catalogue;
}

/** Each language's messages, every namespace's in one catalogue (their IDs never clash). */
export function readCatalogues(): Record<Language, Catalogue> {
  const all = namespaces();
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      Object.assign({}, ...all.map((namespace) => readCatalogue(namespace, language))) as Catalogue,
    ]),
  ) as Record<Language, Catalogue>;
}
