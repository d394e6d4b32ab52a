/**
 * The watch history API on SQLite and PostgreSQL: movie watches and rewatches, TV episodes,
 * seasons and whole shows marked in one request each (live and offline), progress, edits,
 * isolation, the cap and bad input.
 */
import { describe, expect, it } from 'vitest';
import { todayUtc } from '../../src/library/watch-date.ts';
import { libraryHarnesses, ownerOf } from './library-harness.ts';

interface Entry {
  id: string;
  mediaType: string;
  mediaId: number;
  seasonNumber: number | null;
  episodeNumber: number | null;
  watchedOn: string;
  rewatch: boolean;
}

describe.each(libraryHarnesses())('the history API on %s', (_kind, open) => {
  const harness = open();
  const history = async (user: string, query = '', app = harness.live) =>
    (await harness.call(user, 'GET', `/api/me/history${query}`, undefined, app)).json<{
      totalResults: number;
      results: Entry[];
    }>();
  const progress = async (user: string, showId: number, app = harness.live) =>
    (
      await harness.call(user, 'GET', `/api/me/progress/tv/${showId}`, undefined, app)
    ).json<unknown>();
  const episodes = (entries: Entry[]) =>
    entries.map((entry) => `${entry.seasonNumber}x${entry.episodeNumber}`);

  it('logs a movie watch dated today by default, and a later one as a rewatch', async () => {
    // No body at all: the date is today's.
    const first = await harness.call('ana', 'POST', '/api/me/history/movie/101');
    expect(first.statusCode).toBe(201);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.json()).toEqual({
      entry: {
        id: expect.any(String),
        mediaType: 'movie',
        mediaId: 101,
        seasonNumber: null,
        episodeNumber: null,
        title: 'Orbit of Ash',
        episodeName: null,
        releaseDate: '1999-10-15',
        posterPath: '/orbit-poster.jpg',
        runtime: 139,
        watchedOn: todayUtc(),
        rewatch: false,
        createdAt: expect.any(String),
      },
      removedFromWatchlist: null,
    });
    const earlier = await harness.call('ana', 'POST', '/api/me/history/movie/101', {
      watchedOn: '2001-05-04',
    });
    expect(earlier.statusCode).toBe(201);
    const sameDay = await harness.call('ana', 'POST', '/api/me/history/movie/101', {
      watchedOn: '2001-05-04',
    });
    expect(sameDay.statusCode).toBe(200);
    expect(sameDay.json().entry.id).toBe(earlier.json().entry.id);
    const { results } = await history('ana');
    expect(results.map((entry) => [entry.watchedOn, entry.rewatch])).toEqual([
      [todayUtc(), true],
      ['2001-05-04', false],
    ]);
  });

  it('takes a watched movie off the watchlist and says which, for an Undo', async () => {
    const listed = (await harness.call('bo', 'PUT', '/api/me/watchlist/movie/103')).json();
    const watched = await harness.call('bo', 'POST', '/api/me/history/movie/103', {});
    expect(watched.json().removedFromWatchlist).toEqual(listed);
    expect((await harness.call('bo', 'GET', '/api/me/watchlist')).json().totalResults).toBe(0);
  });

  it('marks a whole season in one request: its aired episodes, not the unaired ones', async () => {
    const listed = (await harness.call('cy', 'PUT', '/api/me/watchlist/tv/201')).json();
    harness.tmdb.reset();
    const season = await harness.call('cy', 'PUT', '/api/me/history/tv/201/seasons/2', {
      watchedOn: '2024-06-01',
    });
    expect(season.statusCode).toBe(200);
    const body = season.json();
    expect(episodes(body.marked)).toEqual(['2x1', '2x2', '2x3', '2x4', '2x5', '2x6', '2x7', '2x8']);
    expect(body.alreadyWatched).toBe(0);
    expect(body.removedFromWatchlist).toEqual(listed);
    expect(await progress('cy', 201)).toEqual({
      showId: 201,
      seasons: [
        { seasonNumber: 0, watched: 0, aired: 1, watchedEpisodes: [] },
        { seasonNumber: 1, watched: 0, aired: 2, watchedEpisodes: [] },
        { seasonNumber: 2, watched: 8, aired: 8, watchedEpisodes: [1, 2, 3, 4, 5, 6, 7, 8] },
      ],
      watched: 8,
      aired: 10,
    });
    // Newest first: the later episodes of the same day before the earlier ones.
    expect(episodes((await history('cy', '?type=tv&pageSize=2')).results)).toEqual(['2x8', '2x7']);
  });

  it('marks a whole show in one request, skipping what was watched and the specials', async () => {
    await harness.call('dee', 'PUT', '/api/me/history/tv/201/seasons/1/episodes/1', {});
    const show = await harness.call('dee', 'PUT', '/api/me/history/tv/201', {});
    expect(show.statusCode).toBe(200);
    expect(episodes(show.json().marked)).toEqual([
      '1x2',
      ...['2x1', '2x2', '2x3', '2x4', '2x5', '2x6', '2x7', '2x8'],
    ]);
    expect(show.json().alreadyWatched).toBe(1);
    expect(await progress('dee', 201)).toMatchObject({ watched: 10, aired: 10 });
    const again = await harness.call('dee', 'PUT', '/api/me/history/tv/201', {});
    expect(again.json()).toMatchObject({ marked: [], alreadyWatched: 10 });
    expect((await history('dee')).totalResults).toBe(10);
  });

  it('marks a season and a whole show of the offline pack', async () => {
    const season = await harness.call(
      'eve',
      'PUT',
      '/api/me/history/tv/30/seasons/1',
      {},
      harness.offline,
    );
    expect(episodes(season.json().marked)).toEqual(['1x1', '1x2', '1x3']);
    const show = await harness.call('eve', 'PUT', '/api/me/history/tv/30', {}, harness.offline);
    expect(episodes(show.json().marked)).toEqual(['2x1', '2x2']);
    expect(show.json().marked[0]).toMatchObject({ title: 'Lantern Street', runtime: 45 });
    expect(await progress('eve', 30, harness.offline)).toEqual({
      showId: 30,
      seasons: [
        { seasonNumber: 0, watched: 0, aired: 1, watchedEpisodes: [] },
        { seasonNumber: 1, watched: 3, aired: 3, watchedEpisodes: [1, 2, 3] },
        { seasonNumber: 2, watched: 2, aired: 2, watchedEpisodes: [1, 2] },
      ],
      watched: 5,
      aired: 5,
    });
  });

  it('un-marks an episode, a season and a whole show', async () => {
    await harness.call('fay', 'PUT', '/api/me/history/tv/201', {});
    const one = await harness.call('fay', 'DELETE', '/api/me/history/tv/201/seasons/2/episodes/3');
    expect(one.json()).toEqual({ removed: 1 });
    const season = await harness.call('fay', 'DELETE', '/api/me/history/tv/201/seasons/2');
    expect(season.json()).toEqual({ removed: 7 });
    expect(await progress('fay', 201)).toMatchObject({ watched: 2, aired: 10 });
    const show = await harness.call('fay', 'DELETE', '/api/me/history/tv/201');
    expect(show.json()).toEqual({ removed: 2 });
    expect((await history('fay')).totalResults).toBe(0);
  });

  it('keeps each episode once under 20 concurrent marks of the same season', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        harness.call('gus', 'PUT', '/api/me/history/tv/201/seasons/2', {}),
      ),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const added = responses.map((response) => response.json<{ marked: Entry[] }>().marked.length);
    expect(added.filter((count) => count === 8)).toHaveLength(1);
    expect(added.filter((count) => count === 0)).toHaveLength(19);
    expect((await history('gus')).totalResults).toBe(8);
  });

  it('keeps one entry under 20 concurrent identical movie watches', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        harness.call('gus', 'POST', '/api/me/history/movie/104', { watchedOn: '2020-02-02' }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect((await history('gus', '?type=movie')).totalResults).toBe(1);
  });

  it('lists newest first, by type, a page at a time', async () => {
    for (const watchedOn of ['2020-01-03', '2020-01-01', '2020-01-02'])
      await harness.call('hal', 'POST', '/api/me/history/movie/107', { watchedOn });
    await harness.call('hal', 'PUT', '/api/me/history/tv/201/seasons/0/episodes/1', {
      watchedOn: '2019-12-31',
    });
    const dates = async (query: string) =>
      (await history('hal', query)).results.map((entry) => entry.watchedOn);
    expect(await dates('')).toEqual(['2020-01-03', '2020-01-02', '2020-01-01', '2019-12-31']);
    expect(await dates('?type=movie&pageSize=2&page=2')).toEqual(['2020-01-01']);
    expect(await dates('?type=tv')).toEqual(['2019-12-31']);
  });

  it('moves an entry to another day and deletes one', async () => {
    const { entry } = (
      await harness.call('ida', 'POST', '/api/me/history/movie/103', { watchedOn: '2022-03-03' })
    ).json();
    const edited = await harness.call('ida', 'PATCH', `/api/me/history/${entry.id}`, {
      watchedOn: '2021-01-01',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: entry.id, watchedOn: '2021-01-01' });
    const other = (
      await harness.call('ida', 'POST', '/api/me/history/movie/103', { watchedOn: '2022-03-03' })
    ).json().entry;
    const clash = await harness.call('ida', 'PATCH', `/api/me/history/${other.id}`, {
      watchedOn: '2021-01-01',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('You already logged watching Paper Kites on 2021-01-01.');
    const removed = await harness.call('ida', 'DELETE', `/api/me/history/${entry.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await history('ida')).results.map((each) => each.id)).toEqual([other.id]);
  });

  it('answers 404 to another user for an entry id, and shows them none of it', async () => {
    const { entry } = (await harness.call('jo', 'POST', '/api/me/history/movie/103', {})).json();
    expect((await history('kim')).results).toEqual([]);
    for (const [method, body] of [
      ['PATCH', { watchedOn: '2020-01-01' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await harness.call('kim', method, `/api/me/history/${entry.id}`, body);
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
    expect((await harness.call('kim', 'DELETE', '/api/me/history/not-an-id')).statusCode).toBe(404);
    expect((await harness.call('kim', 'DELETE', '/api/me/history/tv/201')).json()).toEqual({
      removed: 0,
    });
    expect((await history('jo')).results).toMatchObject([{ id: entry.id, watchedOn: todayUtc() }]);
  });

  it.each([
    ['a date in the future', { watchedOn: '2999-01-01' }, 'watchedOn cannot be in the future.'],
    ['a date before 1870', { watchedOn: '1869-12-31' }, 'watchedOn cannot be before 1870-01-01.'],
    [
      'a date that does not exist',
      { watchedOn: '2023-02-30' },
      'watchedOn must be a calendar date, YYYY-MM-DD: 2023-02-30 is not.',
    ],
    [
      'a date that is not one',
      { watchedOn: 'yesterday' },
      'watchedOn must be a calendar date, YYYY-MM-DD: yesterday is not.',
    ],
  ])('answers a watch with %s with a 400 and changes nothing', async (_label, body, message) => {
    const { entry } = (
      await harness.call('lee', 'POST', '/api/me/history/movie/104', { watchedOn: '2010-10-10' })
    ).json();
    for (const [method, url] of [
      ['POST', '/api/me/history/movie/101'],
      ['PUT', '/api/me/history/tv/201/seasons/1'],
      ['PATCH', `/api/me/history/${entry.id}`],
    ] as const) {
      const response = await harness.call('lee', method, url, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, code: 'BAD_REQUEST', message });
    }
    expect((await history('lee')).results).toMatchObject([
      { id: entry.id, watchedOn: '2010-10-10' },
    ]);
  });

  it.each([
    ['a movie the catalogue does not know', '/api/me/history/movie/999', 'POST', 404],
    ['a show the catalogue does not know', '/api/me/history/tv/999', 'PUT', 404],
    ['a season the show does not have', '/api/me/history/tv/201/seasons/7', 'PUT', 404],
    [
      'an episode the show does not have',
      '/api/me/history/tv/201/seasons/1/episodes/9',
      'PUT',
      404,
    ],
    ['an episode not aired yet', '/api/me/history/tv/201/seasons/2/episodes/9', 'PUT', 400],
    ['an episode with no air date', '/api/me/history/tv/201/seasons/1/episodes/3', 'PUT', 400],
  ] as const)(
    'answers %s in the error shape and keeps nothing',
    async (_label, url, method, status) => {
      const response = await harness.call('max', method, url, {});
      expect(response.statusCode).toBe(status);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.json()).toMatchObject({ statusCode: status, message: expect.any(String) });
      expect((await history('max')).totalResults).toBe(0);
    },
  );

  it('stops at the cap with a 409 that says so, adding none of a season that would pass it', async () => {
    const owner = ownerOf('ned');
    const show = {
      mediaType: 'tv' as const,
      mediaId: 7,
      title: 'Filler',
      releaseDate: null,
      posterPath: null,
      voteAverage: 0,
      runtime: null,
      genreIds: [],
    };
    const filler = Array.from({ length: 25 }, (_, index) => ({
      seasonNumber: 1,
      episodeNumber: index + 1,
      name: `Part ${index + 1}`,
      airDate: '2000-01-01',
      runtime: 30,
    }));
    await harness.store.history.markEpisodes(owner, show, filler, '2000-01-02');
    const season = await harness.call('ned', 'PUT', '/api/me/history/tv/201/seasons/2', {});
    expect(season.statusCode).toBe(409);
    expect(season.json()).toEqual({
      statusCode: 409,
      code: 'LIMIT_REACHED',
      message:
        'Your history can hold up to 30 entries, and these 8 would pass it. Nothing was added: ' +
        'delete some entries first.',
    });
    expect((await history('ned')).totalResults).toBe(25);
    for (let day = 1; day <= 5; day++)
      expect(
        (
          await harness.call('ned', 'POST', '/api/me/history/movie/101', {
            watchedOn: `2020-01-0${day}`,
          })
        ).statusCode,
      ).toBe(201);
    const full = await harness.call('ned', 'POST', '/api/me/history/movie/101', {
      watchedOn: '2020-01-06',
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/^Your history can hold up to 30 entries, and this one/);
    expect((await history('ned')).totalResults).toBe(30);
  });

  it.each([
    ['GET', '/api/me/history'],
    ['POST', '/api/me/history/movie/101'],
    ['PUT', '/api/me/history/tv/201/seasons/1'],
    ['DELETE', '/api/me/history/tv/201'],
    ['PATCH', '/api/me/history/00000000-0000-0000-0000-000000000000'],
    ['GET', '/api/me/progress/tv/201'],
  ] as const)('answers %s %s without a token with 401', async (method, url) => {
    const response = await harness.call(null, method, url, method === 'GET' ? undefined : {});
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});
