/** The demo pack's calendar content: two shows air weekly around today, whatever the date. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfflineCatalog } from '../../src/catalog/offline/offline-catalog.ts';
import { createOfflineCatalog } from '../../src/catalog/create-catalog.ts';
import { plusDays, todayIn } from '../../src/library/calendar-range.ts';

const DEMO_PACK = path.join(import.meta.dirname, '..', '..', 'packs', 'demo');

describe('the demo pack’s shows airing now', () => {
  let work: string;
  let catalog: OfflineCatalog;
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'demo-airing-'));
    catalog = await createOfflineCatalog(DEMO_PACK, work);
  });
  afterAll(async () => {
    await catalog.close();
    await rm(work, { recursive: true, force: true });
  });

  it('re-dates Fleabag’s second season weekly, its third episode airing today', async () => {
    const today = todayIn('UTC');
    const season = await catalog.season({ seriesId: 8100001, seasonNumber: 2 });
    expect(season.episodes.map((episode) => episode.airDate)).toEqual(
      [-14, -7, 0, 7, 14, 21].map((days) => plusDays(today, days)),
    );
    const show = await catalog.tvShow(8100001);
    expect(show.nextEpisodeToAir).toMatchObject({ seasonNumber: 2, episodeNumber: 4 });
    expect(show.status).toBe('Returning Series');
    const episode = await catalog.episode({ seriesId: 8100001, seasonNumber: 2, episodeNumber: 3 });
    expect(episode.airDate).toBe(today);
  });

  it('re-dates Chernobyl, a one-season show, from a week ago', async () => {
    const today = todayIn('UTC');
    const show = await catalog.tvShow(87108);
    expect(show.firstAirDate).toBe(plusDays(today, -7));
    const season = await catalog.season({ seriesId: 87108, seasonNumber: 1 });
    expect(season.episodes.map((episode) => episode.airDate)).toEqual(
      [-7, 0, 7, 14, 21].map((days) => plusDays(today, days)),
    );
  });
});
