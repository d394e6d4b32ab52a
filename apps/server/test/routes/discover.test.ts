/**
 * Discover against the fake TMDB: each filter reaches TMDB as its own parameter, bad values
 * are refused before any upstream call, the same filters in another order share one cache
 * entry, and the reference lists, the more lists and the watch region behave as the contract
 * says.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeTmdb } from '../fake-tmdb.ts';
import { buildTestApp } from '../helpers.ts';

const ctx = {} as { tmdb: FakeTmdb; app: FastifyInstance };
beforeAll(async () => {
  ctx.tmdb = await FakeTmdb.start();
});
afterAll(() => ctx.tmdb.stop());
beforeEach(() => ctx.tmdb.reset());

/**
 * The app of a describe block: a new one for every test where what is cached matters (and so
 * an empty cache), else one for the block.
 */
function useApp(scope: 'each test' | 'block'): void {
  const [before, after] = scope === 'each test' ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(async () => {
    ctx.app = await buildTestApp(ctx.tmdb);
  });
  after(() => ctx.app.close());
}

/** The parameters TMDB received for the one discover request a test made. */
async function upstreamQuery(type: 'movie' | 'tv', query: string): Promise<URLSearchParams> {
  const response = await ctx.app.inject(`/api/discover/${type}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const [request, ...others] = ctx.tmdb.requestsFor(`/discover/${type}`);
  expect(others).toHaveLength(0);
  if (!request) throw new Error('TMDB was not asked');
  return request.query;
}

describe('GET /api/discover/{movie,tv}: filters in TMDB terms', () => {
  useApp('each test');

  it.each([
    ['movie', 'genres=28,12', { with_genres: '12,28' }],
    [
      'movie',
      'yearFrom=1990&yearTo=1999',
      { 'primary_release_date.gte': '1990-01-01', 'primary_release_date.lte': '1999-12-31' },
    ],
    [
      'tv',
      'yearFrom=2010&yearTo=2012',
      { 'first_air_date.gte': '2010-01-01', 'first_air_date.lte': '2012-12-31' },
    ],
    ['movie', 'minRating=4', { 'vote_average.gte': '8' }],
    ['tv', 'minRating=3.5', { 'vote_average.gte': '7' }],
    ['movie', 'minVotes=50', { 'vote_count.gte': '50' }],
    [
      'movie',
      'runtimeMin=90&runtimeMax=120',
      { 'with_runtime.gte': '90', 'with_runtime.lte': '120' },
    ],
    ['tv', 'originalLanguage=de', { with_original_language: 'de' }],
    ['movie', 'certification=PG-13', { certification_country: 'US', 'certification.lte': 'PG-13' }],
    ['movie', 'providers=9,8&region=DE', { with_watch_providers: '8|9', watch_region: 'DE' }],
    [
      'tv',
      'monetization=rent,flatrate&region=GB',
      { with_watch_monetization_types: 'flatrate|rent', watch_region: 'GB' },
    ],
    ['movie', 'sortBy=popularity', { sort_by: 'popularity.desc' }],
    [
      'movie',
      'sortBy=rating&minVotes=10',
      { sort_by: 'vote_average.desc', 'vote_count.gte': '10' },
    ],
    ['movie', 'sortBy=releaseDate', { sort_by: 'primary_release_date.desc' }],
    ['tv', 'sortBy=releaseDate', { sort_by: 'first_air_date.desc' }],
    ['movie', 'sortBy=title', { sort_by: 'title.asc' }],
    ['tv', 'sortBy=title', { sort_by: 'name.asc' }],
    ['movie', 'sortBy=revenue', { sort_by: 'revenue.desc' }],
    ['movie', 'page=3', { page: '3' }],
  ] as const)('%s ?%s', async (type, query, expected) => {
    const sent = await upstreamQuery(type, query);
    for (const [name, value] of Object.entries(expected)) expect(sent.get(name), name).toBe(value);
    expect(sent.get('include_adult')).toBe('false');
  });

  it('sends only the defaults when no filter is given', async () => {
    const sent = await upstreamQuery('movie', '');
    expect([...sent.keys()].sort()).toEqual(['include_adult', 'language', 'page', 'sort_by']);
    expect(sent.get('sort_by')).toBe('popularity.desc');
    expect(sent.get('page')).toBe('1');
  });

  it('sorted by rating without a vote minimum, counts titles with at least 200 votes', async () => {
    const sent = await upstreamQuery('tv', 'sortBy=rating');
    expect(sent.get('sort_by')).toBe('vote_average.desc');
    expect(sent.get('vote_count.gte')).toBe('200');
  });

  it('leaves out a region that no provider or kind of offer needs', async () => {
    const sent = await upstreamQuery('movie', 'region=DE&genres=28');
    expect(sent.has('watch_region')).toBe(false);
  });

  it("answers movies in the spec's searchResults envelope and TV in results, with the count", async () => {
    const movies = (await ctx.app.inject('/api/discover/movie?genres=878')).json();
    expect(movies).toMatchObject({ page: 1, totalResults: 12345, totalPages: 618 });
    expect(movies.searchResults.map((item: { title: string }) => item.title)).toEqual([
      'Orbit of Ash',
      'Paper Kites',
    ]);
    const shows = (await ctx.app.inject('/api/discover/tv?page=2')).json();
    expect(shows).toMatchObject({ page: 2, totalResults: 1 });
    expect(shows.results[0]).toMatchObject({ id: 201, mediaType: 'tv' });
  });
});

describe('GET /api/discover: bad values', () => {
  useApp('block');

  it.each([
    ['movie', 'sortBy=loudness', 'sortBy'],
    ['tv', 'sortBy=revenue', 'sortBy'],
    ['movie', 'yearFrom=99999', 'yearFrom'],
    ['movie', 'yearTo=1200', 'yearTo'],
    ['movie', 'minRating=9', 'minRating'],
    ['movie', 'minRating=-1', 'minRating'],
    ['movie', 'genres=28,action', 'genres'],
    ['movie', 'genres=', 'genres'],
    ['movie', 'providers=netflix&region=DE', 'providers'],
    ['movie', 'providers=8', 'region'],
    ['tv', 'monetization=rent', 'region'],
    ['movie', 'providers=8&region=de', 'region'],
    ['movie', 'monetization=stream&region=DE', 'monetization'],
    ['movie', 'originalLanguage=German', 'originalLanguage'],
    ['movie', 'language=xx', 'language'],
    ['movie', 'certification=X', 'certification'],
    ['movie', 'runtimeMin=-5', 'runtimeMin'],
    ['movie', 'runtimeMin=120&runtimeMax=90', 'runtimeMin'],
    ['movie', 'yearFrom=2000&yearTo=1990', 'yearFrom'],
    ['movie', 'minVotes=lots', 'minVotes'],
    ['movie', 'page=501', 'page'],
  ])('%s ?%s → 400 naming %s', async (type, query, parameter) => {
    const response = await ctx.app.inject(`/api/discover/${type}?${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
    expect(body.message).toMatch(new RegExp(`\\b${parameter}\\b`));
    expect(ctx.tmdb.requests).toHaveLength(0);
  });
});

describe('GET /api/discover: one cache entry per discovery', () => {
  useApp('each test');

  it('shares an entry between the same filters written in another order', async () => {
    const first = await ctx.app.inject(
      '/api/discover/movie?genres=28,12&yearFrom=1990&providers=8,9&region=DE&monetization=rent,flatrate',
    );
    const second = await ctx.app.inject(
      '/api/discover/movie?monetization=flatrate,rent,rent&region=DE&providers=9,8&yearFrom=1990&genres=12,28&page=1',
    );
    expect(second.body).toBe(first.body);
    expect(ctx.tmdb.requestsFor('/discover/movie')).toHaveLength(1);
  });

  it('keeps different discoveries apart', async () => {
    await ctx.app.inject('/api/discover/movie?genres=28');
    await ctx.app.inject('/api/discover/movie?genres=28&page=2');
    await ctx.app.inject('/api/discover/tv?genres=28');
    await ctx.app.inject('/api/discover/movie?genres=28,12');
    expect(ctx.tmdb.requestsFor('/discover/movie')).toHaveLength(3);
    expect(ctx.tmdb.requestsFor('/discover/tv')).toHaveLength(1);
  });
});

describe('reference lists', () => {
  useApp('block');

  it('lists the genres of each media type by name, once a day', async () => {
    const movie = (await ctx.app.inject('/api/genres/movie')).json();
    expect(movie.genres.map((genre: { name: string }) => genre.name)).toEqual([
      'Action',
      'Adventure',
      'Comedy',
      'Drama',
      'Science Fiction',
    ]);
    expect((await ctx.app.inject('/api/genres/tv')).json().genres[0]).toEqual({
      id: 10759,
      name: 'Action & Adventure',
    });
    await ctx.app.inject('/api/genres/movie');
    expect(ctx.tmdb.requestsFor('/genre/movie/list')).toHaveLength(1);
    expect((await ctx.app.inject('/api/genres/person')).statusCode).toBe(400);
  });

  it('lists the watch regions by English name', async () => {
    const { regions } = (await ctx.app.inject('/api/regions')).json();
    expect(regions).toEqual([
      { code: 'AT', name: 'Austria' },
      { code: 'DE', name: 'Germany' },
      { code: 'GB', name: 'United Kingdom' },
      { code: 'US', name: 'United States of America' },
    ]);
  });

  it("lists a region's providers, most prominent there first", async () => {
    const response = await ctx.app.inject('/api/watch-providers/movie?region=DE');
    expect(response.json()).toEqual({
      region: 'DE',
      providers: [
        {
          providerId: 9,
          providerName: 'Amazon Prime Video',
          logoPath: '/prime.jpg',
          displayPriority: 1,
        },
        { providerId: 30, providerName: 'WOW', logoPath: '/wow.jpg', displayPriority: 2 },
        { providerId: 8, providerName: 'Netflix', logoPath: '/netflix.jpg', displayPriority: 4 },
      ],
    });
    expect(ctx.tmdb.requestsFor('/watch/providers/movie')[0]?.query.get('watch_region')).toBe('DE');
    await ctx.app.inject('/api/watch-providers/movie?region=DE');
    await ctx.app.inject('/api/watch-providers/movie?region=US');
    expect(ctx.tmdb.requestsFor('/watch/providers/movie')).toHaveLength(2);
  });

  it('needs a region for providers', async () => {
    for (const query of ['', '?region=Germany']) {
      const response = await ctx.app.inject(`/api/watch-providers/tv${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('region');
    }
  });

  it("reads TMDB's languages as the bare list TMDB sends, and anything else as a bad answer", async () => {
    ctx.tmdb.fail('/configuration/languages', {
      kind: 'status',
      status: 200,
      body: { languages: [{ iso_639_1: 'en' }] },
    });
    const response = await ctx.app.inject('/api/languages');
    expect(response.statusCode).toBe(502);
    expect(response.json().code).toBe('UPSTREAM_BAD_RESPONSE');
  });

  it('lists the languages by English name', async () => {
    const { languages } = (await ctx.app.inject('/api/languages')).json();
    expect(languages).toEqual([
      { code: 'en', name: 'English' },
      { code: 'fr', name: 'French' },
      { code: 'de', name: 'German' },
      { code: 'xx', name: 'No Language' },
    ]);
  });
});

describe('the more lists', () => {
  useApp('each test');

  it.each([
    ['/api/movie/top-rated', '/movie/top_rated'],
    ['/api/movie/upcoming', '/movie/upcoming'],
    ['/api/movie/now-playing', '/movie/now_playing'],
    ['/api/tvshow/top-rated', '/tv/top_rated'],
    ['/api/tvshow/airing-today', '/tv/airing_today'],
    ['/api/tvshow/on-the-air', '/tv/on_the_air'],
    ['/api/movie/trending', '/trending/movie/week'],
    ['/api/movie/trending?window=week', '/trending/movie/week'],
    ['/api/movie/trending?window=day', '/trending/movie/day'],
    ['/api/tvshow/trending?window=day', '/trending/tv/day'],
    ['/api/actor/trending?window=day', '/trending/person/day'],
  ])('%s reads TMDB %s', async (route, upstream) => {
    const response = await ctx.app.inject(route);
    expect(response.statusCode).toBe(200);
    // The paths read, each once however many attempts: on a loaded machine a slow first attempt
    // is retried, and that is the same read.
    expect([...new Set(ctx.tmdb.requests.map((request) => request.path))]).toEqual([upstream]);
  });

  it('keeps the envelopes: movies in searchResults, TV in results', async () => {
    const topRated = (await ctx.app.inject('/api/movie/top-rated')).json();
    expect(topRated.searchResults[0]).toMatchObject({ id: 101, title: 'Orbit of Ash' });
    expect((await ctx.app.inject('/api/tvshow/airing-today')).json()).toHaveProperty('results');
  });

  it('passes the region to the movie lists that take one, and caches each region apart', async () => {
    await ctx.app.inject('/api/movie/now-playing?region=DE&page=2');
    await ctx.app.inject('/api/movie/now-playing?page=2');
    const [withRegion, without] = ctx.tmdb.requestsFor('/movie/now_playing');
    expect(withRegion?.query.get('region')).toBe('DE');
    expect(withRegion?.query.get('page')).toBe('2');
    expect(without?.query.has('region')).toBe(false);
  });

  it('refuses an unknown window or region', async () => {
    expect((await ctx.app.inject('/api/movie/trending?window=month')).statusCode).toBe(400);
    expect((await ctx.app.inject('/api/movie/upcoming?region=Germany')).statusCode).toBe(400);
  });
});

describe('watch region on details', () => {
  useApp('each test');

  it("adds the region's offers beside the unchanged US ones, from the same TMDB answer", async () => {
    const plain = (await ctx.app.inject('/api/movie/101')).json();
    const inGb = (await ctx.app.inject('/api/movie/101?region=GB')).json();
    expect(plain.watchProviders.region).toBeNull();
    expect(inGb.watchProviders.results).toEqual(plain.watchProviders.results);
    expect(inGb.watchProviders.region).toEqual({
      code: 'GB',
      link: 'https://example.test/gb',
      flatrate: [
        { providerId: 39, providerName: 'Now TV', logoPath: '/now.jpg', displayPriority: 3 },
      ],
      free: [],
      ads: [],
      rent: [],
      buy: [],
    });
    expect(ctx.tmdb.requestsFor('/movie/101')).toHaveLength(1);
  });

  it('never serves one region’s answer for another, or for none', async () => {
    await ctx.app.inject('/api/movie/101?region=GB');
    const plain = (await ctx.app.inject('/api/movie/101')).json();
    const inUs = (await ctx.app.inject('/api/movie/101?region=US')).json();
    const inGbAgain = (await ctx.app.inject('/api/movie/101?region=GB')).json();
    expect(plain.watchProviders.region).toBeNull();
    expect(inUs.watchProviders.region.code).toBe('US');
    expect(
      inUs.watchProviders.region.flatrate.map((p: { providerName: string }) => p.providerName),
    ).toEqual(
      plain.watchProviders.results.us.flatrate.map((p: { providerName: string }) => p.providerName),
    );
    expect(inGbAgain.watchProviders.region.code).toBe('GB');
    expect(ctx.tmdb.requestsFor('/movie/101')).toHaveLength(1);
  });

  it('answers a region TMDB has no offers in with empty lists', async () => {
    const inAt = (await ctx.app.inject('/api/movie/101?region=AT')).json();
    expect(inAt.watchProviders.region).toEqual({
      code: 'AT',
      link: null,
      flatrate: [],
      free: [],
      ads: [],
      rent: [],
      buy: [],
    });
  });

  it('slices TV shows the same way', async () => {
    const plain = (await ctx.app.inject('/api/tvshow/201')).json();
    const inUs = (await ctx.app.inject('/api/tvshow/201?region=US')).json();
    expect(plain.watchProviders.region).toBeNull();
    expect(inUs.watchProviders.region.code).toBe('US');
    expect(inUs.watchProviders.results).toEqual(plain.watchProviders.results);
    expect(ctx.tmdb.requestsFor('/tv/201')).toHaveLength(1);
    expect((await ctx.app.inject('/api/tvshow/201?region=usa')).statusCode).toBe(400);
  });
});
