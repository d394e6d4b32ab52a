import { describe, expect, it } from 'vitest';
import { useFakeTmdbApp } from '../helpers.ts';

const fake = useFakeTmdbApp();

describe('GET /api/search/:searchText', () => {
  it('answers page, totalPages and results mixing movies, TV shows and people', async () => {
    const body = (await fake.app.inject('/api/search/orbit')).json();
    expect(body).toMatchObject({ page: 1, totalPages: 3, totalResults: 41 });
    expect(body.results.map((r: { mediaType: string }) => r.mediaType)).toEqual([
      'movie',
      'tv',
      'person',
    ]);
    expect(body.results[1]).toMatchObject({ name: 'Orbiters', firstAirDate: null });
    // A person says what they are known for; a title has no department.
    expect(body.results[2]).toMatchObject({ name: 'Orla Bittner', knownForDepartment: 'Acting' });
    expect(body.results[0].knownForDepartment).toBeNull();
    const call = fake.tmdb.requestsFor('/search/multi')[0];
    expect(call?.query.get('query')).toBe('orbit');
    expect(call?.query.get('page')).toBe('1');
    expect(call?.query.get('include_adult')).toBe('false');
  });

  it('passes ?page on to TMDB', async () => {
    const body = (await fake.app.inject('/api/search/orbit?page=3')).json();
    expect(body.page).toBe(3);
    expect(fake.tmdb.requestsFor('/search/multi')[0]?.query.get('page')).toBe('3');
  });

  it('decodes text with spaces and accents', async () => {
    await fake.app.inject(`/api/search/${encodeURIComponent('Amélie orbit')}`);
    expect(fake.tmdb.requestsFor('/search/multi')[0]?.query.get('query')).toBe('Amélie orbit');
  });

  it('answers an empty first page when nothing matches', async () => {
    const body = (await fake.app.inject('/api/search/zzzz')).json();
    expect(body).toMatchObject({ page: 1, totalResults: 0, results: [] });
  });

  it('searches for the word "actor" rather than mistaking it for a route', async () => {
    const response = await fake.app.inject('/api/search/actor');
    expect(response.statusCode).toBe(200);
    expect(fake.tmdb.requestsFor('/search/multi')[0]?.query.get('query')).toBe('actor');
  });

  it.each([
    ['only spaces', '%20%20%20'],
    ['over 200 characters', 'a'.repeat(201)],
  ])('answers 400 for search text of %s', async (_label, text) => {
    const response = await fake.app.inject(`/api/search/${text}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
    expect(fake.tmdb.requests).toHaveLength(0);
  });

  it('answers 404 in the error shape for a search with no text at all', async () => {
    const response = await fake.app.inject('/api/search/');
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.json()).toHaveProperty('code');
  });

  it('answers 400 for page 501', async () => {
    expect((await fake.app.inject('/api/search/orbit?page=501')).statusCode).toBe(400);
  });
});

describe('GET /api/search/:searchText?type=…', () => {
  // The movie search and the typed search send one cached page through different response
  // schemas: each must get its own route's shape, whichever came first (in the e2e suite,
  // lists.spec's /movie-search/orbit left search-tabs.spec's Movies tab on "Loading").
  it('answers in its own shape after the movie search sent the same page in another', async () => {
    // A text of its own, so that no earlier test has cached this page.
    await fake.app.inject('/api/search/movie/orbital');
    const body = (await fake.app.inject('/api/search/orbital?type=movie')).json();
    expect(body.results.length).toBeGreaterThan(0);
    for (const result of body.results) expect(result).toMatchObject({ mediaType: 'movie' });
  });

  const names = (body: { results: { title?: string; name?: string }[] }) =>
    body.results.map((item) => item.title ?? item.name);

  it('searches only movies, only TV shows or only people, through TMDB’s typed searches', async () => {
    expect(names((await fake.app.inject('/api/search/orbit?type=movie')).json())).toEqual([
      'Orbit of Ash',
    ]);
    expect(names((await fake.app.inject('/api/search/orbit?type=tv')).json())).toEqual([
      'Orbiters',
      'Orbit Kitchen',
    ]);
    expect(names((await fake.app.inject('/api/search/orbit?type=person')).json())).toEqual([
      'Orla Bittner',
    ]);
    expect(fake.tmdb.requestsFor('/search/multi')).toHaveLength(0);
  });

  it('keeps "all" exactly TMDB’s mixed search when the text ends in no year', async () => {
    const all = (await fake.app.inject('/api/search/orbit?type=all')).json();
    expect(all).toEqual((await fake.app.inject('/api/search/orbit')).json());
    expect(names(all)).toEqual(['Orbit of Ash', 'Orbiters', 'Orla Bittner']);
  });

  it('narrows a title search to the year at the end of the text', async () => {
    expect(names((await fake.app.inject('/api/search/orbit%202021?type=tv')).json())).toEqual([
      'Orbiters',
      'Orbit Kitchen',
    ]);
    const tv = fake.tmdb.requestsFor('/search/tv').at(-1);
    expect(tv?.query.get('query')).toBe('orbit');
    expect(tv?.query.get('first_air_date_year')).toBe('2021');
    const movies = (await fake.app.inject('/api/search/orbit%201999?type=movie')).json();
    expect(names(movies)).toEqual(['Orbit of Ash']);
    const movie = fake.tmdb.requestsFor('/search/movie').at(-1);
    expect(movie?.query.get('primary_release_year')).toBe('1999');
  });

  it('answers the year’s movies and TV shows, without people, for "all" with a year', async () => {
    const body = (await fake.app.inject('/api/search/orbit%201999')).json();
    expect(names(body)).toEqual(['Orbit of Ash']);
    expect(body).toMatchObject({ page: 1, totalResults: 1, totalPages: 1 });
    expect(fake.tmdb.requestsFor('/search/multi')).toHaveLength(0);
  });

  it('searches the whole text when no title is from its year ("Wonder Woman 1984")', async () => {
    const body = (await fake.app.inject('/api/search/orbit%201980')).json();
    expect(names(body)).toEqual(['Orbit of Ash', 'Orbiters', 'Orla Bittner']);
    expect(fake.tmdb.requestsFor('/search/multi')[0]?.query.get('query')).toBe('orbit 1980');
  });

  it('answers 400 in the error shape for an unknown type', async () => {
    const response = await fake.app.inject('/api/search/orbit?type=film');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
    expect(fake.tmdb.requests).toHaveLength(0);
  });
});

describe('GET /api/search-counts/:searchText', () => {
  it('counts each tab from TMDB’s totals', async () => {
    const response = await fake.app.inject('/api/search-counts/orbit');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ all: 41, movie: 1, tv: 2, person: 1 });
  });

  it('counts the year’s titles when the text ends in a year', async () => {
    const body = (await fake.app.inject('/api/search-counts/orbit%202021')).json();
    expect(body).toMatchObject({ all: 2, movie: 0, tv: 2 });
    // People have no year: they are searched by the whole text.
    expect(fake.tmdb.requestsFor('/search/person')[0]?.query.get('query')).toBe('orbit 2021');
  });

  it('answers 400 for blank text', async () => {
    expect((await fake.app.inject('/api/search-counts/%20')).statusCode).toBe(400);
  });
});
