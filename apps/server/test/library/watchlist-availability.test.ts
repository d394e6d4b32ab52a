/**
 * The watchlist's offers read through a catalogue: on the offline demo pack as a newcomer has
 * it (its offers are the US's only), and how many reads one request runs at once.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalog } from '../../src/catalog/catalog.ts';
import { createOfflineCatalog } from '../../src/catalog/create-catalog.ts';
import type { MovieResponse } from '../../src/catalog/view-models.ts';
import type { WatchlistItem } from '../../src/library/library-models.ts';
import {
  CONCURRENT_LOOKUPS,
  streamingNow,
  withOffers,
} from '../../src/library/watchlist-availability.ts';

const DEMO_PACK = path.join(import.meta.dirname, '..', '..', 'packs', 'demo');

const movie = (mediaId: number): WatchlistItem => ({
  id: `row-${mediaId}`,
  mediaType: 'movie',
  mediaId,
  title: `Movie ${mediaId}`,
  releaseDate: null,
  posterPath: null,
  voteAverage: 0,
  addedAt: '2026-01-01T00:00:00.000Z',
});

describe('offers on the demo pack', () => {
  let work: string;
  let catalog: Catalog;
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'availability-'));
    catalog = await createOfflineCatalog(DEMO_PACK, work);
  });
  afterAll(async () => {
    await catalog.close();
    await rm(work, { recursive: true, force: true });
  });

  it('names the US subscription of The Godfather Part II, and keeps only it streaming', async () => {
    // 240: The Godfather Part II, on Paramount Plus; 28: Apocalypse Now, rent or buy only.
    const [godfather, apocalypse] = await withOffers(catalog, [movie(240), movie(28)], 'US');
    expect(godfather?.offers?.flatrate.map((provider) => provider.providerName)).toEqual([
      'Paramount Plus',
    ]);
    expect(apocalypse?.offers?.flatrate).toEqual([]);
    expect(apocalypse?.offers?.rent.length).toBeGreaterThan(0);
    const streaming = await streamingNow(catalog, [movie(28), movie(240)], 'US');
    expect(streaming.map((item) => item.mediaId)).toEqual([240]);
  });

  it('has no offers outside the US', async () => {
    expect(await streamingNow(catalog, [movie(240), movie(28)], 'DE')).toEqual([]);
  });
});

describe('reading a whole watchlist’s offers', () => {
  it(`runs at most ${CONCURRENT_LOOKUPS} catalogue reads at once, in the list's order`, async () => {
    let running = 0;
    let most = 0;
    const pending: (() => void)[] = [];
    const catalog = {
      movie: async (id: number, region?: string) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => pending.push(resolve));
        running -= 1;
        const flatrate = id % 2 ? [{ providerId: 8, providerName: 'Netflix', logoPath: null }] : [];
        const offers = { code: region, link: null, flatrate, free: [], ads: [], rent: [], buy: [] };
        return { watchProviders: { region: offers } } as unknown as MovieResponse;
      },
    } as unknown as Catalog;
    const items = Array.from({ length: 20 }, (_, index) => movie(index + 1));
    const answer = streamingNow(catalog, items, 'US');
    // Lets the reads finish one at a time, each time the workers have started what they may.
    while (pending.length > 0 || running > 0) {
      await new Promise((resolve) => setImmediate(resolve));
      pending.shift()?.();
    }
    const streaming = await answer;
    expect(most).toBe(CONCURRENT_LOOKUPS);
    expect(streaming.map((item) => item.mediaId)).toEqual([1, 3, 5, 7, 9, 11, 13, 15, 17, 19]);
  });
});
