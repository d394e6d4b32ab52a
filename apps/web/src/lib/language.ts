/**
 * The UI's language for code outside React (the router's loaders). Components and what they
 * call while rendering take it from their render's instance instead, Lingui's `useLingui()`,
 * which re-renders them on a change (eslint.config.js keeps `currentLanguage` out of them).
 */
import { activateLanguage, changeLanguage, i18n } from './i18n/i18n.ts';
import { type Language } from './i18n/languages.ts';

export { LANGUAGES, LANGUAGE_NAMES, type Language } from './i18n/languages.ts';
export { activateLanguage, changeLanguage };

/** The language the UI shows now (`'en'`, `'de'`, `'fr'` or `'es'`). */
export function currentLanguage(): Language {
  return i18n.locale as Language;
}
