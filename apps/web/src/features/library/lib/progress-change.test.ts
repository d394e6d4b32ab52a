import type { ShowProgress } from '@media-search/api-client';
import { describe, expect, it } from 'vitest';
import { applyProgressChange } from './progress-change.ts';

/** Specials (1 aired), season 1 (2 aired, the 2nd watched) and season 2 (8 aired). */
const progress: ShowProgress = {
  showId: 201,
  seasons: [
    { seasonNumber: 0, watched: 1, aired: 1, watchedEpisodes: [1] },
    { seasonNumber: 1, watched: 1, aired: 2, watchedEpisodes: [2] },
    { seasonNumber: 2, watched: 0, aired: 8, watchedEpisodes: [] },
  ],
  watched: 1,
  aired: 10,
};

const season = (shown: ShowProgress, seasonNumber: number) =>
  shown.seasons.find((s) => s.seasonNumber === seasonNumber);

describe("a show's progress as a change shows it before the API answers", () => {
  it('marks and un-marks one episode, in order, and counts it in the total', () => {
    const marked = applyProgressChange(progress, {
      scope: { seasonNumber: 1, episodeNumber: 1 },
      watched: true,
    });
    expect(season(marked, 1)).toEqual({
      seasonNumber: 1,
      watched: 2,
      aired: 2,
      watchedEpisodes: [1, 2],
    });
    expect(marked.watched).toBe(2);

    const unmarked = applyProgressChange(marked, {
      scope: { seasonNumber: 1, episodeNumber: 2 },
      watched: false,
    });
    expect(season(unmarked, 1)?.watchedEpisodes).toEqual([1]);
    expect(unmarked.watched).toBe(1);
  });

  it('marks a season: every aired episode, each one when the screen knows them', () => {
    const marked = applyProgressChange(progress, {
      scope: { seasonNumber: 2 },
      watched: true,
      airedEpisodes: [8, 7, 6, 5, 4, 3, 2, 1],
    });
    expect(season(marked, 2)).toEqual({
      seasonNumber: 2,
      watched: 8,
      aired: 8,
      watchedEpisodes: [1, 2, 3, 4, 5, 6, 7, 8],
    });
    expect(marked.watched).toBe(9);
  });

  it('marks a whole show but its specials, and un-marks the specials with it', () => {
    const marked = applyProgressChange(progress, { scope: {}, watched: true });
    expect(marked.watched).toBe(10);
    expect(marked.seasons.map((s) => s.watched)).toEqual([1, 2, 8]);

    const unmarked = applyProgressChange(marked, { scope: {}, watched: false });
    expect(unmarked.watched).toBe(0);
    expect(unmarked.seasons.map((s) => [s.watched, s.watchedEpisodes])).toEqual([
      [0, []],
      [0, []],
      [0, []],
    ]);
  });
});
