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
    expect(body.combinedCredits.cast).toHaveLength(5);
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
      episodeCount: 11,
      voteAverage: 8,
      voteCount: 1204,
    });
    expect(body.combinedCredits.cast[3]).toMatchObject({
      character: '',
      releaseDate: null,
      episodeCount: null,
      voteAverage: 0,
    });
    expect(body.combinedCredits.cast[4]).toMatchObject({
      id: 202,
      mediaType: 'tv',
      character: 'Self',
      episodeCount: 2,
    });
    const calls = fake.tmdb.requestsFor('/person/301');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query.get('append_to_response')).toBe('combined_credits,external_ids,images');
    expect(calls[0]?.query.get('include_image_language')).toBe('en,null');
  });

  it('lists crew credits with their department and job', async () => {
    const { combinedCredits } = (await fake.app.inject('/api/actor/301')).json();
    expect(
      combinedCredits.crew.map(
        (credit: { id: number; mediaType: string; department: string; job: string }) => [
          credit.mediaType,
          credit.id,
          credit.department,
          credit.job,
        ],
      ),
    ).toEqual([
      ['movie', 104, 'Directing', 'Director'],
      ['movie', 104, 'Writing', 'Screenplay'],
      ['tv', 201, 'Directing', 'Director'],
    ]);
    expect(combinedCredits.crew[2]).toMatchObject({
      name: 'Night Shift Diaries',
      episodeCount: 1,
      voteCount: 1204,
    });
  });

  it('knows an actor for their most voted roles, each title once, never a talk show as Self', async () => {
    const { knownFor } = (await fake.app.inject('/api/actor/301')).json();
    expect(
      knownFor.map((item: { mediaType: string; id: number }) => [item.mediaType, item.id]),
    ).toEqual([
      ['movie', 101],
      ['tv', 201],
      ['movie', 102],
    ]);
    expect(knownFor[0]).toMatchObject({
      title: 'Orbit of Ash',
      posterPath: '/orbit-poster.jpg',
      releaseDate: '1999-10-15',
      voteAverage: 8.4,
    });
  });

  it('carries external ids and profile images', async () => {
    const body = (await fake.app.inject('/api/actor/301')).json();
    expect(body.externalIds).toEqual({
      imdbId: 'nm9000301',
      wikidataId: 'Q9000301',
      facebookId: null,
      instagramId: 'maraquill',
      twitterId: 'MaraQuill',
      tiktokId: 'maraquill',
      youtubeId: 'MaraQuillOnSet',
    });
    expect(body.profileImages).toEqual([
      { filePath: '/mara-1.jpg', width: 1000, height: 1500 },
      { filePath: '/mara-2.jpg', width: 800, height: 1200 },
      { filePath: '/mara-3.jpg', width: 600, height: 900 },
    ]);
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
