import { describe, expect, it } from 'vitest';
import { useFakeTmdbApp } from '../helpers.ts';

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
    expect(body.videos.videos.map((v: { type: string }) => v.type)).toEqual(['Teaser', 'Trailer']);
    expect(
      body.watchProviders.results.us.flatrate.map((p: { providerName: string }) => p.providerName),
    ).toEqual(['Netflix', 'Max']);
    expect(body.watchProviders.results.us.ads).toEqual([
      { providerId: 73, providerName: 'Tubi TV', logoPath: null, displayPriority: 12 },
    ]);
    expect(body.castAndCrew.cast.map((c: { name: string }) => c.name)).toEqual([
      'Mara Quill',
      'Lio Brandt',
      'Teo Varga',
    ]);
    expect(body.castAndCrew.cast[2].character).toBe('');
    const calls = fake.tmdb.requestsFor('/movie/101');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query.get('append_to_response')).toBe(
      'videos,credits,watch/providers,external_ids',
    );
    expect(calls[0]?.authorization).toBe('Bearer test-token-not-secret');
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
