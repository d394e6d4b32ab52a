/**
 * The languages the web app speaks, which the catalogue answers in and the server's pages and
 * sign-in pages are written in. English is the default: an answer without a language is English.
 */
export const CONTENT_LANGUAGES = ['en', 'de', 'fr', 'es'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: ContentLanguage = 'en';

const isContentLanguage = (code: string): code is ContentLanguage =>
  (CONTENT_LANGUAGES as readonly string[]).includes(code);

/**
 * The first of our languages in a list of language tags in order of preference (`de-AT` counts
 * as `de`), or undefined when none is. Tags that are not well formed are skipped.
 */
export function firstKnownLanguage(tags: readonly string[]): ContentLanguage | undefined {
  for (const tag of tags) {
    try {
      const { language } = new Intl.Locale(tag.trim());
      if (isContentLanguage(language)) return language;
    } catch {
      // Not a language tag: try the next.
    }
  }
  return undefined;
}

/**
 * Entries of an `Accept-Language` read at most. Browsers send a handful; every one read costs
 * a tag parse on each page, so a header of thousands (a 14 KB one made a page six times as
 * costly) says no more and costs no more than this many.
 */
export const MAX_ACCEPT_LANGUAGE_ENTRIES = 12;

/** The entries (`tag;q=…`) of an `Accept-Language` header, in the order sent, the first few. */
export function acceptLanguageEntries(acceptLanguage: string | undefined): string[] {
  return (acceptLanguage ?? '').split(',', MAX_ACCEPT_LANGUAGE_ENTRIES);
}

/**
 * The best of our languages for an `Accept-Language` header (RFC 9110 §12.5.4): tags by their
 * weight, highest first, in the order sent among equals; a weight of 0 refuses a language.
 */
export function languageOfHeader(acceptLanguage: string | undefined): ContentLanguage {
  const weighted = acceptLanguageEntries(acceptLanguage)
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.split(';');
      const weight = parameters
        .map((parameter) => /^\s*q=([0-9.]+)\s*$/i.exec(parameter)?.[1])
        .find((value) => value !== undefined);
      return { tag: tag.trim(), weight: weight === undefined ? 1 : Number(weight), index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return firstKnownLanguage(weighted.map(({ tag }) => tag)) ?? DEFAULT_LANGUAGE;
}
