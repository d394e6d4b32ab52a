/**
 * Tests in another language than English: `await setTestLanguage('de')` before rendering
 * (in a `beforeEach`, or at the start of a test). testing/setup.ts goes back to English after
 * each test and fails any test that looked up an ID the language's catalogues lack.
 */
import { activateLanguage } from '@/lib/i18n/i18n.ts';
import { LANGUAGES, type Language } from '@/lib/i18n/languages.ts';

export async function setTestLanguage(language: Language): Promise<void> {
  await activateLanguage(language);
}

/** The languages besides English, for `describe.each(OTHER_LANGUAGES)`. */
export const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== 'en');
