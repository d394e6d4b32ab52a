/** The top bar's suggestions as a visitor types, in the UI's language. */
import { searchSuggestionsOptions } from '@media-search/api-client/query';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { languageQuery } from '@/lib/catalogue-language.ts';
import type { Language } from '@/lib/language.ts';

/**
 * Each text is its own query (the text is in the key), so an answer for an older text fills
 * only its own entry and never replaces the newer text's list. While the newer one loads, the
 * list shown stays the last one the box had (keepPreviousData) rather than emptying.
 */
export function suggestionsQueryOptions(text: string, language: Language) {
  return queryOptions({
    ...searchSuggestionsOptions({ path: { searchText: text }, ...languageQuery(language) }),
    enabled: text !== '',
    placeholderData: keepPreviousData,
  });
}
