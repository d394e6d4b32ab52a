/** Up Next and "Because you liked" on SQLite and PostgreSQL, against the fake TMDB and a pack. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { libraryHarnesses } from './library-harness.ts';

interface UpNext {
  results: {
    seriesId: number;
    seriesName: string;
    seasonNumber: number;
    episodeNumber: number;
    name: string;
    lastWatchedOn: string;
  }[];
}
interface BecauseYouLiked {
  rows: {
    seed: { mediaType: string; id: number; title: string };
    results: { mediaType: string; id: number }[];
  }[];
}

const fixture = (name: string) =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'tmdb', `${name}.json`), 'utf8'),
  ) as Record<string, unknown>;

/** A second show with one aired season of two episodes, for the order of the shows. */
function serveShortShow(tmdb: { serve(name: string, body: Record<string, unknown>): void }) {
  tmdb.serve('tv-250', {
    ...fixture('tv-202'),
    id: 250,
    name: 'Harbour Nights',
    seasons: [{ id: 2501, season_number: 1, episode_count: 2, air_date: '2020-01-01' }],
  });
  tmdb.serve('tv-250-season-1', {
    id: 2501,
    season_number: 1,
    name: 'Season 1',
    air_date: '2020-01-01',
    episodes: [1, 2].map((number) => ({
      id: 25_010 + number,
      season_number: 1,
      episode_number: number,
      name: `Harbour ${number}`,
      air_date: `2020-01-0${number}`,
      still_path: null,
      runtime: 40,
      vote_average: 7,
      vote_count: 3,
      overview: '',
    })),
  });
}

describe.each(libraryHarnesses())('the home rows made for you on %s', (_kind, open) => {
  const harness = open();
  const watch = (user: string, showId: number, season: number, episode: number, on?: string) =>
    harness.call(
      user,
      'PUT',
      `/api/me/history/tv/${showId}/seasons/${season}/episodes/${episode}`,
      on ? { watchedOn: on } : {},
    );
  const upNext = async (user: string) => {
    const response = await harness.call(user, 'GET', '/api/me/up-next');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return response.json<UpNext>().results;
  };
  const becauseYouLiked = async (user: string) => {
    const response = await harness.call(user, 'GET', '/api/me/because-you-liked');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return response.json<BecauseYouLiked>().rows;
  };
  const places = (results: UpNext['results']) =>
    results.map((next) => `${next.seriesId} S${next.seasonNumber}E${next.episodeNumber}`);

  it('answers the episode after the furthest watched, skipping one not aired', async () => {
    await watch('ana', 201, 1, 1);
    await watch('ana', 201, 1, 2);
    // Season 1's third episode has no air date: the next is season 2's first.
    expect(await upNext('ana')).toEqual([
      {
        seriesId: 201,
        seriesName: 'Night Shift Diaries',
        posterPath: expect.any(String),
        seasonNumber: 2,
        episodeNumber: 1,
        name: 'New Chief',
        stillPath: '/s2e1.jpg',
        airDate: '2024-03-24',
        lastWatchedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    ]);
    await watch('ana', 201, 2, 1);
    expect(places(await upNext('ana'))).toEqual(['201 S2E2']);
  });

  it('lists no show whose aired episodes are all watched, and the earliest skipped one', async () => {
    expect((await harness.call('bo', 'PUT', '/api/me/history/tv/201', {})).statusCode).toBe(200);
    expect(await upNext('bo')).toEqual([]);
    await harness.call('bo', 'DELETE', '/api/me/history/tv/201/seasons/2/episodes/3');
    expect(places(await upNext('bo'))).toEqual(['201 S2E3']);
    // A special watched alone is no progress in the show: it starts at the beginning.
    await watch('cy', 201, 0, 1);
    expect(places(await upNext('cy'))).toEqual(['201 S1E1']);
  });

  it('puts the most recently watched show first', async () => {
    serveShortShow(harness.tmdb);
    await watch('dee', 201, 1, 1, '2024-05-01');
    await watch('dee', 250, 1, 1, '2024-06-01');
    expect(places(await upNext('dee'))).toEqual(['250 S1E2', '201 S1E2']);
    await watch('dee', 201, 1, 2, '2024-07-01');
    expect(places(await upNext('dee'))).toEqual(['201 S2E1', '250 S1E2']);
  });

  it('recommends from a liked title without what the visitor watched, rated or listed', async () => {
    // Orbit of Ash (101) recommends Paper Kites (103) and Quiet Harbor (102).
    await harness.call('eve', 'PUT', '/api/me/ratings/movie/101', { rating: 5 });
    expect(await becauseYouLiked('eve')).toEqual([
      {
        seed: { mediaType: 'movie', id: 101, title: 'Orbit of Ash' },
        results: [
          expect.objectContaining({ mediaType: 'movie', id: 103 }),
          expect.objectContaining({ mediaType: 'movie', id: 102 }),
        ],
      },
    ]);
    await harness.call('eve', 'POST', '/api/me/history/movie/103', {});
    const ids = async () =>
      (await becauseYouLiked('eve')).map((row) => row.results.map((c) => c.id));
    expect(await ids()).toEqual([[102]]);
    expect((await harness.call('eve', 'PUT', '/api/me/watchlist/movie/102', {})).statusCode).toBe(
      201,
    );
    // Nothing left to recommend from it: no row rather than an empty one.
    expect(await becauseYouLiked('eve')).toEqual([]);
  });

  it('seeds rows from a watched show too, each row its own titles', async () => {
    await harness.call('fay', 'PUT', '/api/me/ratings/movie/101', { rating: 4.5 });
    await watch('fay', 201, 1, 1);
    const rows = await becauseYouLiked('fay');
    expect(rows.map((row) => `${row.seed.mediaType}:${row.seed.id}`)).toEqual([
      'movie:101',
      'tv:201',
    ]);
    expect(rows[1]?.results.map((card) => card.id)).toEqual([203, 202]);
  });

  it('takes no seed from a title rated below 3.5 stars', async () => {
    await harness.call('gus', 'PUT', '/api/me/ratings/movie/101', { rating: 2 });
    await harness.call('gus', 'POST', '/api/me/history/movie/101', {});
    expect(await becauseYouLiked('gus')).toEqual([]);
  });

  it("never shows one visitor's rows to another, asked at the same time", async () => {
    await watch('hal', 201, 1, 1);
    await harness.call('hal', 'PUT', '/api/me/ratings/movie/101', { rating: 5 });
    serveShortShow(harness.tmdb);
    await watch('ida', 250, 1, 1);
    const [halNext, idaNext, halRows, idaRows] = await Promise.all([
      upNext('hal'),
      upNext('ida'),
      becauseYouLiked('hal'),
      becauseYouLiked('ida'),
    ]);
    expect(places(halNext)).toEqual(['201 S1E2']);
    expect(places(idaNext)).toEqual(['250 S1E2']);
    expect(halRows.map((row) => row.seed.id)).toEqual([101, 201]);
    // Harbour Nights (a copy of Late Lamp) has no recommendations: no row for ida.
    expect(idaRows).toEqual([]);
  });

  it('makes no TMDB call once the cache is warm', async () => {
    await watch('jo', 201, 1, 1);
    await harness.call('jo', 'PUT', '/api/me/ratings/movie/101', { rating: 5 });
    await upNext('jo');
    await becauseYouLiked('jo');
    const before = harness.tmdb.requests.length;
    expect(places(await upNext('jo'))).toEqual(['201 S1E2']);
    expect(await becauseYouLiked('jo')).toHaveLength(2);
    expect(harness.tmdb.requests.slice(before)).toEqual([]);
  });

  it.each([
    ['/api/me/up-next?language=xx', 400, 'BAD_REQUEST'],
    ['/api/me/because-you-liked?language=klingon', 400, 'BAD_REQUEST'],
  ])('answers %s with a JSON error', async (url, status, code) => {
    const response = await harness.call('kim', 'GET', url);
    expect(response.statusCode).toBe(status);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toMatchObject({
      statusCode: status,
      code,
      message: expect.any(String),
    });
  });

  it('needs a signed-in caller', async () => {
    for (const url of ['/api/me/up-next', '/api/me/because-you-liked']) {
      const response = await harness.call(null, 'GET', url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: expect.any(String) });
    }
  });

  it('answers Up Next on the offline pack', async () => {
    const offline = (method: 'GET' | 'PUT', url: string) =>
      harness.call('lou', method, url, method === 'PUT' ? {} : undefined, harness.offline);
    await offline('PUT', '/api/me/history/tv/30/seasons/1/episodes/1');
    await offline('PUT', '/api/me/history/tv/30/seasons/1/episodes/2');
    const response = await offline('GET', '/api/me/up-next');
    expect(response.json<UpNext>().results).toMatchObject([
      { seriesId: 30, seriesName: 'Lantern Street', seasonNumber: 1, episodeNumber: 3 },
    ]);
  });
});
