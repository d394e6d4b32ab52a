/** The watchlist API on SQLite and PostgreSQL, against the fake TMDB. */
import { describe, expect, it } from 'vitest';
import { libraryHarnesses } from './library-harness.ts';

describe.each(libraryHarnesses())('the watchlist API on %s', (_kind, open) => {
  const harness = open();
  const list = async (user: string, query = '') =>
    (await harness.call(user, 'GET', `/api/me/watchlist${query}`)).json<{
      totalResults: number;
      results: { id: string; mediaId: number; mediaType: string }[];
    }>();
  const ids = async (user: string, query = '') =>
    (await list(user, query)).results.map((item) => item.mediaId);

  it('adds a title once, keeping what a screen shows, read from the catalogue', async () => {
    const first = await harness.call('ana', 'PUT', '/api/me/watchlist/movie/101');
    expect(first.statusCode).toBe(201);
    const item = first.json();
    expect(item).toEqual({
      id: expect.any(String),
      mediaType: 'movie',
      mediaId: 101,
      title: 'Orbit of Ash',
      releaseDate: '1999-10-15',
      posterPath: '/orbit-poster.jpg',
      voteAverage: 8.433,
      addedAt: expect.any(String),
    });
    const again = await harness.call('ana', 'PUT', '/api/me/watchlist/movie/101');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(item);
    expect(await list('ana')).toEqual({
      page: 1,
      pageSize: 50,
      totalResults: 1,
      totalPages: 1,
      results: [item],
    });
  });

  it('filters by type, sorts four ways and pages', async () => {
    for (const path of ['movie/104', 'movie/101', 'tv/201', 'movie/103'])
      expect((await harness.call('bo', 'PUT', `/api/me/watchlist/${path}`)).statusCode).toBe(201);
    expect(await ids('bo')).toEqual([103, 201, 101, 104]);
    expect(await ids('bo', '?sort=title')).toEqual([104, 201, 101, 103]);
    expect(await ids('bo', '?sort=release')).toEqual([201, 103, 104, 101]);
    expect(await ids('bo', '?sort=rating')).toEqual([101, 201, 104, 103]);
    expect(await ids('bo', '?type=tv')).toEqual([201]);
    expect(await ids('bo', '?type=movie&sort=title')).toEqual([104, 101, 103]);
    const second = await list('bo', '?sort=title&pageSize=3&page=2');
    expect(second).toMatchObject({ page: 2, pageSize: 3, totalResults: 4, totalPages: 2 });
    expect(second.results.map((item) => item.mediaId)).toEqual([103]);
  });

  it('stops at the cap with a 409 that says so, still answering a title already there', async () => {
    for (const path of ['movie/101', 'movie/103', 'movie/104', 'tv/201'])
      await harness.call('cy', 'PUT', `/api/me/watchlist/${path}`);
    const full = await harness.call('cy', 'PUT', '/api/me/watchlist/movie/107');
    expect(full.statusCode).toBe(409);
    expect(full.headers['cache-control']).toBe('private, no-store');
    expect(full.json()).toEqual({
      statusCode: 409,
      code: 'LIMIT_REACHED',
      message: 'Your watchlist can hold up to 4 titles. Remove one to add another.',
    });
    expect((await harness.call('cy', 'PUT', '/api/me/watchlist/movie/101')).statusCode).toBe(200);
    expect((await list('cy')).totalResults).toBe(4);
  });

  it('lets only as many concurrent adds of different titles through as the cap has room for', async () => {
    const paths = [101, 102, 103, 104, 105, 107]
      .map((id) => `movie/${id}`)
      .concat([201, 202, 203, 204].map((id) => `tv/${id}`));
    // The catalogue answers from its cache, so the adds reach the database together.
    for (const path of paths) await harness.live.inject(`/api/${path.replace('tv/', 'tvshow/')}`);
    const statuses = (
      await Promise.all(
        paths.map((path) => harness.call('cap', 'PUT', `/api/me/watchlist/${path}`)),
      )
    ).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(4);
    expect(statuses.filter((status) => status === 409)).toHaveLength(6);
    expect((await list('cap')).totalResults).toBe(4);
  });

  it('keeps one row under 40 concurrent identical adds', async () => {
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => harness.call('dee', 'PUT', '/api/me/watchlist/tv/201')),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(39);
    expect(new Set(responses.map((response) => response.json<{ id: string }>().id)).size).toBe(1);
    expect((await list('dee')).totalResults).toBe(1);
  });

  it('never shows or removes another user’s title', async () => {
    await harness.call('eve', 'PUT', '/api/me/watchlist/movie/103');
    expect((await list('fay')).results).toEqual([]);
    const stolen = await harness.call('fay', 'DELETE', '/api/me/watchlist/movie/103');
    expect(stolen.statusCode).toBe(404);
    expect(stolen.headers['cache-control']).toBe('private, no-store');
    expect(await ids('eve')).toEqual([103]);
  });

  it('removes a title, then answers 404 for it', async () => {
    await harness.call('gus', 'PUT', '/api/me/watchlist/movie/103');
    const removed = await harness.call('gus', 'DELETE', '/api/me/watchlist/movie/103');
    expect(removed.statusCode).toBe(204);
    expect(removed.headers['cache-control']).toBe('private, no-store');
    expect(await ids('gus')).toEqual([]);
    const again = await harness.call('gus', 'DELETE', '/api/me/watchlist/movie/103');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'That title is not on your watchlist.',
    });
  });

  it.each([
    ['an id the catalogue does not know', '/api/me/watchlist/movie/999', 404],
    ['a person', '/api/me/watchlist/person/101', 400],
    ['an id that is not a number', '/api/me/watchlist/movie/abc', 400],
    ['an id of 0', '/api/me/watchlist/movie/0', 400],
  ])('answers %s in the error shape and keeps nothing', async (_label, url, status) => {
    const response = await harness.call('hal', 'PUT', url);
    expect(response.statusCode).toBe(status);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toMatchObject({ statusCode: status, message: expect.any(String) });
    expect((await list('hal')).totalResults).toBe(0);
  });

  it.each([
    ['GET', '/api/me/watchlist'],
    ['PUT', '/api/me/watchlist/movie/101'],
    ['DELETE', '/api/me/watchlist/movie/101'],
  ] as const)('answers %s %s without a token with 401', async (method, url) => {
    const response = await harness.call(null, method, url);
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
  });

  it('answers 400 for an unknown sort, type or page size', async () => {
    for (const query of ['?sort=popularity', '?type=person', '?pageSize=1000', '?page=0'])
      expect((await harness.call('ida', 'GET', `/api/me/watchlist${query}`)).statusCode).toBe(400);
  });
});
