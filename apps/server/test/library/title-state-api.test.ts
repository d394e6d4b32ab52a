/**
 * A title's own state in one call, on SQLite and PostgreSQL: what a details page shows of the
 * caller's watchlist, rating and watches, each caller seeing only their own.
 */
import { describe, expect, it } from 'vitest';
import { libraryHarnesses } from './library-harness.ts';

describe.each(libraryHarnesses())("a title's own state on %s", (_kind, open) => {
  const harness = open();
  const state = (user: string | null, url: string, app = harness.live) =>
    harness.call(user, 'GET', `/api/me/titles/${url}`, undefined, app);

  it("answers a movie's watchlist, rating and watches together", async () => {
    const none = await state('ana', 'movie/101');
    expect(none.statusCode).toBe(200);
    expect(none.headers['cache-control']).toBe('private, no-store');
    expect(none.json()).toEqual({
      mediaType: 'movie',
      mediaId: 101,
      watchlisted: false,
      rating: null,
      lists: [],
      watched: { count: 0, lastWatchedOn: null, lastEntryId: null },
    });

    const entryIds: string[] = [];
    for (const watchedOn of ['2010-01-02', '2001-05-04']) {
      const watch = await harness.call('ana', 'POST', '/api/me/history/movie/101', { watchedOn });
      entryIds.push(watch.json().entry.id);
    }
    await harness.call('ana', 'PUT', '/api/me/watchlist/movie/101');
    await harness.call('ana', 'PUT', '/api/me/ratings/movie/101', { rating: 4.5 });
    // Through the other replica too: the same rows, whichever app answers.
    for (const app of [harness.live, harness.offline])
      expect((await state('ana', 'movie/101', app)).json()).toEqual({
        mediaType: 'movie',
        mediaId: 101,
        watchlisted: true,
        rating: 4.5,
        lists: [],
        // The latest watch is the one of the later day, though it was logged first.
        watched: { count: 2, lastWatchedOn: '2010-01-02', lastEntryId: entryIds[0] },
      });
  });

  it("answers a show's watchlist, rating, progress and episode ratings together", async () => {
    await harness.call('bo', 'PUT', '/api/me/watchlist/tv/201');
    await harness.call('bo', 'PUT', '/api/me/history/tv/201/seasons/1/episodes/2', {});
    await harness.call('bo', 'PUT', '/api/me/ratings/tv/201', { rating: 4 });
    await harness.call('bo', 'PUT', '/api/me/ratings/tv/201/seasons/2/episodes/3', {
      rating: 3.5,
    });
    await harness.call('bo', 'PUT', '/api/me/ratings/tv/201/seasons/1/episodes/1', { rating: 5 });
    const response = await state('bo', 'tv/201');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({
      mediaType: 'tv',
      mediaId: 201,
      // Watching an episode took the show off the watchlist.
      watchlisted: false,
      rating: 4,
      lists: [],
      progress: {
        showId: 201,
        seasons: [
          { seasonNumber: 0, watched: 0, aired: 1, watchedEpisodes: [] },
          { seasonNumber: 1, watched: 1, aired: 2, watchedEpisodes: [2] },
          { seasonNumber: 2, watched: 0, aired: 8, watchedEpisodes: [] },
        ],
        watched: 1,
        aired: 10,
      },
      episodeRatings: [
        { seasonNumber: 1, episodeNumber: 1, rating: 5 },
        { seasonNumber: 2, episodeNumber: 3, rating: 3.5 },
      ],
    });
    await harness.call('bo', 'PUT', '/api/me/watchlist/tv/201');
    expect((await state('bo', 'tv/201')).json()).toMatchObject({ watchlisted: true });
  });

  it("shows a caller nothing of another's", async () => {
    await harness.call('cy', 'POST', '/api/me/history/movie/102', {});
    await harness.call('cy', 'PUT', '/api/me/ratings/movie/102', { rating: 2 });
    await harness.call('cy', 'PUT', '/api/me/watchlist/tv/201');
    await harness.call('cy', 'PUT', '/api/me/history/tv/201/seasons/2', {});
    await harness.call('cy', 'PUT', '/api/me/ratings/tv/201/seasons/2/episodes/1', { rating: 1 });
    expect((await state('dee', 'movie/102')).json()).toMatchObject({
      watchlisted: false,
      rating: null,
      watched: { count: 0, lastWatchedOn: null, lastEntryId: null },
    });
    expect((await state('dee', 'tv/201')).json()).toMatchObject({
      watchlisted: false,
      rating: null,
      progress: { watched: 0, aired: 10 },
      episodeRatings: [],
    });
  });

  it.each([
    ['a show the catalogue does not know', 'tv/999', 404],
    ['an id that is not a number', 'movie/abc', 400],
  ])('answers %s in the error shape', async (_label, url, status) => {
    const response = await state('eve', url);
    expect(response.statusCode).toBe(status);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toMatchObject({ statusCode: status, message: expect.any(String) });
  });

  it.each(['movie/101', 'tv/201'])(
    'answers GET /api/me/titles/%s without a token with 401',
    async (url) => {
      const response = await state(null, url);
      expect(response.statusCode).toBe(401);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
    },
  );
});
