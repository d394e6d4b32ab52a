import { describe, expect, it } from 'vitest';
import { buildTestApp, useFakeTmdbApp } from '../helpers.ts';

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
    const calls = fake.tmdb.requestsFor('/tv/201');
    expect(calls).toHaveLength(1);
    // The whole run's aggregate credits replace the latest season's plain credits.
    expect(calls[0]?.query.get('append_to_response')).toBe(
      'videos,aggregate_credits,watch/providers,external_ids,content_ratings,recommendations,similar,images',
    );
    expect(calls[0]?.query.get('include_image_language')).toBe('en,null');
  });

  it('adds creators, US rating, the last and next episodes and season overviews', async () => {
    const body = (await fake.app.inject('/api/tvshow/201')).json();
    expect(body).toMatchObject({
      originalLanguage: 'en',
      homepage: 'https://example.test/night-shift-diaries',
      contentRating: 'TV-14',
      createdBy: [
        { id: 304, name: 'Aurel Wick', profilePath: null },
        { id: 306, name: 'Juno Brisk', profilePath: '/juno.jpg' },
      ],
    });
    expect(body.lastEpisodeToAir).toEqual({
      id: 9001,
      seasonNumber: 2,
      episodeNumber: 8,
      name: 'Dawn Patrol',
      overview: 'The rota ends the season where it began: outside the all-night bakery.',
      airDate: '2024-05-12',
      stillPath: '/s2e8.jpg',
      runtime: 52,
      voteAverage: 8.3,
      voteCount: 12,
    });
    expect(body.nextEpisodeToAir).toMatchObject({
      seasonNumber: 2,
      episodeNumber: 9,
      name: 'Undertow',
      airDate: '2027-03-07',
      runtime: null,
    });
    expect(body.seasons[0]).toEqual({
      id: 7000,
      seasonNumber: 0,
      name: 'Specials',
      episodeCount: 1,
      airDate: '2018-12-20',
      posterPath: null,
      overview: 'A short holiday special from the first winter.',
      voteAverage: 0,
    });
    expect(body.seasons[2]).toMatchObject({ episodeCount: 10, voteAverage: 8.1 });
  });

  it('carries external ids, English or textless images and related shows', async () => {
    const body = (await fake.app.inject('/api/tvshow/201')).json();
    expect(body.externalIds).toMatchObject({
      imdbId: 'tt9000201',
      wikidataId: 'Q9000201',
      facebookId: 'NightShiftDiaries',
      instagramId: 'nightshiftdiaries',
      twitterId: 'NightShiftTV',
    });
    expect(body.images.backdrops).toHaveLength(3);
    expect(body.images.posters.map((image: { filePath: string }) => image.filePath)).toEqual([
      '/night-poster.jpg',
      '/night-poster-2.jpg',
    ]);
    expect(body.recommendations.map((item: { id: number }) => item.id)).toEqual([203, 202]);
    expect(body.recommendations[0]).toMatchObject({ mediaType: 'tv', name: 'Tidewater General' });
    expect(body.similar).toEqual([expect.objectContaining({ id: 204, mediaType: 'tv' })]);
  });

  it('bills the top 20 of the whole run (aggregate credits), with every role of each person', async () => {
    const { castAndCrew } = (await fake.app.inject('/api/tvshow/201')).json();
    expect(castAndCrew.cast).toHaveLength(20);
    expect(castAndCrew.cast.slice(0, 3)).toEqual([
      { id: 303, name: 'Lio Brandt', profilePath: '/lio.jpg', character: 'Sam Okafor', order: 0 },
      { id: 301, name: 'Mara Quill', profilePath: null, character: 'Dee Harlan', order: 1 },
      { id: 305, name: 'Pim Oduya', profilePath: null, character: '', order: 2 },
    ]);
    expect(castAndCrew.cast[6]).toMatchObject({
      id: 403,
      character: 'Officer Brandt / Officer Brandt (1995)',
    });
    expect(castAndCrew).toMatchObject({ castTotal: 28, crewTotal: 7 });
    expect(
      castAndCrew.crew.map((member: { name: string; job: string }) => [member.name, member.job]),
    ).toEqual([
      ['Aurel Wick', 'Director'],
      ['Mara Quill', 'Director'],
      ['Aurel Wick', 'Writer'],
      ['Juno Brisk', 'Writer'],
      ['Aurel Wick', 'Creator'],
      ['Juno Brisk', 'Creator'],
    ]);
  });
  it('answers 404 for an unknown show', async () => {
    const response = await fake.app.inject('/api/tvshow/404404');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No TV show has the id 404404.');
  });
});

describe('GET /api/tvshow/:seriesId/credits', () => {
  it('answers every role of the whole run with episode counts', async () => {
    const response = await fake.app.inject('/api/tvshow/201/credits');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: 201,
      mediaType: 'tv',
      title: 'Night Shift Diaries',
      releaseDate: '2019-02-03',
      posterPath: '/night-poster.jpg',
    });
    expect(body.cast).toHaveLength(28);
    expect(body.cast[0]).toEqual({
      id: 303,
      name: 'Lio Brandt',
      profilePath: '/lio.jpg',
      order: 0,
      roles: [{ character: 'Sam Okafor', episodeCount: 14 }],
      episodeCount: 14,
    });
    expect(body.cast.find((member: { id: number }) => member.id === 403)).toMatchObject({
      roles: [
        { character: 'Officer Brandt', episodeCount: 11 },
        { character: 'Officer Brandt (1995)', episodeCount: 1 },
      ],
      episodeCount: 12,
    });
  });

  it('groups the crew by department, each person once with every job and its episodes', async () => {
    const { crew } = (await fake.app.inject('/api/tvshow/201/credits')).json();
    expect(crew.map((group: { department: string }) => group.department)).toEqual([
      'Directing',
      'Writing',
      'Production',
      'Camera',
      'Editing',
      'Sound',
    ]);
    expect(crew[1].people).toEqual([
      {
        id: 304,
        name: 'Aurel Wick',
        profilePath: null,
        jobs: [
          { job: 'Creator', episodeCount: 14 },
          { job: 'Writer', episodeCount: 3 },
        ],
        episodeCount: 14,
      },
      {
        id: 306,
        name: 'Juno Brisk',
        profilePath: '/juno.jpg',
        jobs: [
          { job: 'Creator', episodeCount: 14 },
          { job: 'Writer', episodeCount: 6 },
          { job: 'Story Editor', episodeCount: 2 },
        ],
        episodeCount: 14,
      },
    ]);
    expect(
      crew[0].people.map((person: { name: string; episodeCount: number }) => [
        person.name,
        person.episodeCount,
      ]),
    ).toEqual([
      ['Aurel Wick', 5],
      ['Mara Quill', 1],
    ]);
  });

  it.each([
    ['details, then credits', ['/api/tvshow/201', '/api/tvshow/201/credits']],
    ['credits, then details', ['/api/tvshow/201/credits', '/api/tvshow/201']],
  ])('shares one TMDB request with the details screen: %s', async (_, routes) => {
    const app = await buildTestApp(fake.tmdb);
    try {
      for (const route of routes) expect((await app.inject(route)).statusCode).toBe(200);
      expect(fake.tmdb.requests.map((request) => request.path)).toEqual(['/tv/201']);
    } finally {
      await app.close();
    }
  });

  it('answers 404 for an unknown show and 400 for a bad id', async () => {
    const missing = await fake.app.inject('/api/tvshow/404405/credits');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'No TV show has the id 404405.',
    });
    expect((await fake.app.inject('/api/tvshow/-3/credits')).statusCode).toBe(400);
  });

  it('keeps the details answer small for a show with a cast of 580, and all 580 in its credits', async () => {
    fake.tmdb.serve('tv-299', bigCastShow(580, 340));
    const details = await fake.app.inject('/api/tvshow/299');
    const body = details.json();
    expect(body.castAndCrew).toMatchObject({ castTotal: 580, crewTotal: 340 });
    expect(body.castAndCrew.cast).toHaveLength(20);
    // The whole cast would be about 60 kB on its own; the details answer stays a few kB.
    expect(details.body.length).toBeLessThan(10_000);
    const credits = (await fake.app.inject('/api/tvshow/299/credits')).json();
    expect(credits.cast).toHaveLength(580);
    expect(fake.tmdb.requestsFor('/tv/299')).toHaveLength(1);
  });
});

/** A long-running show in TMDB's shape: `castSize` regulars and `crewSize` crew members. */
function bigCastShow(castSize: number, crewSize: number): Record<string, unknown> {
  return {
    id: 299,
    name: 'Long Watch',
    seasons: [{ id: 1, season_number: 1, episode_count: 10 }],
    aggregate_credits: {
      cast: Array.from({ length: castSize }, (_, index) => ({
        id: 10_000 + index,
        name: `Player ${index}`,
        profile_path: `/player-${index}.jpg`,
        roles: [{ credit_id: `r${index}`, character: `Soldier ${index}`, episode_count: 1 }],
        total_episode_count: 1,
        order: index,
      })),
      crew: Array.from({ length: crewSize }, (_, index) => ({
        id: 20_000 + index,
        name: `Hand ${index}`,
        profile_path: null,
        department: index % 2 ? 'Crew' : 'Art',
        jobs: [{ credit_id: `j${index}`, job: 'Set Dresser', episode_count: 2 }],
        total_episode_count: 2,
      })),
    },
  };
}

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
    expect(body).toMatchObject({
      overview: 'The first winter of the overnight rota.',
      airDate: '2019-02-03',
      posterPath: '/s1.jpg',
      previousSeasonNumber: null,
      nextSeasonNumber: 2,
    });
  });

  it.each([
    [0, null, null],
    [2, 1, null],
  ])('links season %i to the seasons of its kind either side', async (season, previous, next) => {
    const body = (await fake.app.inject(`/api/tvshow/201/seasons/${season}`)).json();
    expect(body).toMatchObject({ previousSeasonNumber: previous, nextSeasonNumber: next });
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
    expect(
      body.crew.map((member: { name: string; job: string }) => [member.name, member.job]),
    ).toEqual([
      ['Aurel Wick', 'Director'],
      ['Juno Brisk', 'Writer'],
      ['Rafe Tolland', 'Director of Photography'],
    ]);
  });

  it.each([
    ['1/episode/1', null, { seasonNumber: 1, episodeNumber: 2 }],
    ['1/episode/3', { seasonNumber: 1, episodeNumber: 2 }, { seasonNumber: 2, episodeNumber: 1 }],
    ['2/episode/1', { seasonNumber: 1, episodeNumber: 3 }, { seasonNumber: 2, episodeNumber: 2 }],
    ['2/episode/10', { seasonNumber: 2, episodeNumber: 9 }, null],
    // The show's one special: Specials lead only to other specials.
    ['0/episode/1', null, null],
  ])('links season %s to the episodes of its kind either side', async (path, previous, next) => {
    const body = (await fake.app.inject(`/api/tvshow/201/seasons/${path}`)).json();
    expect(body).toMatchObject({ previousEpisode: previous, nextEpisode: next });
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
