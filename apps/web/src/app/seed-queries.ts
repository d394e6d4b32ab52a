/**
 * Starts the query cache from the answers the server put in the page (apps/server/src/pages/):
 * the configuration every screen waits for, and the details the address names, under exactly
 * the keys the screens ask with. The first screen then renders without a request of its own.
 */
import type { GetConfigurationResponse } from '@media-search/api-client';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { collectionQueryOptions } from '../features/collections/api/collection-queries.ts';
import { movieQueryOptions } from '../features/movies/api/movie-queries.ts';
import { personQueryOptions } from '../features/people/api/person-queries.ts';
import {
  episodeQueryOptions,
  seasonQueryOptions,
  tvShowQueryOptions,
} from '../features/tv/api/tv-queries.ts';
import { configurationQueryOptions, withAbsoluteImageBase } from '../lib/configuration.ts';

/** The element the server writes (apps/server/src/pages/page-template.ts). */
const SEED_ELEMENT_ID = 'initial-queries';

interface PageSeed {
  query: string;
  params: { id: number; region: string; series: number; season: number; episode: number };
  /** The language the data was asked in (from the browser's languages). */
  language: string;
  data: unknown;
}

interface Seed {
  configuration?: GetConfigurationResponse;
  page?: PageSeed;
}

/** The key of each query a page's answer can be, from the arguments the server read. */
const pageQueryKeys: Record<string, (params: PageSeed['params']) => QueryKey> = {
  movie: ({ id, region }) => movieQueryOptions(id, region).queryKey,
  tvShow: ({ id, region }) => tvShowQueryOptions(id, region).queryKey,
  season: (ref) => seasonQueryOptions(ref).queryKey,
  episode: (ref) => episodeQueryOptions(ref).queryKey,
  person: ({ id }) => personQueryOptions(id).queryKey,
  collection: ({ id }) => collectionQueryOptions(id).queryKey,
};

/**
 * `language` is the UI's language at start: the page's data is used only if it was asked in
 * it (a visitor who chose another language than the browser's gets it fetched in theirs).
 */
export function seedQueries(queryClient: QueryClient, page: Document, language: string): void {
  const text = page.getElementById(SEED_ELEMENT_ID)?.textContent;
  if (!text) return;
  const { configuration, page: details } = JSON.parse(text) as Seed;
  // Fetched just now, as far as the screens can tell: fresh for their usual stale time.
  const updatedAt = Date.now();
  if (configuration) {
    queryClient.setQueryData(
      configurationQueryOptions.queryKey,
      withAbsoluteImageBase(configuration, page.location.href),
      { updatedAt },
    );
  }
  if (details?.language !== language) return;
  const key = pageQueryKeys[details.query]?.(details.params);
  if (key) queryClient.setQueryData(key, details.data, { updatedAt });
}
