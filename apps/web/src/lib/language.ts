/**
 * The UI's language for code outside React (API calls, the query cache): read it, follow its
 * changes. Components use Lingui's `useLingui()` instead, which re-renders them on a change.
 */
import { activateLanguage, changeLanguage, i18n } from './i18n/i18n.ts';
import { type Language } from './i18n/languages.ts';

export { LANGUAGES, LANGUAGE_NAMES, type Language } from './i18n/languages.ts';
export { activateLanguage, changeLanguage };

/** The language the UI shows now (`'en'`, `'de'`, `'fr'` or `'es'`). */
export function currentLanguage(): Language {
  return i18n.locale as Language;
}

/**
 * Calls `listener` with the new language each time the UI's language changes (after its
 * catalogues have loaded, as the screens re-render in it). Returns the unsubscribe function.
 */
export function onLanguageChange(listener: (language: Language) => void): () => void {
  let last = currentLanguage();
  // Lingui also says 'change' when it loads more messages into the active language (the other
  // screens' English, routes/root.tsx): no change of language, so nothing to tell.
  return i18n.on('change', () => {
    const language = currentLanguage();
    if (language === last) return;
    last = language;
    listener(language);
  });
}
