/**
 * The API answers a screen asks for as soon as its code runs, named in the page's head as
 * `<link rel="preload" as="fetch" crossorigin>`: the browser fetches them beside the app's code
 * and hands them to the app's own requests, rather than the app asking only once its code has
 * downloaded and run (on the search screen, a round trip before the home rows and their first
 * pictures). Only where the page's data is not in the page itself: the details pages carry
 * theirs (web-pages.ts).
 *
 * The addresses must be the ones the web app's generated client asks for, byte for byte, or the
 * browser fetches twice (and says so in the console); `e2e/first-paint.spec.ts` in the web app
 * checks on the real build that each list is fetched once.
 */
import type { ContentLanguage } from '../languages.ts';
import { escapeHtml } from './escape.ts';

/** The four lists of the search screen's home rows (apps/web/src/features/lists/). */
const HOME_ROWS = [
  '/api/movie/trending?page=1&window=day',
  '/api/tvshow/trending?page=1&window=day',
  '/api/movie/popular?page=1',
  '/api/tvshow/popular?page=1',
] as const;

/**
 * The addresses `pathname` asks for first, with the UI's `language`. The app sends no
 * `language` for English, and adds it last to every other catalogue request
 * (apps/web/src/lib/catalogue-language.ts).
 */
export function screenData(pathname: string, language: ContentLanguage): string[] {
  if (pathname !== '/') return [];
  return HOME_ROWS.map((address) =>
    language === 'en' ? address : `${address}&language=${language}`,
  );
}

/** Those addresses as head tags, one per line. */
export function screenDataTags(pathname: string, language: ContentLanguage): string {
  return screenData(pathname, language)
    .map((address) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(address)}" />`)
    .join('\n    ');
}
