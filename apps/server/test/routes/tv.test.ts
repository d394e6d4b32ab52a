import { describe, expect, it } from 'vitest';
import { useFakeTmdbApp } from '../helpers.ts';

const fake = useFakeTmdbApp();

describe('GET /api/tvshow/:externalId', () => {
  it('answers the flat TV view model from one TMDB request', async () => {
    const response = await fake.app.inject('/api/tvshow/201');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: 201,
      name: 'Night Shift Diaries',
      tagline: "Every call is somebody's worst night.",
      firstAirDate: '2019-02-03',
      lastAirDate: '2024-05-12',
      status: 'Returning Series',
      numberOfSeasons: 2,
      numberOfEpisodes: 14,
      imdbId: 'tt9000201',
      networks: [
        { id: 49, name: 'HBO', logoPath: '/hbo.png' },
        { id: 8000, name: 'Harbor TV', logoPath: null },
      ],
    });
    expect(body.seasons.map((s: { seasonNumber: number }) => s.seasonNumber)).toEqual([0, 1, 2]);
    expect(body.videos.videos[0]).toMatchObject({
      key: 'CCCCCCCCCC3',
      site: 'YouTube',
      type: 'Trailer',
    });
    expect(body.watchProviders.results.us.flatrate).toHaveLength(1);
    expect(body.watchProviders.results.us.rent).toEqual([]);
    expect(fake.tmdb.requestsFor('/tv/201')).toHaveLength(1);
    expect(fake.tmdb.requestsFor('/tv/201')[0]?.query.get('append_to_response')).toContain(
      'aggregate_credits',
    );
  });

  it('takes the cast from the whole run (aggregate credits), with the first role as character', async () => {
    const { cast } = (await fake.app.inject('/api/tvshow/201')).json().castAndCrew;
    expect(cast).toEqual([
      { id: 303, name: 'Lio Brandt', profilePath: '/lio.jpg', character: 'Sam Okafor', order: 0 },
      { id: 301, name: 'Mara Quill', profilePath: null, character: 'Dee Harlan', order: 1 },
      { id: 305, name: 'Pim Oduya', profilePath: null, character: '', order: 2 },
    ]);
  });

  it('answers 404 for an unknown show', async () => {
    const response = await fake.app.inject('/api/tvshow/404404');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No TV show has the id 404404.');
  });
});

describe('GET /api/tvshow/:seriesId/seasons/:seasonNumber', () => {
  it('answers the season with its show title and episodes', async () => {
    const body = (await fake.app.inject('/api/tvshow/201/seasons/1')).json();
    expect(body).toMatchObject({
      tvShowId: 201,
      tvShowTitle: 'Night Shift Diaries',
      seasonNumber: 1,
      name: 'Season 1',
    });
    expect(
      body.episodes.map((e: { episodeNumber: number; name: string }) => [e.episodeNumber, e.name]),
    ).toEqual([
      [1, 'First Call'],
      [2, 'Low Tide'],
      [3, 'Episode 3'],
    ]);
    expect(body.episodes[1]).toMatchObject({ runtime: null, stillPath: null });
    expect(body.episodes[2].airDate).toBeNull();
  });

  it('answers 404 for a season the show does not have', async () => {
    const response = await fake.app.inject('/api/tvshow/201/seasons/9');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('TV show 201 has no season 9.');
  });

  it('answers 400 for a negative season number', async () => {
    expect((await fake.app.inject('/api/tvshow/201/seasons/-1')).statusCode).toBe(400);
  });
});

describe('GET /api/tvshow/:seriesId/seasons/:seasonNumber/episode/:episodeNumber', () => {
  it('answers the episode with its show title, guest stars and crew', async () => {
    const body = (await fake.app.inject('/api/tvshow/201/seasons/1/episode/1')).json();
    expect(body).toMatchObject({
      tvShowTitle: 'Night Shift Diaries',
      seasonNumber: 1,
      episodeNumber: 1,
      name: 'First Call',
      runtime: 44,
      airDate: '2019-02-03',
      stillPath: '/e1.jpg',
      voteAverage: 7.6,
      voteCount: 41,
    });
    expect(body.guestStars).toEqual([
      {
        id: 302,
        name: 'Teo Varga',
        profilePath: '/teo.jpg',
        character: 'Night Porter',
        order: 500,
      },
    ]);
    expect(body.crew[0]).toMatchObject({ name: 'Aurel Wick', job: 'Director' });
  });

  it('keeps a missing runtime as null and an empty guest list as []', async () => {
    const body = (await fake.app.inject('/api/tvshow/201/seasons/1/episode/2')).json();
    expect(body.runtime).toBeNull();
    expect(body.guestStars).toEqual([]);
  });

  it('answers 404 for an episode the season does not have', async () => {
    expect((await fake.app.inject('/api/tvshow/201/seasons/1/episode/40')).statusCode).toBe(404);
  });
});

describe('TV lists', () => {
  it.each([
    ['/api/tvshow/popular', '/tv/popular'],
    ['/api/tvshow/trending', '/trending/tv/week'],
    ['/api/search/tvshow/night', '/search/tv'],
  ])('%s lists shows in results, each with mediaType tv', async (route, upstream) => {
    const body = (await fake.app.inject(route)).json();
    expect(body).toMatchObject({ page: 1, totalPages: 1 });
    expect(body.results[0]).toMatchObject({
      id: 201,
      mediaType: 'tv',
      name: 'Night Shift Diaries',
      title: null,
      firstAirDate: '2019-02-03',
    });
    expect(fake.tmdb.requestsFor(upstream)).toHaveLength(1);
  });
});
