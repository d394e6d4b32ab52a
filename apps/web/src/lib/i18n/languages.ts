/** The languages the web app speaks, and which one a visitor gets. */

export const LANGUAGES = ['en', 'de', 'fr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language of the first render, and of anyone whose browser asks for none of ours. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, so a reader finds theirs whatever the page's language is. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
};

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/**
 * The visitor's language: the one they chose here before, else the first of the browser's
 * preferred languages we speak (by primary subtag: `de-AT` is German), else English.
 */
export function chooseLanguage(stored: string | null, preferred: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of preferred) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
