import { describe, expect, it } from 'vitest';
import { useFakeTmdbApp } from '../helpers.ts';

const fake = useFakeTmdbApp();

describe('GET /api/actor/:actorId', () => {
  it('answers the person with combined credits from one TMDB request', async () => {
    const body = (await fake.app.inject('/api/actor/301')).json();
    expect(body).toMatchObject({
      id: 301,
      name: 'Mara Quill',
      profilePath: null,
      imdbId: 'nm9000301',
      birthday: '1981-04-09',
      placeOfBirth: 'Leeds, England, UK',
      knownForDepartment: 'Acting',
    });
    expect(body.biography).toContain('stage and screen actor');
    expect(body.combinedCredits.cast).toHaveLength(4);
    expect(body.combinedCredits.cast[1]).toEqual({
      id: 201,
      mediaType: 'tv',
      title: null,
      name: 'Night Shift Diaries',
      releaseDate: null,
      firstAirDate: '2019-02-03',
      backdropPath: '/night-backdrop.jpg',
      posterPath: '/night-poster.jpg',
      character: 'Dee Harlan',
    });
    expect(body.combinedCredits.cast[3]).toMatchObject({ character: '', releaseDate: null });
    expect(fake.tmdb.requestsFor('/person/301')[0]?.query.get('append_to_response')).toBe(
      'combined_credits',
    );
  });

  it('answers 404 for an unknown person', async () => {
    expect((await fake.app.inject('/api/actor/777')).json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'No person has the id 777.',
    });
  });
});

describe('people lists', () => {
  it.each([
    ['/api/actor/popular', '/person/popular'],
    ['/api/actor/trending', '/trending/person/week'],
    ['/api/search/actor/mara', '/search/person'],
  ])('%s lists people in results with mediaType person', async (route, upstream) => {
    const body = (await fake.app.inject(route)).json();
    expect(body.results.length).toBeGreaterThan(0);
    for (const person of body.results) {
      expect(person).toMatchObject({ mediaType: 'person', title: null, posterPath: null });
      expect(typeof person.name).toBe('string');
    }
    expect(fake.tmdb.requestsFor(upstream)).toHaveLength(1);
  });

  it('keeps a person without a profile image as null', async () => {
    const body = (await fake.app.inject('/api/actor/popular')).json();
    expect(body.results[0]).toMatchObject({ name: 'Mara Quill', profilePath: null });
    expect(body.results[1]).toMatchObject({ name: 'Lio Brandt', profilePath: '/lio.jpg' });
  });
});
