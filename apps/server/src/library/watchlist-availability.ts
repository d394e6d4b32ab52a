/**
 * Where the titles of a watchlist can be watched in one region, read through the catalogue:
 * its details answer of each title (cached for hours by the live catalogue, shared with the
 * details pages; a few SQLite reads in the offline pack) holds every region's offers, so a
 * title costs at most one upstream request however many regions are asked for.
 *
 * Cost: offers for a page of the list are one catalogue read per row on the page (50 by
 * default, 200 at most). "Streaming now" must know every row's offers before it can count or
 * page them, so it reads the whole list (up to the watchlist's cap of 5,000 titles): on a cold
 * cache that is one upstream request per title, CONCURRENT_LOOKUPS at a time, well inside the
 * per-client budget of the response cache (MissBudget), which would otherwise answer 429.
 * Afterwards the same filter is answered from the cache.
 */
import type { Catalog } from '../catalog/catalog.ts';
import type { RegionOffers } from '../catalog/view-models.ts';
import { NotFoundError } from '../errors.ts';
import type { WatchlistItem } from './library-models.ts';

/** Catalogue reads one request runs at once: a fraction of the cache's per-client budget. */
export const CONCURRENT_LOOKUPS = 4;

export type ItemWithOffers = WatchlistItem & { offers: RegionOffers | null };

/** Runs `task` on each value, at most `limit` at once, answering results in the values' order. */
export async function mapBounded<T, R>(
  values: readonly T[],
  limit: number,
  task: (value: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(values.length);
  let next = 0;
  const worker = async () => {
    while (next < values.length) {
      const index = next++;
      try {
        results[index] = await task(values[index] as T);
      } catch (error) {
        // One failure fails the whole: the other workers start nothing more.
        next = values.length;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, values.length) }, worker));
  return results;
}

/** The title's offers in `region`; null when the catalogue no longer knows it. */
async function offersOf(
  catalog: Catalog,
  item: WatchlistItem,
  region: string,
): Promise<RegionOffers | null> {
  try {
    const answer =
      item.mediaType === 'movie'
        ? await catalog.movie(item.mediaId, region)
        : await catalog.tvShow(item.mediaId, region);
    return answer.watchProviders.region;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/**
 * A page's rows with their offers. A title the catalogue cannot answer for now (upstream down,
 * too many misses) has none (null): the list itself is the visitor's own and still shows.
 */
export function withOffers(
  catalog: Catalog,
  items: readonly WatchlistItem[],
  region: string,
): Promise<ItemWithOffers[]> {
  return mapBounded(items, CONCURRENT_LOOKUPS, async (item) => ({
    ...item,
    offers: await offersOf(catalog, item, region).catch(() => null),
  }));
}

/**
 * The rows on a subscription (flatrate) service in `region`, in their order. A catalogue
 * failure other than an unknown title fails the whole answer: leaving the title out would say
 * it is not streaming when that is not known.
 */
export async function streamingNow(
  catalog: Catalog,
  items: readonly WatchlistItem[],
  region: string,
  /** Only these providers' subscriptions count (the visitor's services); any when absent. */
  providerIds?: ReadonlySet<number>,
): Promise<ItemWithOffers[]> {
  const all = await mapBounded(items, CONCURRENT_LOOKUPS, async (item) => ({
    ...item,
    offers: await offersOf(catalog, item, region),
  }));
  return all.filter((item) =>
    (item.offers?.flatrate ?? []).some(
      (provider) => !providerIds || providerIds.has(provider.providerId),
    ),
  );
}
