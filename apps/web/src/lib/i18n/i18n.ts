/**
 * The app's one Lingui instance (the `i18n` of @lingui/core, which `<I18nProvider>` in
 * app/app.tsx hands to components) and switching its language. English is active from the
 * start; other languages load their catalogues first, so no screen ever shows a bare ID.
 */
import { i18n, type Messages } from '@lingui/core';
import { messages as english } from './messages/en.ts';
import { chooseLanguage, DEFAULT_LANGUAGE, type Language } from './languages.ts';
import { readStoredLanguage, storeLanguage } from './stored-language.ts';

const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ messages: Messages }>> = {
  de: () => import('./messages/de.ts'),
  fr: () => import('./messages/fr.ts'),
  es: () => import('./messages/es.ts'),
};

// Screen readers, hyphenation and the browser's own text follow <html lang>.
i18n.on('change', () => {
  document.documentElement.lang = i18n.locale;
});
// A message ID no catalogue has shows as the bare ID: say so where developers and the
// end-to-end tests look (the unit tests fail on it, src/testing/setup.ts).
i18n.on('missing', ({ id, locale }) => {
  console.error(`Missing translation: "${id}" in "${locale}"`);
});
i18n.loadAndActivate({ locale: DEFAULT_LANGUAGE, messages: english });

const loaded = new Set<Language>([DEFAULT_LANGUAGE]);
/** The last language asked for: a slower earlier load must not win over it. */
let requested: Language = DEFAULT_LANGUAGE;

/** Loads a language's catalogues (once) and makes it the UI's language. */
export async function activateLanguage(language: Language): Promise<void> {
  requested = language;
  if (language !== 'en' && !loaded.has(language)) {
    const { messages } = await loaders[language]();
    i18n.load(language, messages);
    loaded.add(language);
  }
  if (requested === language) i18n.activate(language);
}

/** The visitor's choice from the Language control: applied in place and remembered. */
export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await activateLanguage(language);
}

/** The language to start in (stored choice, else the browser's, else English). */
export function initialLanguage(): Language {
  return chooseLanguage(readStoredLanguage(), navigator.languages);
}

export { i18n };
