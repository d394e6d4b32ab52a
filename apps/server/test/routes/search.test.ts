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
