/**
 * The app's one Lingui instance (the `i18n` of @lingui/core, which `<I18nProvider>` in
 * app/app.tsx hands to components) and switching its language. English is active from the
 * start with what the first screen shows; other screens' English, and other languages, load
 * before they render, so no screen ever shows a bare ID.
 */
import { i18n, setupI18n, type I18n, type Messages } from '@lingui/core';
import { messages as english } from './messages/en.ts';
import { chooseLanguage, DEFAULT_LANGUAGE, type Language } from './languages.ts';
import { readStoredLanguage, storeLanguage } from './stored-language.ts';

/** Each language's catalogues still to load: all of them, or for English the other screens'. */
const loaders: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('./messages/en-screens.ts'),
  de: () => import('./messages/de.ts'),
  fr: () => import('./messages/fr.ts'),
  es: () => import('./messages/es.ts'),
};

// A copy: loading more English later adds to the instance's catalogue, not to this module's.
i18n.loadAndActivate({ locale: DEFAULT_LANGUAGE, messages: { ...english } });
// Screen readers, hyphenation and the browser's own text follow <html lang>, from the first
// change on: until then it is the page's own, which the server wrote (main.tsx reads it to
// know whether the page it rendered is in the visitor's language).
i18n.on('change', () => {
  if (typeof document !== 'undefined') document.documentElement.lang = i18n.locale;
});
// A message ID no catalogue has shows as the bare ID: say so where developers and the
// end-to-end tests look (the unit tests fail on it, src/testing/setup.ts).
i18n.on('missing', ({ id, locale }) => {
  console.error(`Missing translation: "${id}" in "${locale}"`);
});

const loading = new Map<Language, Promise<void>>();

/** Loads the rest of a language's catalogues, once. */
function loadCatalogues(language: Language): Promise<void> {
  let load = loading.get(language);
  if (!load) {
    load = loaders[language]().then(
      ({ messages }) => i18n.load(language, messages),
      (error: unknown) => {
        // Offline, say: the next screen or switch tries again.
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, load);
  }
  return load;
}

/** The last language asked for: a slower earlier load must not win over it. */
let requested: Language = DEFAULT_LANGUAGE;

/** Loads all a language's catalogues and makes it the UI's language. */
export async function activateLanguage(language: Language): Promise<void> {
  requested = language;
  await loadCatalogues(language);
  if (requested === language) i18n.activate(language);
}

/**
 * The first render's language: English is there already (what the first screen shows of it);
 * another language loads whole first.
 */
export async function startInLanguage(language: Language): Promise<void> {
  if (language !== DEFAULT_LANGUAGE) await activateLanguage(language);
}

/** What screens other than the search screen show: English's remaining namespaces. */
export function loadScreenMessages(): Promise<void> {
  return loadCatalogues(i18n.locale as Language);
}

/**
 * What the screen at `pathname` needs before it renders: for any but the search screen,
 * English's remaining namespaces (another language came whole). The router awaits it before
 * such a screen renders (routes/__root.tsx), and main.tsx before it hydrates one the server
 * rendered.
 */
export function loadMessagesFor(pathname: string): Promise<void> | undefined {
  return pathname === '/' ? undefined : loadScreenMessages();
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

/**
 * A Lingui instance of its own in `language`, with every catalogue loaded: one per server
 * render, so renders in different languages can run at once (entry-server.tsx).
 */
export async function instanceIn(language: Language): Promise<I18n> {
  const { messages } = await loaders[language]();
  const all = language === DEFAULT_LANGUAGE ? { ...english, ...messages } : messages;
  return setupI18n({ locale: language, messages: { [language]: all } });
}
