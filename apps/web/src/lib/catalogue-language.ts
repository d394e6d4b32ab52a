/**
 * Catalogue answers in the UI's language: the API's `language` each catalogue query asks with.
 *
 * The language is one of the query's own parameters, so it is part of its key: an answer in
 * German and one in English are two cache entries. A switch of language renders the screen's
 * queries under the new language's keys (fetched then, unless already there); the other
 * language's entries stay, so switching back shows them at once. English is the API's default
 * and sends no `language`: its requests and keys are those of an app that knew no other.
 *
 * Query builders take the language as an argument: components pass `useCatalogueLanguage()`,
 * the router's loaders the render's (`languageOf` in routes/-render-context.ts), the language
 * the screen renders in. Answers that are the same in every language (the configuration, the favourites, the
 * watch regions, providers and original languages, which the API names in English) carry none.
 */
import { useLingui } from '@lingui/react';
import { useConfiguration } from './configuration.ts';
import type { Language } from './language.ts';

/** The API's `language` values besides its default, English. */
export type ApiLanguage = Exclude<Language, 'en'>;

/** The API's `language` for a UI language: none for English, its default. */
export const apiLanguage = (language: Language): ApiLanguage | undefined =>
  language === 'en' ? undefined : language;

/**
 * The `language` parameter of a catalogue request in `language`, to spread last into its
 * query (`{ page, ...languageParam(language) }`): nothing at all for English.
 */
export function languageParam(language: Language): { language?: ApiLanguage } {
  const value = apiLanguage(language);
  return value ? { language: value } : {};
}

/**
 * A whole `query` holding only the language, for operations with no other query parameter:
 * none for English, so its key has no `query` either.
 */
export function languageQuery(language: Language): { query?: { language: ApiLanguage } } {
  const value = apiLanguage(language);
  return value ? { query: { language: value } } : {};
}

/** The end of a hand-written query key: `{ language }`, nothing for English. */
export function languageKey(language: Language): [] | [{ language: ApiLanguage }] {
  const value = apiLanguage(language);
  return value ? [{ language: value }] : [];
}

/** The language a component's catalogue queries ask in: the UI's, following a switch. */
export function useCatalogueLanguage(): Language {
  return useLingui().i18n.locale as Language;
}

/**
 * The `lang` of the catalogue's own text (titles, overviews, taglines) when it is not in the
 * UI's language: 'en' when the catalogue cannot answer in it (the offline demo pack is English
 * only) and so answers in English, its default; else none, the page's own language applies.
 * Screen readers then read that English as English, not with German or French rules.
 */
export function useCatalogueFallbackLang(): 'en' | undefined {
  const { i18n } = useLingui();
  const { contentLanguages } = useConfiguration();
  return (contentLanguages as readonly string[]).includes(i18n.locale) ? undefined : 'en';
}
