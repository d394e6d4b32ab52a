import { describe, expect, it } from 'vitest';
import { buildTestApp, useFakeTmdbApp } from '../helpers.ts';

const fake = useFakeTmdbApp();

describe('GET /api/movie/:externalId', () => {
  it('answers the spec envelope from one TMDB request with every append', async () => {
    const response = await fake.app.inject('/api/movie/101');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.movieDetails).toMatchObject({
      id: 101,
      title: 'Orbit of Ash',
      originalTitle: 'Orbit of Ash',
      releaseDate: '1999-10-15',
      posterPath: '/orbit-poster.jpg',
      tagline: 'Nothing in orbit stays lost.',
      budget: 63000000,
      revenue: 100853753,
      genres: [
        { id: 878, name: 'Science Fiction' },
        { id: 18, name: 'Drama' },
      ],
      runtime: 139,
      imdbId: 'tt9000101',
      voteAverage: 8.433,
      voteCount: 30412,
    });
    expect(body.videos.videos.map((v: { type: string }) => v.type)).toEqual([
      'Teaser',
      'Trailer',
      'Trailer',
      'Clip',
      'Clip',
      'Featurette',
      'Behind the Scenes',
    ]);
    expect(
      body.watchProviders.results.us.flatrate.map((p: { providerName: string }) => p.providerName),
    ).toEqual(['Netflix', 'Max']);
    expect(body.watchProviders.results.us.ads).toEqual([
      { providerId: 73, providerName: 'Tubi TV', logoPath: null, displayPriority: 12 },
    ]);
    const calls = fake.tmdb.requestsFor('/movie/101');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query.get('append_to_response')).toBe(
      'videos,credits,watch/providers,external_ids,release_dates,recommendations,similar,images',
    );
    expect(calls[0]?.query.get('include_image_language')).toBe('en,null');
    expect(calls[0]?.authorization).toBe('Bearer test-token-not-secret');
  });

  it('adds the facts of the details screen: rating, language, status, homepage, collection', async () => {
    const { movieDetails } = (await fake.app.inject('/api/movie/101')).json();
    expect(movieDetails).toMatchObject({
      certification: 'R',
      originalLanguage: 'en',
      status: 'Released',
      homepage: 'https://example.test/orbit-of-ash',
      collection: {
        id: 501,
        name: 'The Orbit Saga',
        posterPath: '/orbit-saga-poster.jpg',
        backdropPath: '/orbit-saga-backdrop.jpg',
      },
    });
  });

  it('bills the top 20 of the cast, each person once, and counts the whole cast and crew', async () => {
    const { castAndCrew } = (await fake.app.inject('/api/movie/101')).json();
    expect(castAndCrew.cast).toHaveLength(20);
    expect(castAndCrew.cast.slice(0, 3)).toEqual([
      {
        id: 301,
        name: 'Mara Quill',
        profilePath: null,
        character: 'Captain Ines Roe / Station Voice (voice)',
        order: 0,
      },
      { id: 303, name: 'Lio Brandt', profilePath: '/lio.jpg', character: 'Dr. Pell', order: 1 },
      { id: 302, name: 'Teo Varga', profilePath: '/teo.jpg', character: '', order: 2 },
    ]);
    expect(castAndCrew.castTotal).toBe(27);
    expect(castAndCrew.crewTotal).toBe(14);
  });

  it('names the key crew: each person once with their jobs, directors first', async () => {
    const body = (await fake.app.inject('/api/movie/101')).json();
    expect(body.keyCrew).toEqual([
      { id: 304, name: 'Aurel Wick', profilePath: null, jobs: ['Director', 'Screenplay'] },
      { id: 306, name: 'Juno Brisk', profilePath: '/juno.jpg', jobs: ['Screenplay'] },
      { id: 307, name: 'Odile Fenn', profilePath: null, jobs: ['Novel'] },
    ]);
    expect(
      body.castAndCrew.crew.map((member: { name: string; job: string }) => [
        member.name,
        member.job,
      ]),
    ).toEqual([
      ['Aurel Wick', 'Director'],
      ['Aurel Wick', 'Screenplay'],
      ['Juno Brisk', 'Screenplay'],
      ['Odile Fenn', 'Novel'],
    ]);
  });

  it('carries external ids, English or textless images and related titles', async () => {
    const body = (await fake.app.inject('/api/movie/101')).json();
    expect(body.externalIds).toEqual({
      imdbId: 'tt9000101',
      wikidataId: 'Q9000101',
      facebookId: 'OrbitOfAshFilm',
      instagramId: 'orbitofash',
      twitterId: 'OrbitOfAsh',
      tiktokId: null,
      youtubeId: null,
    });
    expect(body.images.backdrops).toHaveLength(6);
    expect(body.images.backdrops[0]).toEqual({
      filePath: '/orbit-backdrop.jpg',
      width: 1920,
      height: 1080,
    });
    expect(body.images.posters.map((image: { filePath: string }) => image.filePath)).toEqual([
      '/orbit-poster.jpg',
      '/orbit-poster-2.jpg',
      '/orbit-poster-3.jpg',
      '/orbit-poster-4.jpg',
    ]);
    expect(body.recommendations).toEqual([
      expect.objectContaining({ id: 103, mediaType: 'movie', title: 'Paper Kites' }),
      expect.objectContaining({ id: 102, mediaType: 'movie', title: 'Quiet Harbor' }),
    ]);
    // Paper Kites is similar too, but already recommended.
    expect(body.similar).toEqual([
      expect.objectContaining({ id: 104, mediaType: 'movie', title: 'Low Orbit' }),
    ]);
  });

  it('gives empty provider groups and nulls when TMDB has no US entry, videos or dates', async () => {
    const body = (await fake.app.inject('/api/movie/102')).json();
    expect(body.watchProviders.results.us).toEqual({
      link: null,
      flatrate: [],
      ads: [],
      rent: [],
      buy: [],
    });
    expect(body.videos.videos).toEqual([]);
    expect(body.movieDetails).toMatchObject({
      releaseDate: null,
      runtime: null,
      imdbId: null,
      posterPath: null,
      status: 'Post Production',
      originalLanguage: 'fr',
      homepage: null,
      certification: null,
      collection: null,
    });
    expect(body).toMatchObject({
      keyCrew: [],
      castAndCrew: { cast: [], crew: [], castTotal: 0, crewTotal: 0 },
      images: { backdrops: [], posters: [] },
      recommendations: [],
      similar: [],
    });
  });

  it('answers 404 for an id TMDB does not know', async () => {
    const response = await fake.app.inject('/api/movie/999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'No movie has the id 999.',
    });
  });

  it.each(['abc', '0', '-4', '1.5', '99999999999'])(
    'answers 400 for the id %s without calling TMDB',
    async (id) => {
      const response = await fake.app.inject(`/api/movie/${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
      expect(fake.tmdb.requests).toHaveLength(0);
    },
  );
});

describe('GET /api/movie/:externalId/credits', () => {
  it('answers the whole cast, each person once with every character, in billing order', async () => {
    const response = await fake.app.inject('/api/movie/101/credits');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: 101,
      mediaType: 'movie',
      title: 'Orbit of Ash',
      releaseDate: '1999-10-15',
      posterPath: '/orbit-poster.jpg',
    });
    expect(body.cast).toHaveLength(27);
    expect(body.cast[0]).toEqual({
      id: 301,
      name: 'Mara Quill',
      profilePath: null,
      order: 0,
      roles: [
        { character: 'Captain Ines Roe', episodeCount: null },
        { character: 'Station Voice (voice)', episodeCount: null },
      ],
      episodeCount: null,
    });
    const orders = body.cast.map((member: { order: number }) => member.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('groups the crew by department in TMDB order, each person once with all their jobs', async () => {
    const { crew } = (await fake.app.inject('/api/movie/101/credits')).json<{
      crew: { department: string; people: { name: string; jobs: { job: string }[] }[] }[];
    }>();
    expect(crew.map((group) => group.department)).toEqual([
      'Directing',
      'Writing',
      'Production',
      'Camera',
      'Editing',
      'Sound',
      'Art',
      'Costume & Make-Up',
      'Visual Effects',
      'Crew',
      'Lighting',
    ]);
    const jobsIn = (department: string) =>
      crew
        .find((group) => group.department === department)
        ?.people.map((person) => [person.name, ...person.jobs.map((job) => job.job)]);
    expect(jobsIn('Directing')).toEqual([
      ['Aurel Wick', 'Director'],
      ['Nell Ostrava', 'First Assistant Director'],
    ]);
    expect(jobsIn('Writing')).toEqual([
      ['Aurel Wick', 'Screenplay'],
      ['Juno Brisk', 'Screenplay'],
      ['Odile Fenn', 'Novel'],
    ]);
    expect(jobsIn('Production')).toEqual([
      ['Cass Merriden', 'Producer', 'Executive Producer'],
      ['Ilse Marr', 'Casting'],
    ]);
  });

  describe('shares one TMDB request and cache entry with the details screen', () => {
    it.each([
      ['details, then credits', ['/api/movie/101', '/api/movie/101/credits']],
      ['credits, then details', ['/api/movie/101/credits', '/api/movie/101']],
    ])('%s', async (_, routes) => {
      const app = await buildTestApp(fake.tmdb);
      try {
        const [first, second] = [
          await app.inject(routes[0] ?? ''),
          await app.inject(routes[1] ?? ''),
        ];
        expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
        expect(second.headers['x-cache']).toBe('hit');
        expect(fake.tmdb.requestsFor('/movie/101')).toHaveLength(1);
        expect(fake.tmdb.requests).toHaveLength(1);
      } finally {
        await app.close();
      }
    });
  });

  it('answers 404 for a movie TMDB does not know, and 400 for a bad id', async () => {
    const missing = await fake.app.inject('/api/movie/998/credits');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'No movie has the id 998.',
    });
    const bad = await fake.app.inject('/api/movie/x1/credits');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
    expect(fake.tmdb.requests.map((request) => request.path)).toEqual(['/movie/998']);
  });
});

describe('GET /api/collection/:collectionId', () => {
  it('answers the collection with its films in release order, the upcoming one last', async () => {
    const response = await fake.app.inject('/api/collection/501');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: 501,
      name: 'The Orbit Saga',
      posterPath: '/orbit-saga-poster.jpg',
      backdropPath: '/orbit-saga-backdrop.jpg',
    });
    expect(body.overview).toContain('Ines Roe');
    expect(
      body.parts.map((part: { id: number; releaseDate: string }) => [part.id, part.releaseDate]),
    ).toEqual([
      [101, '1999-10-15'],
      [104, '2004-03-12'],
      [105, '2027-11-05'],
    ]);
    expect(body.parts[0]).toMatchObject({ mediaType: 'movie', title: 'Orbit of Ash' });
    expect(fake.tmdb.requestsFor('/collection/501')).toHaveLength(1);
  });

  it('is cached like a details answer', async () => {
    const app = await buildTestApp(fake.tmdb);
    try {
      await app.inject('/api/collection/501');
      const again = await app.inject('/api/collection/501');
      expect(again.headers['x-cache']).toBe('hit');
      expect(fake.tmdb.requestsFor('/collection/501')).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('answers 404 in the error shape for a collection TMDB does not know', async () => {
    const response = await fake.app.inject('/api/collection/999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'No collection has the id 999.',
    });
  });

  it.each(['abc', '0', '-1', '2.5'])(
    'answers 400 for the id %s without calling TMDB',
    async (id) => {
      const response = await fake.app.inject(`/api/collection/${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
      expect(fake.tmdb.requests).toHaveLength(0);
    },
  );
});

describe('movie lists', () => {
  it('puts popular movies in searchResults with a mediaType TMDB left out', async () => {
    const body = (await fake.app.inject('/api/movie/popular')).json();
    expect(body).toMatchObject({ page: 1, totalPages: 2, totalResults: 3 });
    expect(body.searchResults).toHaveLength(2);
    expect(body.searchResults[0]).toEqual({
      id: 101,
      mediaType: 'movie',
      title: 'Orbit of Ash',
      name: null,
      overview: 'A salvage pilot finds a derelict station.',
      backdropPath: '/orbit-backdrop.jpg',
      posterPath: '/orbit-poster.jpg',
      profilePath: null,
      releaseDate: '1999-10-15',
      firstAirDate: null,
      voteAverage: 8.4,
      popularity: 88.4,
      knownForDepartment: null,
    });
    expect(body.searchResults[1].releaseDate).toBeNull();
  });

  it('pages with ?page', async () => {
    const body = (await fake.app.inject('/api/movie/popular?page=2')).json();
    expect(body.page).toBe(2);
    expect(body.searchResults.map((m: { id: number }) => m.id)).toEqual([103]);
    expect(fake.tmdb.requestsFor('/movie/popular')[0]?.query.get('page')).toBe('2');
  });

  it.each(['0', '501', 'x'])('answers 400 for page=%s', async (page) => {
    const response = await fake.app.inject(`/api/movie/popular?page=${page}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
  });

  it('lists movies trending this week', async () => {
    const body = (await fake.app.inject('/api/movie/trending')).json();
    expect(body.searchResults.map((m: { id: number }) => m.id)).toEqual([101]);
    expect(fake.tmdb.requestsFor('/trending/movie/week')).toHaveLength(1);
  });

  it('searches movies into searchResults', async () => {
    const body = (await fake.app.inject('/api/search/movie/Orbit')).json();
    expect(body.searchResults[0]).toMatchObject({ id: 101, mediaType: 'movie' });
    expect(fake.tmdb.requestsFor('/search/movie')[0]?.query.get('query')).toBe('Orbit');
  });
});
