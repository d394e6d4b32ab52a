/** The profile (a visitor's statistics) on SQLite and PostgreSQL, live and offline. */
import { describe, expect, it } from 'vitest';
import { libraryHarnesses, ownerOf } from './library-harness.ts';

interface Profile {
  moviesWatched: number;
  distinctMoviesWatched: number;
  episodesWatched: number;
  showsWatched: number;
  minutesWatched: number;
  entriesWithoutRuntime: number;
  thisYear: { year: number; movies: number; episodes: number };
  ratingsCount: number;
  averageRating: number | null;
  ratings: { rating: number; count: number }[];
  topGenres: { id: number; name: string; count: number }[];
}

const STEPS = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5];
const noRatings = STEPS.map((rating) => ({ rating, count: 0 }));
const SOME_MOVIE = {
  mediaType: 'movie' as const,
  mediaId: 1000,
  title: 'Any',
  releaseDate: null,
  posterPath: null,
  voteAverage: 5,
  runtime: 90,
  genreIds: [],
};

describe.each(libraryHarnesses())('the profile on %s', (_kind, open) => {
  const harness = open();
  const profile = async (user: string, query = '', app = harness.live) => {
    const response = await harness.call(user, 'GET', `/api/me/profile${query}`, undefined, app);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return response.json<Profile>();
  };
  const watch = async (user: string, movieId: number, watchedOn: string, app = harness.live) => {
    const url = `/api/me/history/movie/${movieId}`;
    expect((await harness.call(user, 'POST', url, { watchedOn }, app)).statusCode).toBe(201);
  };
  const rate = async (user: string, path: string, rating: number) =>
    expect(
      (await harness.call(user, 'PUT', `/api/me/ratings/${path}`, { rating })).statusCode,
    ).toBe(201);

  it('answers zeros, all ten rating steps and no genres to a visitor with nothing', async () => {
    const thisYear = new Date().getUTCFullYear();
    expect(await profile('nobody')).toEqual({
      moviesWatched: 0,
      distinctMoviesWatched: 0,
      episodesWatched: 0,
      showsWatched: 0,
      minutesWatched: 0,
      entriesWithoutRuntime: 0,
      thisYear: { year: thisYear, movies: 0, episodes: 0 },
      ratingsCount: 0,
      averageRating: null,
      ratings: noRatings,
      topGenres: [],
    });
  });

  it('counts watches, rewatches, episodes, runtimes, the year, ratings and genres', async () => {
    // Orbit of Ash (139 min; Science Fiction, Drama), twice; Paper Kites (97; Comedy);
    // Orbit of Embers (runtime unknown; Science Fiction, Drama).
    await watch('pia', 101, '2024-03-01');
    await watch('pia', 101, '2025-06-01');
    await watch('pia', 103, '2025-12-31');
    await watch('pia', 105, '2026-01-01');
    // Night Shift Diaries (Drama, Crime), season 1: two aired episodes, 44 and unknown minutes.
    const season = await harness.call('pia', 'PUT', '/api/me/history/tv/201/seasons/1', {
      watchedOn: '2025-02-02',
    });
    expect(season.json().marked).toHaveLength(2);
    await rate('pia', 'movie/101', 4.5);
    await rate('pia', 'movie/103', 2);
    await rate('pia', 'tv/201', 4.5);
    await rate('pia', 'tv/201/seasons/1/episodes/1', 5);

    const answer = await profile('pia', '?year=2025');
    expect(answer).toEqual({
      moviesWatched: 4,
      distinctMoviesWatched: 3,
      episodesWatched: 2,
      showsWatched: 1,
      minutesWatched: 139 * 2 + 97 + 44,
      entriesWithoutRuntime: 2,
      thisYear: { year: 2025, movies: 2, episodes: 2 },
      ratingsCount: 4,
      averageRating: 4,
      ratings: noRatings.map((step) => ({
        ...step,
        count: { 2: 1, 4.5: 2, 5: 1 }[step.rating] ?? 0,
      })),
      topGenres: [
        { id: 18, name: 'Drama', count: 5 },
        { id: 878, name: 'Science Fiction', count: 3 },
        { id: 35, name: 'Comedy', count: 1 },
        { id: 80, name: 'Crime', count: 2 },
      ].sort((a, b) => b.count - a.count || a.id - b.id),
    });
    expect((await profile('pia', '?year=2024')).thisYear).toEqual({
      year: 2024,
      movies: 1,
      episodes: 0,
    });
  });

  it('names the genres in the language asked for', async () => {
    await watch('quin', 103, '2025-05-05');
    harness.tmdb.serve('genre-movie-list.de-DE', { genres: [{ id: 35, name: 'Komödie' }] });
    expect((await profile('quin', '?language=de')).topGenres).toEqual([
      { id: 35, name: 'Komödie', count: 1 },
    ]);
    expect((await profile('quin')).topGenres).toEqual([{ id: 35, name: 'Comedy', count: 1 }]);
  });

  it('keeps to eight genres, most watched first', async () => {
    // Ten named genres (in Spanish, a list no other test here has asked for); the kth watch is
    // of genres k to 10, so genre n is on n of them.
    const genres = Array.from({ length: 10 }, (_, index) => ({
      id: index + 1,
      name: `G${index + 1}`,
    }));
    harness.tmdb.serve('genre-movie-list.es-ES', { genres });
    for (const { id: k } of genres)
      await harness.store.history.addMovieWatch(
        ownerOf('rue'),
        { ...SOME_MOVIE, mediaId: 1000 + k, genreIds: genres.slice(k - 1).map(({ id }) => id) },
        '2025-01-01',
      );
    const { topGenres } = await profile('rue', '?language=es');
    expect(topGenres.map((genre) => [genre.id, genre.count])).toEqual(
      [10, 9, 8, 7, 6, 5, 4, 3].map((id) => [id, id]),
    );
    expect(topGenres[0]?.name).toBe('G10');
  });

  it('names genres from the offline pack too', async () => {
    await watch('sol', 2, '2025-04-04', harness.offline);
    expect((await profile('sol', '', harness.offline)).topGenres).toEqual([
      { id: 18, name: 'Drama', count: 1 },
      { id: 10749, name: 'Romance', count: 1 },
    ]);
  });

  it("never counts another visitor's watches or ratings", async () => {
    await watch('tam', 107, '2025-07-07');
    await rate('tam', 'movie/107', 3);
    const other = await profile('uma');
    expect(other).toMatchObject({
      moviesWatched: 0,
      minutesWatched: 0,
      ratingsCount: 0,
      ratings: noRatings,
      topGenres: [],
    });
    expect((await profile('tam')).moviesWatched).toBe(1);
  });

  it('answers 401 without a token and 400 for a bad year or language', async () => {
    const signedOut = await harness.call(null, 'GET', '/api/me/profile');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers['cache-control']).toBe('private, no-store');
    for (const query of ['?year=99', '?year=abc', '?language=xx']) {
      const response = await harness.call('vic', 'GET', `/api/me/profile${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
    }
  });
});
