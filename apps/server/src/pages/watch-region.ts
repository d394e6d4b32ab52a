/**
 * The watch region a first visit's web app will use (apps/web/src/lib/watch-region.ts): the
 * region of the first browser language that names one, else the United States. Browsers send
 * their languages as `Accept-Language`, in the order the app reads them.
 */
import { acceptLanguageEntries } from '../languages.ts';

const FALLBACK_REGION = 'US';

/** The language tags of an `Accept-Language`, in the order sent (as `navigator.languages`). */
export function browserLanguagesOf(acceptLanguage: string | undefined): string[] {
  const tags: string[] = [];
  for (const entry of acceptLanguageEntries(acceptLanguage)) {
    const tag = entry.split(';')[0]?.trim();
    if (tag && tag !== '*') tags.push(tag);
  }
  return tags;
}

export function watchRegionOf(acceptLanguage: string | undefined): string {
  for (const tag of browserLanguagesOf(acceptLanguage)) {
    try {
      const region = new Intl.Locale(tag).region;
      if (region && /^[A-Z]{2}$/.test(region)) return region;
    } catch {
      // Not a well-formed language tag: try the next.
    }
  }
  return FALLBACK_REGION;
}
