import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Catalog } from '../../catalog/catalog.ts';
import type { TitleFacts } from '../../library/title-facts.ts';
import { airedEpisode } from './aired-episode.ts';

const show = { mediaId: 201, title: 'Night Shift Diaries' } as TitleFacts;

/** A catalogue whose one season has an episode on each of the given days. */
const catalogWith = (airDates: string[]) =>
  ({
    season: () =>
      Promise.resolve({
        episodes: airDates.map((airDate, index) => ({
          seasonNumber: 1,
          episodeNumber: index + 1,
          name: `Episode ${index + 1}`,
          airDate,
          runtime: 45,
        })),
      }),
  }) as unknown as Catalog;

afterEach(() => {
  vi.useRealTimers();
});

describe('an episode one can mark', () => {
  it('has aired once its day has begun anywhere: a visitor east of UTC marks their today', async () => {
    // 12:00 in UTC on 28 November is already 29 November from UTC+12 eastwards.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T12:00:00Z') });
    const catalog = catalogWith(['2026-11-28', '2026-11-29', '2026-11-30']);
    await expect(airedEpisode(catalog, show, 1, 2)).resolves.toMatchObject({ episodeNumber: 2 });
    await expect(airedEpisode(catalog, show, 1, 3)).rejects.toThrow(
      'Episode 3 of season 1 of Night Shift Diaries has not aired yet.',
    );
  });

  it('has not aired before its day begins anywhere', async () => {
    // 09:00 in UTC on 28 November is 23:00 on the 28th at UTC+14: nowhere is it the 29th yet.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T09:00:00Z') });
    const catalog = catalogWith(['2026-11-28', '2026-11-29']);
    await expect(airedEpisode(catalog, show, 1, 2)).rejects.toThrow('has not aired yet');
  });
});
