/** Every catalogue route against the demo pack, through HTTP inject, as the web app calls them. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createOfflineCatalog } from '../../src/catalog/create-catalog.ts';

let dataDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'offline-routes-'));
  const catalog = await createOfflineCatalog(
    path.join(import.meta.dirname, '..', '..', 'packs', 'demo'),
    dataDir,
  );
  app = await buildApp({ catalog });
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- bodies are probed by the assertions
const get = async (url: string): Promise<any> => {
  const response = await app.inject(url);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
  return response.json();
};

describe('the offline catalogue over /api', () => {
  it('says it is offline and where its artwork lives', async () => {
    expect(await get('/api/configuration')).toEqual({
      catalog: 'offline',
      imageBaseUrl: '/api/art/w500',
      contentLanguages: ['en'],
      auth: null,
    });
  });

  it.each([
    ['/api/movie/popular', 'searchResults', 'movie'],
    ['/api/movie/trending', 'searchResults', 'movie'],
    ['/api/tvshow/popular', 'results', 'tv'],
    ['/api/tvshow/trending', 'results', 'tv'],
    ['/api/actor/popular', 'results', 'person'],
    ['/api/actor/trending', 'results', 'person'],
  ])('%s fills a first page of 20 in %s', async (url, key, mediaType) => {
    const body = await get(url);
    expect(body.page).toBe(1);
    expect(body[key]).toHaveLength(mediaType === 'tv' ? Math.min(20, body.totalResults) : 20);
    expect(body[key].every((item: { mediaType: string }) => item.mediaType === mediaType)).toBe(
      true,
    );
  });

  it('pages a list like TMDB: 20 a page, no repeats across pages', async () => {
    const first = await get('/api/actor/popular?page=1');
    const second = await get('/api/actor/popular?page=2');
    expect(first.totalPages).toBe(Math.ceil(first.totalResults / 20));
    const ids = [...first.results, ...second.results].map((person: { id: number }) => person.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers a movie with details, cast and US providers, and draws its poster', async () => {
    const body = await get('/api/movie/603');
    expect(body.movieDetails).toMatchObject({
      id: 603,
      title: 'The Matrix',
      posterPath: '/movie/603/poster.svg',
    });
    expect(body.castAndCrew.cast.length).toBeGreaterThan(3);
    expect(body.watchProviders.results.us).toHaveProperty('flatrate');
    const poster = await app.inject(`/api/art/w500${body.movieDetails.posterPath}`);
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toContain('image/svg+xml');
    expect(poster.body).toContain('The Matrix');
  });

  it('walks a TV show down to an episode and a guest star', async () => {
    const show = await get('/api/tvshow/1399');
    expect(show).toMatchObject({
      name: 'Game of Thrones',
      numberOfSeasons: show.seasons.filter((s: { seasonNumber: number }) => s.seasonNumber > 0)
        .length,
    });
    const season = await get('/api/tvshow/1399/seasons/1');
    expect(season).toMatchObject({ tvShowTitle: 'Game of Thrones', seasonNumber: 1 });
    expect(season.episodes.length).toBeGreaterThan(5);
    const episode = await get(
      `/api/tvshow/1399/seasons/1/episode/${season.episodes[0].episodeNumber}`,
    );
    expect(episode).toMatchObject({
      tvShowTitle: 'Game of Thrones',
      seasonNumber: 1,
      episodeNumber: 1,
    });
    expect(episode.name).toBe(season.episodes[0].name);
  });

  it('answers a listed season the pack has no episodes for with an empty list', async () => {
    const show = await get('/api/tvshow/1399');
    const last = show.seasons.at(-1).seasonNumber;
    const season = await get(`/api/tvshow/1399/seasons/${last}`);
    expect(season.episodes).toEqual([]);
  });

  it('answers a person with credits from movies and TV', async () => {
    const body = await get('/api/actor/17419');
    expect(body.name).toBe('Bryan Cranston');
    expect(
      body.combinedCredits.cast.some((credit: { mediaType: string }) => credit.mediaType === 'tv'),
    ).toBe(true);
  });

  it('searches all three media types at once', async () => {
    const body = await get('/api/search/the');
    expect(
      new Set(body.results.map((item: { mediaType: string }) => item.mediaType)).size,
    ).toBeGreaterThan(1);
    expect((await get('/api/search/movie/matrix')).searchResults[0].title).toBe('The Matrix');
    expect((await get('/api/search/tvshow/thrones')).results[0].name).toBe('Game of Thrones');
    expect((await get('/api/search/actor/cranston')).results[0].name).toBe('Bryan Cranston');
  });

  it('says what each person in a list is known for, and nothing for titles', async () => {
    const people = (await get('/api/search/actor/lucas')).results;
    expect(people[0]).toMatchObject({ name: 'George Lucas', knownForDepartment: 'Directing' });
    expect((await get('/api/actor/popular')).results[0].knownForDepartment).toBe('Acting');
    const mixed = (await get('/api/search/star')).results;
    expect(mixed.find((item: { mediaType: string }) => item.mediaType === 'movie')).toMatchObject({
      knownForDepartment: null,
    });
    expect((await get('/api/search/george lucas')).results[0]).toMatchObject({
      mediaType: 'person',
      knownForDepartment: 'Directing',
    });
  });

  it('answers Fight Club with its director and writers, its R rating and what to watch next', async () => {
    const body = await get('/api/movie/550');
    expect(body.movieDetails).toMatchObject({ certification: 'R', originalLanguage: 'en' });
    expect(body.keyCrew).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 7467, name: 'David Fincher', jobs: ['Director'] }),
        expect.objectContaining({ id: 7469, name: 'Jim Uhls', jobs: ['Screenplay'] }),
      ]),
    );
    expect(body.keyCrew[0].name).toBe('David Fincher');
    for (const member of body.keyCrew) {
      const person = await get(`/api/actor/${member.id}`);
      expect(person.name).toBe(member.name);
      expect(person.combinedCredits.crew).toContainEqual(
        expect.objectContaining({ id: 550, mediaType: 'movie', job: member.jobs[0] }),
      );
    }

    expect(body.recommendations.length).toBeGreaterThan(5);
    expect(body.recommendations.length).toBeLessThanOrEqual(20);
    expect(
      body.recommendations.every((title: { mediaType: string }) => title.mediaType === 'movie'),
    ).toBe(true);
    expect(body.recommendations.map((title: { id: number }) => title.id)).not.toContain(550);
    // Se7en shares Fight Club's director, its genre and Brad Pitt.
    expect(body.recommendations[0]).toMatchObject({ id: 807, title: 'Se7en' });
    expect(body.similar).toEqual([]);
    expect(body.images).toEqual({ backdrops: [], posters: [] });
    expect(body.externalIds.imdbId).toBe('tt0137523');
    expect((await get('/api/movie/550')).recommendations).toEqual(body.recommendations);
  });

  it('serves every recommended title it names', async () => {
    const body = await get('/api/tvshow/1399');
    expect(body.recommendations.length).toBeGreaterThan(0);
    for (const title of body.recommendations) {
      expect(title.mediaType).toBe('tv');
      expect((await get(`/api/tvshow/${title.id}`)).name).toBe(title.name);
    }
  });

  it('lists The Lord of the Rings in release order, one click from the film', async () => {
    const movie = await get('/api/movie/121');
    expect(movie.movieDetails.collection).toMatchObject({
      id: 119,
      name: 'The Lord of the Rings Collection',
      posterPath: '/collection/119/poster.svg',
    });
    const collection = await get('/api/collection/119');
    expect(collection).toMatchObject({ id: 119, name: 'The Lord of the Rings Collection' });
    expect(collection.overview.length).toBeGreaterThan(20);
    expect(collection.parts.map((part: { id: number }) => part.id)).toEqual([120, 121, 122]);
    expect(collection.parts[0]).toMatchObject({ mediaType: 'movie', releaseDate: '2001-12-18' });
    const poster = await app.inject(`/api/art/w500${collection.posterPath}`);
    expect(poster.statusCode).toBe(200);
    expect(poster.body).toContain('The Lord of the Rings');
  });

  it.each([
    [230, 'The Godfather Collection', [238, 240, 242]],
    [263, 'The Dark Knight Collection', [272, 155, 49026]],
    [10, 'Star Wars Collection', [11, 1891, 1892]],
  ])('answers collection %i with the parts the pack holds', async (id, name, parts) => {
    const collection = await get(`/api/collection/${id}`);
    expect(collection.name).toBe(name);
    expect(collection.parts.map((part: { id: number }) => part.id)).toEqual(parts);
    for (const part of parts) {
      expect((await get(`/api/movie/${part}`)).movieDetails.collection.id).toBe(id);
    }
  });

  it('gives the full cast and the crew by department on the credits route', async () => {
    const credits = await get('/api/movie/122/credits');
    expect(credits).toMatchObject({ id: 122, mediaType: 'movie' });
    expect(credits.cast.length).toBeGreaterThanOrEqual(15);
    expect(credits.crew.map((group: { department: string }) => group.department)).toEqual([
      'Directing',
      'Writing',
      'Sound',
    ]);
    const writing = credits.crew[1].people;
    expect(
      writing.find((person: { name: string }) => person.name === 'Peter Jackson').jobs,
    ).toEqual([expect.objectContaining({ job: 'Screenplay' })]);
  });

  it('answers Game of Thrones with its creators, rating, last episode and credits', async () => {
    const show = await get('/api/tvshow/1399');
    expect(show.createdBy.map((person: { name: string }) => person.name)).toEqual([
      'David Benioff',
      'D. B. Weiss',
    ]);
    expect(show.contentRating).toBe('TV-MA');
    expect(show.externalIds.imdbId).toBe('tt0944947');
    expect(show.lastEpisodeToAir).toMatchObject({
      name: 'The Iron Throne',
      seasonNumber: 8,
      episodeNumber: 6,
      airDate: '2019-05-19',
    });
    expect(show.nextEpisodeToAir).toBeNull();
    for (const creator of show.createdBy) {
      const person = await get(`/api/actor/${creator.id}`);
      expect(person.combinedCredits.crew).toContainEqual(
        expect.objectContaining({ id: 1399, mediaType: 'tv', job: 'Creator' }),
      );
    }

    const credits = await get('/api/tvshow/1399/credits');
    expect(credits).toMatchObject({ id: 1399, mediaType: 'tv', title: 'Game of Thrones' });
    expect(credits.cast.length).toBe(show.castAndCrew.castTotal);
    const directing = credits.crew.find(
      (group: { department: string }) => group.department === 'Directing',
    );
    expect(directing.people.length).toBeGreaterThan(0);
    expect(directing.people[0].jobs[0]).toMatchObject({ job: 'Director' });
    expect(directing.people[0].jobs[0].episodeCount).toBeGreaterThan(0);
  });

  it('links only to episodes it can open, however few seasons the pack carries', async () => {
    // The demo pack carries Game of Thrones' first two seasons' episodes and its last aired one.
    const last = await get('/api/tvshow/1399/seasons/8/episode/6');
    expect(last).toMatchObject({ name: 'The Iron Throne', seasonNumber: 8, episodeNumber: 6 });
    expect(last.previousEpisode).toBeNull();
    expect(last.nextEpisode).toBeNull();

    const seasonTwo = await get('/api/tvshow/1399/seasons/2');
    const finale = seasonTwo.episodes.at(-1).episodeNumber;
    const endOfTwo = await get(`/api/tvshow/1399/seasons/2/episode/${finale}`);
    expect(endOfTwo.previousEpisode).toEqual({ seasonNumber: 2, episodeNumber: finale - 1 });
    expect(endOfTwo.nextEpisode).toBeNull();

    const endOfOne = await get('/api/tvshow/1399/seasons/1/episode/10');
    expect(endOfOne.nextEpisode).toEqual({ seasonNumber: 2, episodeNumber: 1 });
    for (const link of [endOfOne.nextEpisode, endOfTwo.previousEpisode]) {
      const opened = await app.inject(
        `/api/tvshow/1399/seasons/${link.seasonNumber}/episode/${link.episodeNumber}`,
      );
      expect(opened.statusCode).toBe(200);
    }
  });

  it("gives Christopher Nolan directing and writing credits beside his films' list", async () => {
    const nolan = await get('/api/actor/525');
    const directed = nolan.combinedCredits.crew.filter(
      (credit: { department: string; job: string }) =>
        credit.department === 'Directing' && credit.job === 'Director',
    );
    expect(directed.map((credit: { title: string }) => credit.title)).toEqual(
      expect.arrayContaining(['Inception', 'The Dark Knight', 'Batman Begins', 'Oppenheimer']),
    );
    expect(
      nolan.combinedCredits.crew.some(
        (credit: { department: string }) => credit.department === 'Writing',
      ),
    ).toBe(true);
  });

  it.each([
    ['/api/collection/999999999', 404],
    ['/api/movie/999999999/credits', 404],
    ['/api/tvshow/999999999/credits', 404],
  ])('%s answers %i', async (url, status) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ statusCode: status });
  });

  it.each([
    ['/api/movie/999999999', 404],
    ['/api/tvshow/999999999', 404],
    ['/api/tvshow/1399/seasons/99', 404],
    ['/api/tvshow/1399/seasons/1/episode/99', 404],
    ['/api/actor/999999999', 404],
    ['/api/art/w500/movie/999999999/poster.svg', 404],
    ['/api/movie/popular?page=501', 400],
  ])('%s answers %i in the error shape', async (url, status) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ statusCode: status });
  });
});

describe('search tabs and years on the offline catalogue', () => {
  const names = (body: { results: { title?: string; name?: string }[] }) =>
    body.results.map((item) => item.title ?? item.name);

  it('searches one type at a time', async () => {
    expect(names(await get('/api/search/thrones?type=tv'))).toEqual(['Game of Thrones']);
    const people = await get('/api/search/lucas?type=person');
    expect(people.results.every((item: { mediaType: string }) => item.mediaType === 'person')).toBe(
      true,
    );
    expect(names(people)[0]).toBe('George Lucas');
    const all = await get('/api/search/the?type=all');
    expect(all).toEqual(await get('/api/search/the'));
  });

  it('narrows titles to the year at the end of the text', async () => {
    const twoTowers = ['The Lord of the Rings: The Two Towers'];
    expect(names(await get('/api/search/lord%20of%20the%20rings%202002?type=movie'))).toEqual(
      twoTowers,
    );
    expect(names(await get('/api/search/lord%20of%20the%20rings%202002'))).toEqual(twoTowers);
    expect(names(await get('/api/search/lord%20of%20the%20rings'))).toHaveLength(3);
  });

  it('counts each tab as its search does', async () => {
    const counts = await get('/api/search-counts/the');
    expect(counts).toEqual({
      all: (await get('/api/search/the')).totalResults,
      movie: (await get('/api/search/the?type=movie')).totalResults,
      tv: (await get('/api/search/the?type=tv')).totalResults,
      person: (await get('/api/search/the?type=person')).totalResults,
    });
    expect(counts.movie).toBeGreaterThan(0);
    expect(counts.tv).toBeGreaterThan(0);
    expect(await get('/api/search-counts/lord%20of%20the%20rings%202002')).toEqual({
      all: 1,
      movie: 1,
      tv: 0,
      person: 0,
    });
  });

  it('answers 400 in the error shape for an unknown type', async () => {
    const response = await app.inject('/api/search/the?type=films');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });
});
