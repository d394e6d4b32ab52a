import { getCollectionOptions } from '@media-search/api-client/query';
import { languageQuery } from '@/lib/catalogue-language.ts';
import type { Language } from '@/lib/language.ts';

export function collectionQueryOptions(id: number, language: Language) {
  return getCollectionOptions({ path: { collectionId: id }, ...languageQuery(language) });
}
