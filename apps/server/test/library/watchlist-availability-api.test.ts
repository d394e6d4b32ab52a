/**
 * Where the watchlist's titles stream (`region`) and the "Streaming now" filter
 * (`streaming=now`), on SQLite and PostgreSQL, against the fake TMDB and the offline pack.
 * In the fixtures, Orbit of Ash (movie 101) is on Netflix and Max in the US and on Netflix in
 * Germany; movie 102 can only be bought, in France; show 201 is on Max in the US.
 */
import { describe, expect, it } from 'vitest';
import { libraryHarnesses } from './library-harness.ts';

interface Provider {
  providerName: string;
}
interface Listed {
  totalResults: number;
  totalPages: number;
  results: {
    mediaId: number;
    offers?: { code: string; flatrate: Provider[]; buy: Provider[] } | null;
  }[];
}

const names = (providers: Provider[] | undefined) =>
  providers?.map((provider) => provider.providerName);

describe.each(libraryHarnesses())('the watchlist’s availability on %s', (_kind, open) => {
  const harness = open();
  const list = async (user: string, query: string) => {
    const response = await harness.call(user, 'GET', `/api/me/watchlist${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return response.json<Listed>();
  };
  const add = async (user: string, ...paths: string[]) => {
    for (const path of paths)
      expect((await harness.call(user, 'PUT', `/api/me/watchlist/${path}`)).statusCode).toBe(201);
  };

  it('gives each item its offers in the region asked for, and none without one', async () => {
    await add('ava', 'movie/102', 'movie/101');
    const us = await list('ava', '?region=US');
    expect(us.results.map((item) => item.mediaId)).toEqual([101, 102]);
    expect(us.results[0]?.offers?.code).toBe('US');
    expect(names(us.results[0]?.offers?.flatrate)).toEqual(['Netflix', 'Max']);
    expect(us.results[1]?.offers?.flatrate).toEqual([]);
    const france = await list('ava', '?region=FR');
    expect(names(france.results[1]?.offers?.buy)).toEqual(['Apple TV']);
    expect((await list('ava', '')).results[0]).not.toHaveProperty('offers');
  });

  it('keeps only what streams on a subscription in the region, counted and paged', async () => {
    await add('bea', 'movie/101', 'movie/102', 'tv/201', 'movie/103');
    const us = await list('bea', '?region=US&streaming=now');
    expect(us.results.map((item) => item.mediaId)).toEqual([201, 101]);
    expect(us).toMatchObject({ totalResults: 2, totalPages: 1 });
    const second = await list('bea', '?region=US&streaming=now&sort=title&pageSize=1&page=2');
    expect(second).toMatchObject({ totalResults: 2, totalPages: 2 });
    expect(second.results.map((item) => item.mediaId)).toEqual([101]);
    expect((await list('bea', '?region=US&streaming=now&type=tv')).results).toHaveLength(1);
    const germany = await list('bea', '?region=DE&streaming=now');
    expect(germany.results.map((item) => item.mediaId)).toEqual([101]);
    expect(names(germany.results[0]?.offers?.flatrate)).toEqual(['Netflix']);
  });

  it('shows and filters only the caller’s own titles', async () => {
    await add('cal', 'movie/101');
    await add('dot', 'tv/201');
    expect((await list('dot', '?region=US&streaming=now')).results.map((i) => i.mediaId)).toEqual([
      201,
    ]);
    expect((await list('dot', '?region=US')).results.map((i) => i.mediaId)).toEqual([201]);
    expect((await harness.call(null, 'GET', '/api/me/watchlist?region=US')).statusCode).toBe(401);
  });

  it.each([
    ['?region=us', 'querystring/region'],
    ['?region=USA', 'querystring/region'],
    ['?streaming=now', 'querystring/region is needed with streaming'],
    ['?region=US&streaming=soon', 'querystring/streaming'],
  ])('answers %s with a 400 that names what is wrong', async (query, named) => {
    const response = await harness.call('eli', 'GET', `/api/me/watchlist${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: expect.stringContaining(named),
    });
  });

  it('shows the list without offers when the catalogue fails, but refuses to filter on guesses', async () => {
    // Added through the offline pack (same tables): the live catalogue has not read it yet.
    const added = await harness.call(
      'fin',
      'PUT',
      '/api/me/watchlist/movie/1',
      undefined,
      harness.offline,
    );
    expect(added.statusCode).toBe(201);
    harness.tmdb.fail('/movie/1', { kind: 'status', status: 500 });
    try {
      const listed = await list('fin', '?region=GB');
      expect(listed.results.map((item) => [item.mediaId, item.offers])).toEqual([[1, null]]);
      const filtered = await harness.call(
        'fin',
        'GET',
        '/api/me/watchlist?region=GB&streaming=now',
      );
      expect(filtered.statusCode).toBe(502);
      expect(filtered.headers['cache-control']).toBe('private, no-store');
      expect(filtered.json()).toMatchObject({ statusCode: 502, code: expect.any(String) });
    } finally {
      harness.tmdb.heal('/movie/1');
    }
    // TMDB does not know the title (the fake has no movie 1): no offers, and not streaming.
    expect((await list('fin', '?region=GB')).results[0]?.offers).toBeNull();
    expect((await list('fin', '?region=GB&streaming=now')).totalResults).toBe(0);
  });

  it('answers offers from the offline pack too', async () => {
    await harness.call('gil', 'PUT', '/api/me/watchlist/movie/1', undefined, harness.offline);
    const response = await harness.call(
      'gil',
      'GET',
      '/api/me/watchlist?region=US',
      undefined,
      harness.offline,
    );
    expect(response.statusCode).toBe(200);
    const [item] = response.json<Listed>().results;
    expect(item?.offers).toMatchObject({ code: 'US', flatrate: [], buy: [] });
    const streaming = await harness.call(
      'gil',
      'GET',
      '/api/me/watchlist?region=US&streaming=now',
      undefined,
      harness.offline,
    );
    expect(streaming.json<Listed>().totalResults).toBe(0);
  });
});
