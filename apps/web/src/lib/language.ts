/**
 * The UI's language for code outside React (the router's loaders, formatting defaults, the
 * sign-in's `ui_locales`). Components use Lingui's `useLingui()` instead, which re-renders them
 * on a change.
 */
import { activateLanguage, changeLanguage, i18n } from './i18n/i18n.ts';
import { type Language } from './i18n/languages.ts';

export { LANGUAGES, LANGUAGE_NAMES, type Language } from './i18n/languages.ts';
export { activateLanguage, changeLanguage };

/** The language the UI shows now (`'en'`, `'de'`, `'fr'` or `'es'`). */
export function currentLanguage(): Language {
  return i18n.locale as Language;
}
