/**
 * Catalogue answers in the UI's language: what the API client sends as `language`, and the
 * query cache following a change of language.
 *
 * The language rides on the request (lib/api.ts), not in the query keys: the generated keys
 * stay as they are, and so do the keys the page's seed fills. A switch instead resets every
 * catalogue query, so no answer in the previous language can be shown again: what is on screen
 * is fetched anew in the new language (its requests in flight are cancelled), the rest when it
 * is next needed. Switching back costs a request, usually answered by the browser's HTTP cache.
 */
import { useLingui } from '@lingui/react';
import type { Query, QueryClient } from '@tanstack/react-query';
import { getFavoritesQueryKey } from '@media-search/api-client/query';
import { configurationQueryOptions, useConfiguration } from './configuration.ts';
import { currentLanguage, onLanguageChange, type Language } from './language.ts';

/** The API's `language` for a UI language: none for English, its default. */
export const apiLanguage = (language: Language): Language | undefined =>
  language === 'en' ? undefined : language;

/** The `language` catalogue requests carry now. */
export const catalogueLanguage = (): Language | undefined => apiLanguage(currentLanguage());

/**
 * The `lang` of the catalogue's own text (titles, overviews, taglines) when it is not in the
 * UI's language: 'en' when the catalogue cannot answer in it (the offline demo pack is English
 * only) and so answers in English, its default; else none, the page's own language applies.
 * Screen readers then read that English as English, not with German or French rules.
 */
export function useCatalogueFallbackLang(): 'en' | undefined {
  const { i18n } = useLingui();
  const { contentLanguages } = useConfiguration();
  return (contentLanguages as readonly string[]).includes(i18n.locale) ? undefined : 'en';
}

/** Queries that are the same in every language: the configuration and the user's favourites. */
const LANGUAGE_NEUTRAL = [configurationQueryOptions.queryKey[0], getFavoritesQueryKey()[0]._id];

function isCatalogueQuery(query: Query): boolean {
  const [first] = query.queryKey;
  const name = typeof first === 'object' && first !== null && '_id' in first ? first._id : first;
  return !LANGUAGE_NEUTRAL.includes(name as string);
}

/** From now on, resets the catalogue queries whenever the UI's language changes. */
export function followLanguage(queryClient: QueryClient): () => void {
  return onLanguageChange(() => {
    void queryClient.resetQueries({ predicate: isCatalogueQuery });
  });
}
