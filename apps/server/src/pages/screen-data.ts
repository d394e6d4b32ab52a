/**
 * The API answers a list screen shows first: the home rows' four lists, and Discover's first
 * page of results with no filter chosen. Where the build can draw screens, the page carries
 * them and is drawn with them (web-pages.ts). Else they are named in the page's head as
 * `<link rel="preload" as="fetch" crossorigin>`: the browser fetches them beside the app's
 * code and hands them to the app's own requests, rather than the app asking only once its code
 * has downloaded and run (on the search screen, a round trip before the home rows and their
 * first pictures).
 *
 * Those addresses must be the ones the web app's generated client asks for, byte for byte, or
 * the browser fetches twice (and says so in the console).
 */
import type { Catalog, ListKind } from '../catalog/catalog.ts';
import type { ResultPage } from '../catalog/view-models.ts';
import type { ContentLanguage } from '../languages.ts';
import { discoverFilters } from '../modules/discover/discover.schemas.ts';
import { escapeHtml } from './escape.ts';

interface HomeRowList {
  /** The name the page's data gives it (apps/web/src/app/seed-queries.ts reads it). */
  name: 'trendingMovies' | 'trendingTvShows' | 'popularMovies' | 'popularTvShows';
  /** The first page's address, as the app asks for it. */
  address: string;
  type: 'movie' | 'tv';
  kind: ListKind;
}

/** The four lists of the search screen's home rows (apps/web/src/features/lists/). */
const HOME_ROWS: readonly HomeRowList[] = [
  {
    name: 'trendingMovies',
    address: '/api/movie/trending?page=1&window=day',
    type: 'movie',
    kind: 'trending-day',
  },
  {
    name: 'trendingTvShows',
    address: '/api/tvshow/trending?page=1&window=day',
    type: 'tv',
    kind: 'trending-day',
  },
  { name: 'popularMovies', address: '/api/movie/popular?page=1', type: 'movie', kind: 'popular' },
  { name: 'popularTvShows', address: '/api/tvshow/popular?page=1', type: 'tv', kind: 'popular' },
];

/** A list screen's first pages, by the name the page gives each (the app seeds its queries). */
export type ListPages = Readonly<Record<string, ResultPage>>;

/** How a list screen's first pages load: the catalogue's (cached) answers, in `language`. */
export type ListScreenLoader = (catalog: Catalog, language: ContentLanguage) => Promise<ListPages>;

/** The home rows' first pages in `language`, as the API's list routes answer them. */
export async function loadHomeRows(
  catalog: Catalog,
  language: ContentLanguage,
): Promise<ListPages> {
  const pages = await Promise.all(
    HOME_ROWS.map(({ type, kind }) => catalog.list(type, kind, 1, undefined, language)),
  );
  return Object.fromEntries(HOME_ROWS.map(({ name }, index) => [name, pages[index] as ResultPage]));
}

/** Discover's screens, by address, with the name the page gives their results. */
const DISCOVER_SCREENS = {
  '/discover/movies': { type: 'movie', name: 'discoverMovies' },
  '/discover/tv': { type: 'tv', name: 'discoverTvShows' },
} as const;

/**
 * The screens whose first screen is lists the page can carry: the home page with nothing
 * searched, and Discover with no filter chosen (as the API's discover route reads the app's
 * query for it, `page=1`). Any other address: none.
 */
export function listScreenAt(url: URL): ListScreenLoader | undefined {
  if (url.search !== '') return undefined;
  if (url.pathname === '/') return loadHomeRows;
  const discover = DISCOVER_SCREENS[url.pathname as keyof typeof DISCOVER_SCREENS] as
    (typeof DISCOVER_SCREENS)[keyof typeof DISCOVER_SCREENS] | undefined;
  if (!discover) return undefined;
  return async (catalog, language) => ({
    [discover.name]: await catalog.discover(discover.type, discoverFilters({ page: 1 }), language),
  });
}

/**
 * The addresses `pathname` asks for first, with the UI's `language`. The app sends no
 * `language` for English, and names it last in every other catalogue request's query
 * (apps/web/src/lib/catalogue-language.ts; the lists' in features/lists/api/list-queries.ts).
 */
export function screenData(pathname: string, language: ContentLanguage): string[] {
  if (pathname !== '/') return [];
  return HOME_ROWS.map(({ address }) =>
    language === 'en' ? address : `${address}&language=${language}`,
  );
}

/** Those addresses as head tags, one per line. */
export function screenDataTags(pathname: string, language: ContentLanguage): string {
  return screenData(pathname, language)
    .map((address) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(address)}" />`)
    .join('\n    ');
}
