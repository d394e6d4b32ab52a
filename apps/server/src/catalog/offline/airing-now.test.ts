import { describe, expect, it } from 'vitest';
import type { TmdbSeason, TmdbTvShow } from '../tmdb/tmdb.types.ts';
import { scheduledSeason, scheduledShow, type AiringSeason } from './airing-now.ts';

const airing: AiringSeason = { showId: 7, seasonNumber: 2, airedEpisodes: 2 };
const season: TmdbSeason = {
  id: 70,
  season_number: 2,
  air_date: '2019-03-04',
  episodes: [1, 2, 3, 4].map((n) => ({
    id: 700 + n,
    season_number: 2,
    episode_number: n,
    name: `E${n}`,
    air_date: '2019-03-04',
  })),
};
const show: TmdbTvShow = {
  id: 7,
  name: 'Fleabag',
  status: 'Ended',
  first_air_date: '2016-07-21',
  last_air_date: '2019-04-08',
  seasons: [
    { id: 69, season_number: 1, air_date: '2016-07-21', episode_count: 6 },
    { id: 70, season_number: 2, air_date: '2019-03-04', episode_count: 4 },
  ],
  next_episode_to_air: null,
};

describe('a season airing now', () => {
  it('airs one episode a week, the last aired one today', () => {
    const dated = scheduledSeason(season, airing, '2026-01-31');
    expect(dated.episodes.map((episode) => episode.air_date)).toEqual([
      '2026-01-24',
      '2026-01-31',
      '2026-02-07',
      '2026-02-14',
    ]);
    expect(dated.air_date).toBe('2026-01-24');
  });

  it('makes the show a returning series with its last and next episodes to air', () => {
    const dated = scheduledShow(show, season, airing, '2026-01-31');
    expect(dated).toMatchObject({
      status: 'Returning Series',
      // Not the first season: the show began when it began.
      first_air_date: '2016-07-21',
      last_air_date: '2026-01-31',
      last_episode_to_air: { episode_number: 2, air_date: '2026-01-31' },
      next_episode_to_air: { episode_number: 3, air_date: '2026-02-07' },
    });
    expect(dated.seasons?.map((each) => each.air_date)).toEqual(['2016-07-21', '2026-01-24']);
  });

  it('dates a first season’s show from its first episode, and ends when all have aired', () => {
    const first = { ...airing, seasonNumber: 1, airedEpisodes: 4 };
    const only = { ...show, seasons: [{ id: 70, season_number: 1, air_date: null }] };
    const dated = scheduledShow(only, { ...season, season_number: 1 }, first, '2026-01-31');
    expect(dated).toMatchObject({
      status: 'Ended',
      first_air_date: '2026-01-10',
      next_episode_to_air: null,
      last_episode_to_air: { episode_number: 4, air_date: '2026-01-31' },
    });
  });
});
