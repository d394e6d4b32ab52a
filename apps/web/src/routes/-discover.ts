/**
 * `/discover/movies` and `/discover/tv`. The filters live in the address, checked by
 * `parseDiscoverSearch`; each change is a new history entry, so Back undoes it.
 */
import {
  parseDiscoverSearch,
  toDiscoverSearch,
  type DiscoverMedia,
} from '@/features/discover/lib/discover-search.ts';
import type { RouterContext } from './__root.tsx';
import { languageOf } from './-render-context.ts';

const loadDiscoverQueries = () => import('@/features/discover/api/discover-queries.ts');

/** The address's filters, as `parseDiscoverSearch` reads them, written back in their own form. */
export const validateDiscoverSearch = (media: DiscoverMedia, search: Record<string, unknown>) =>
  toDiscoverSearch(parseDiscoverSearch(media, search));

/** A Discover route's loader, for the filters its address holds. */
export async function loadDiscover(
  { queryClient, i18n }: RouterContext,
  media: DiscoverMedia,
  search: Record<string, unknown>,
  cause: 'enter' | 'stay' | 'preload',
) {
  // Loaded with the screen, not with the first screen of the app, whose budget is tight.
  const results = loadDiscoverQueries().then(({ discoverQueryOptions }) =>
    queryClient.prefetchInfiniteQuery(
      discoverQueryOptions(media, parseDiscoverSearch(media, search), languageOf({ i18n })),
    ),
  );
  // Arriving, the screen waits for its first page; a changed filter keeps the screen (and
  // the focus in it) while the new list loads.
  if (cause === 'enter') await results;
}
