/**
 * Search by the results page's tabs: everything (TMDB's mixed search), movies, TV shows or
 * people. A year at the end of the text narrows the titles to that year: All then holds the
 * year's movies and TV shows (people have no year), and each title tab its own.
 */
import type { Catalog, SearchScope } from '../../catalog/catalog.ts';
import type { ResultPage } from '../../catalog/view-models.ts';
import type { ContentLanguage } from '../../languages.ts';
import { splitYear } from './search-year.ts';

export const SEARCH_TYPES = ['all', 'movie', 'tv', 'person'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export type SearchCounts = Record<SearchType, number>;

/** A year in effect, with its first pages of movies and TV shows (which decided it). */
interface Narrowed {
  title: string;
  year: number;
  firstPages: { movie: ResultPage; tv: ResultPage };
}

export async function typedSearch(
  catalog: Catalog,
  type: SearchType,
  text: string,
  page: number,
  language?: ContentLanguage,
): Promise<ResultPage> {
  // People have no year.
  if (type === 'person') return catalog.search('person', text, page, language);
  const narrowed = await yearInEffect(catalog, text, language);
  if (!narrowed) return catalog.search(type === 'all' ? 'multi' : type, text, page, language);
  const { title, year, firstPages } = narrowed;
  const titles = (scope: 'movie' | 'tv') =>
    page === 1 ? firstPages[scope] : catalog.search(scope, title, page, language, year);
  if (type !== 'all') return titles(type);
  // TMDB's mixed search takes no year: the year's movies, then its TV shows, page by page.
  const [movies, shows] = await Promise.all([titles('movie'), titles('tv')]);
  return {
    page,
    results: [...movies.results, ...shows.results],
    totalPages: Math.max(movies.totalPages, shows.totalPages),
    totalResults: movies.totalResults + shows.totalResults,
  };
}

/** How many results each tab has: their first pages' totals, which the catalogue caches. */
export async function searchCounts(
  catalog: Catalog,
  text: string,
  language?: ContentLanguage,
): Promise<SearchCounts> {
  const total = async (scope: SearchScope) =>
    (await catalog.search(scope, text, 1, language)).totalResults;
  const [narrowed, person] = await Promise.all([
    yearInEffect(catalog, text, language),
    total('person'),
  ]);
  if (narrowed) {
    const { movie, tv } = narrowed.firstPages;
    return {
      all: movie.totalResults + tv.totalResults,
      movie: movie.totalResults,
      tv: tv.totalResults,
      person,
    };
  }
  const [all, movie, tv] = await Promise.all([total('multi'), total('movie'), total('tv')]);
  return { all, movie, tv, person };
}

/**
 * The text's year and the words before it, when some movie or TV show of that year has them.
 * Otherwise the year is part of a name ("Wonder Woman 1984", "Space 1999") and the whole text
 * is searched.
 */
async function yearInEffect(
  catalog: Catalog,
  text: string,
  language?: ContentLanguage,
): Promise<Narrowed | undefined> {
  const { title, year } = splitYear(text);
  if (year === undefined) return undefined;
  const [movie, tv] = await Promise.all([
    catalog.search('movie', title, 1, language, year),
    catalog.search('tv', title, 1, language, year),
  ]);
  return movie.totalResults + tv.totalResults > 0
    ? { title, year, firstPages: { movie, tv } }
    : undefined;
}
