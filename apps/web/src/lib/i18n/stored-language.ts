/** The visitor's choice of language, kept in this browser across visits. */
import { isLanguage, type Language } from './languages.ts';

const STORAGE_KEY = 'media-search:language';

export function readStoredLanguage(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    // Storage can be off (privacy settings): the browser's language applies instead.
    return null;
  }
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembered, but the change itself still applies for this visit.
  }
}
