/**
 * Starts the query cache from the answers the server put in the page (apps/server/src/pages/):
 * the configuration every screen waits for, and the details the address names or the first
 * pages of the lists its screen shows (the home rows, Discover's results), under exactly the
 * keys the screens ask with in the language the answers were asked in. The first screen then
 * renders without a request of its own.
 */
import type { GetConfigurationResponse } from '@media-search/api-client';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { collectionQueryOptions } from '../features/collections/api/collection-queries.ts';
import {
  discoverQueryKey,
  parseDiscoverSearch,
  type DiscoverMedia,
} from '../features/discover/lib/discover-search.ts';
import { homeRowLists } from '../features/lists/api/home-row-lists.ts';
import { movieQueryOptions } from '../features/movies/api/movie-queries.ts';
import { personQueryOptions } from '../features/people/api/person-queries.ts';
import {
  episodeQueryOptions,
  seasonQueryOptions,
  tvShowQueryOptions,
} from '../features/tv/api/tv-queries.ts';
import { configurationQueryOptions, withAbsoluteImageBase } from '../lib/configuration.ts';
import { isLanguage, type Language } from '../lib/i18n/languages.ts';
import { FIRST_PAGE, type ResultsPage } from '../lib/paging.ts';

/** The element the server writes (apps/server/src/pages/page-template.ts). */
const SEED_ELEMENT_ID = 'initial-queries';

interface PageSeed {
  query: string;
  params: { id: number; region: string; series: number; season: number; episode: number };
  /** The language the data was asked in (from the browser's languages). */
  language: string;
  data: unknown;
}

/** A list's first page, as the API's TV lists answer (`results`). */
interface ListPageSeed extends ResultsPage {
  totalResults: number;
}

/** A list screen's first pages (the home rows, Discover's results), by name. */
interface ListsSeed {
  language: string;
  pages: Record<string, ListPageSeed | undefined>;
}

interface Seed {
  configuration?: GetConfigurationResponse;
  page?: PageSeed;
  lists?: ListsSeed;
}

/**
 * The key of each query a page's answer can be, from the arguments the server read and the
 * language it asked in.
 */
const pageQueryKeys: Record<string, (params: PageSeed['params'], language: Language) => QueryKey> =
  {
    movie: ({ id, region }, language) => movieQueryOptions(id, language, region).queryKey,
    tvShow: ({ id, region }, language) => tvShowQueryOptions(id, language, region).queryKey,
    season: (ref, language) => seasonQueryOptions(ref, language).queryKey,
    episode: (ref, language) => episodeQueryOptions(ref, language).queryKey,
    person: ({ id }, language) => personQueryOptions(id, language).queryKey,
    collection: ({ id }, language) => collectionQueryOptions(id, language).queryKey,
  };

/**
 * Seeds the answers under the keys of the language they were asked in. `language` is the UI's
 * language at start: a visitor who chose another language than the browser's gets the screen
 * fetched in theirs (the answers stay, for a switch to the browser's). Says whether the
 * answers are in it: the page the server drew from them is then the app's own first screen.
 */
export function seedQueries(queryClient: QueryClient, page: Document, language: string): boolean {
  const text = page.getElementById(SEED_ELEMENT_ID)?.textContent;
  return text ? seedQueriesFromText(queryClient, text, language, page.location.href) : false;
}

/** The same from the seed's text, for the page at `href` (the server's render has no page). */
export function seedQueriesFromText(
  queryClient: QueryClient,
  text: string,
  language: string,
  href: string,
): boolean {
  const { configuration, page: details, lists } = JSON.parse(text) as Seed;
  // Fetched just now, as far as the screens can tell: fresh for their usual stale time.
  const updatedAt = Date.now();
  if (configuration) {
    queryClient.setQueryData(
      configurationQueryOptions.queryKey,
      withAbsoluteImageBase(configuration, href),
      { updatedAt },
    );
  }
  if (lists) {
    if (!isLanguage(lists.language)) return false;
    return (
      seedLists(queryClient, lists.pages, lists.language, updatedAt) && lists.language === language
    );
  }
  if (!details || !isLanguage(details.language)) return false;
  const key = pageQueryKeys[details.query]?.(details.params, details.language);
  if (!key) return false;
  queryClient.setQueryData(key, details.data, { updatedAt });
  return details.language === language;
}

interface SeededList {
  queryKey: QueryKey;
  firstPage: (page: ListPageSeed) => unknown;
}

/** Discover's results with no filter chosen, as its screen asks for them. */
const discoverFirstPage = (media: DiscoverMedia, language: Language): SeededList => ({
  queryKey: discoverQueryKey(media, parseDiscoverSearch(media, {}), language),
  firstPage: (page) => page,
});

/** Each list a page can carry in `language`, by its name there: its query's key and first page. */
function seededLists(language: Language): Record<string, SeededList> {
  return {
    ...Object.fromEntries(
      Object.entries(homeRowLists(language)).map(([name, options]): [string, SeededList] => [
        name,
        {
          queryKey: options.queryKey,
          // The home rows' lists keep only what a list screen's page has.
          firstPage: ({ page, totalPages, results }): ResultsPage => ({
            page,
            totalPages,
            results,
          }),
        },
      ]),
    ),
    discoverMovies: discoverFirstPage('movie', language),
    discoverTvShows: discoverFirstPage('tv', language),
  };
}

/** Each list's first page, as its query would have fetched it in `language`. */
function seedLists(
  queryClient: QueryClient,
  pages: ListsSeed['pages'],
  language: Language,
  updatedAt: number,
): boolean {
  const lists = Object.entries(pages);
  const known = seededLists(language);
  for (const [name, page] of lists) {
    const list = known[name];
    if (!list || !page) return false;
    queryClient.setQueryData(
      list.queryKey,
      { pages: [list.firstPage(page)], pageParams: [FIRST_PAGE] },
      { updatedAt },
    );
  }
  return lists.length > 0;
}
