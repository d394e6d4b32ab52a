import { getPersonOptions } from '@media-search/api-client/query';
import { languageQuery } from '@/lib/catalogue-language.ts';
import type { Language } from '@/lib/language.ts';

export function personQueryOptions(id: number, language: Language) {
  return getPersonOptions({ path: { actorId: id }, ...languageQuery(language) });
}
