/** The ratings API on SQLite and PostgreSQL, against the fake TMDB. */
import { describe, expect, it } from 'vitest';
import { libraryHarnesses } from './library-harness.ts';

describe.each(libraryHarnesses())('the ratings API on %s', (_kind, open) => {
  const harness = open();
  const rate = (user: string, path: string, rating: unknown) =>
    harness.call(user, 'PUT', `/api/me/ratings/${path}`, { rating });
  const list = async (user: string, query = '') =>
    (await harness.call(user, 'GET', `/api/me/ratings${query}`)).json<{
      totalResults: number;
      results: { id: string; mediaId: number; mediaType: string }[];
    }>();

  it('rates a movie 4.5, answers the same rating unchanged, and replaces it', async () => {
    const first = await rate('ana', 'movie/101', 4.5);
    expect(first.statusCode).toBe(201);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.json()).toEqual({
      id: expect.any(String),
      mediaType: 'movie',
      mediaId: 101,
      seasonNumber: null,
      episodeNumber: null,
      title: 'Orbit of Ash',
      episodeName: null,
      releaseDate: '1999-10-15',
      posterPath: '/orbit-poster.jpg',
      rating: 4.5,
      ratedAt: expect.any(String),
    });
    const same = await rate('ana', 'movie/101', 4.5);
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual(first.json());
    const changed = await rate('ana', 'movie/101', 3);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: first.json().id, rating: 3 });
    expect((await list('ana')).results).toEqual([changed.json()]);
  });

  it('rates a show and one of its episodes, each apart', async () => {
    expect((await rate('bo', 'tv/201', 5)).statusCode).toBe(201);
    const episode = await rate('bo', 'tv/201/seasons/1/episodes/2', 0.5);
    expect(episode.statusCode).toBe(201);
    expect(episode.json()).toMatchObject({
      mediaType: 'episode',
      mediaId: 201,
      seasonNumber: 1,
      episodeNumber: 2,
      title: 'Night Shift Diaries',
      episodeName: expect.any(String),
      rating: 0.5,
    });
    const types = (await list('bo', '?sort=rating')).results.map((rating) => rating.mediaType);
    expect(types).toEqual(['tv', 'episode']);
    expect((await list('bo', '?type=episode')).totalResults).toBe(1);
    expect((await list('bo', '?type=movie')).totalResults).toBe(0);
  });

  it('sorts by rating, then by date', async () => {
    for (const [path, stars] of [
      ['movie/103', 2],
      ['movie/104', 4],
      ['movie/107', 3],
    ] as const) {
      await rate('cy', path, stars);
      // Apart by more than the clock's millisecond, so the dates differ.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const order = async (query: string) =>
      (await list('cy', query)).results.map((rating) => rating.mediaId);
    expect(await order('?sort=rating')).toEqual([104, 107, 103]);
    expect(await order('?sort=date')).toEqual([107, 104, 103]);
  });

  it.each([
    ['0.3', 0.3],
    ['6', 6],
    ['"abc"', 'abc'],
    ['0', 0],
    ['-1', -1],
    ['4.25', 4.25],
    ['null', null],
  ])('answers a rating of %s with a 400 and keeps nothing', async (_label, rating) => {
    const response = await rate('dee', 'movie/101', rating);
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toMatchObject({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: expect.stringContaining('rating'),
    });
    expect((await list('dee')).totalResults).toBe(0);
  });

  it.each([
    ['a movie the catalogue does not know', 'movie/999', 404, 'NOT_FOUND'],
    ['an episode the show does not have', 'tv/201/seasons/1/episodes/9', 404, 'NOT_FOUND'],
    ['a season the show does not have', 'tv/201/seasons/7/episodes/1', 404, 'NOT_FOUND'],
    ['an episode not aired yet', 'tv/201/seasons/2/episodes/10', 400, 'BAD_REQUEST'],
  ])('answers %s in the error shape and keeps nothing', async (_label, path, status, code) => {
    const response = await rate('eve', path, 4);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ statusCode: status, code });
    expect((await list('eve')).totalResults).toBe(0);
  });

  it('names the missing episode', async () => {
    const response = await rate('eve', 'tv/201/seasons/1/episodes/9', 4);
    expect(response.json().message).toBe('Night Shift Diaries has no episode 9 in season 1.');
  });

  it('keeps one row under 40 concurrent identical ratings', async () => {
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => rate('fay', 'tv/201/seasons/2/episodes/1', 4)),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(39);
    expect((await list('fay')).totalResults).toBe(1);
  });

  it('stops at the cap with a 409 that says so, still changing a rating already kept', async () => {
    for (const path of ['movie/101', 'movie/103', 'movie/104', 'movie/107', 'tv/201'])
      expect((await rate('gus', path, 4)).statusCode).toBe(201);
    const full = await rate('gus', 'tv/201/seasons/1/episodes/1', 4);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({
      statusCode: 409,
      code: 'LIMIT_REACHED',
      message: 'You can keep up to 5 ratings. Remove one to rate another.',
    });
    expect((await rate('gus', 'movie/101', 2.5)).statusCode).toBe(200);
    expect((await list('gus')).totalResults).toBe(5);
  });

  it('never shows or removes another user’s rating', async () => {
    await rate('hal', 'movie/104', 4);
    expect((await list('ida')).results).toEqual([]);
    expect((await harness.call('ida', 'DELETE', '/api/me/ratings/movie/104')).statusCode).toBe(404);
    expect((await list('hal')).totalResults).toBe(1);
  });

  it('removes a rating, then answers 404 for it', async () => {
    await rate('jo', 'tv/201/seasons/1/episodes/1', 3.5);
    const url = '/api/me/ratings/tv/201/seasons/1/episodes/1';
    const removed = await harness.call('jo', 'DELETE', url);
    expect(removed.statusCode).toBe(204);
    expect(removed.headers['cache-control']).toBe('private, no-store');
    expect((await list('jo')).totalResults).toBe(0);
    expect((await harness.call('jo', 'DELETE', url)).statusCode).toBe(404);
  });

  it.each([
    ['GET', '/api/me/ratings'],
    ['PUT', '/api/me/ratings/movie/101'],
    ['DELETE', '/api/me/ratings/tv/201'],
  ] as const)('answers %s %s without a token with 401', async (method, url) => {
    const response = await harness.call(
      null,
      method,
      url,
      method === 'PUT' ? { rating: 4 } : undefined,
    );
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});
