import { describe, expect, it } from 'vitest';
import type { TmdbMovie, TmdbTvShow } from '../tmdb/tmdb.types.ts';
import { GENRE_CANDIDATES, Recommender, type RelatedTitle } from './recommender.ts';
import { movieFeatures, showFeatures } from './title-features.ts';

const DRAMA = { id: 18, name: 'Drama' };
const CRIME = { id: 80, name: 'Crime' };
const COMEDY = { id: 35, name: 'Comedy' };

function movie(id: number, popularity: number, extra: Partial<TmdbMovie> = {}): TmdbMovie {
  return {
    id,
    title: `Movie ${id}`,
    popularity,
    genres: [],
    credits: { cast: [], crew: [] },
    ...extra,
  };
}

/** Relates the movies and answers each one's related titles by id. */
function relate(movies: TmdbMovie[], limit = 20): Map<number, RelatedTitle[]> {
  const recommender = new Recommender();
  for (const title of movies)
    recommender.add(title.id, title.popularity ?? 0, movieFeatures(title));
  const related = new Map<number, RelatedTitle[]>();
  recommender.relate(limit, (id, titles) => related.set(id, titles));
  return related;
}

const ids = (related: RelatedTitle[] | undefined) => related?.map((title) => title.id);

describe('the offline recommender', () => {
  it('ranks the same collection above a shared director, above shared cast, above a genre', () => {
    const related = relate([
      movie(1, 10, {
        genres: [DRAMA],
        belongs_to_collection: { id: 900 },
        credits: {
          cast: [{ id: 501 }],
          crew: [{ id: 601, job: 'Director', department: 'Directing' }],
        },
      }),
      movie(2, 1, { genres: [DRAMA] }),
      movie(3, 1, { credits: { cast: [{ id: 501 }] } }),
      movie(4, 1, { credits: { crew: [{ id: 601, job: 'Director', department: 'Directing' }] } }),
      movie(5, 1, { belongs_to_collection: { id: 900 } }),
    ]);
    expect(ids(related.get(1))).toEqual([5, 4, 3, 2]);
    expect(related.get(1)?.map((title) => title.score)).toEqual([8, 3, 2, 1]);
  });

  it('adds up everything two titles share', () => {
    const related = relate([
      movie(1, 1, { genres: [DRAMA, CRIME], credits: { cast: [{ id: 501 }, { id: 502 }] } }),
      movie(2, 1, { genres: [DRAMA, CRIME], credits: { cast: [{ id: 501 }, { id: 502 }] } }),
      movie(3, 99, { genres: [DRAMA, CRIME], credits: { cast: [{ id: 501 }] } }),
    ]);
    expect(related.get(1)).toEqual([
      { id: 2, score: 6 },
      { id: 3, score: 4 },
    ]);
  });

  it('counts a person shared as key crew on one title and other crew on the other at the lower weight', () => {
    const related = relate([
      movie(1, 1, { credits: { crew: [{ id: 601, job: 'Director', department: 'Directing' }] } }),
      movie(2, 1, {
        credits: { crew: [{ id: 601, job: 'Original Music Composer', department: 'Sound' }] },
      }),
    ]);
    expect(related.get(1)).toEqual([{ id: 2, score: 1 }]);
  });

  it('breaks ties by popularity, then by id, and leaves out titles that share nothing', () => {
    const related = relate([
      movie(1, 1, { genres: [DRAMA] }),
      movie(7, 5, { genres: [DRAMA] }),
      movie(3, 5, { genres: [DRAMA] }),
      movie(2, 50, { genres: [DRAMA] }),
      movie(4, 500, { genres: [COMEDY] }),
    ]);
    expect(ids(related.get(1))).toEqual([2, 3, 7]);
    expect(ids(related.get(4))).toEqual([]);
  });

  it('never relates a title to itself and keeps only the best few', () => {
    const movies = Array.from({ length: 30 }, (_, index) =>
      movie(index + 1, index, { genres: [DRAMA] }),
    );
    const related = relate(movies, 5);
    for (const [id, titles] of related) {
      expect(titles).toHaveLength(5);
      expect(ids(titles)).not.toContain(id);
    }
    expect(ids(related.get(30))).toEqual([29, 28, 27, 26, 25]);
  });

  it('gives the same lists whatever order the titles come in', () => {
    const movies = Array.from({ length: 12 }, (_, index) =>
      movie(index + 1, (index * 7) % 5, {
        genres: index % 2 ? [DRAMA] : [DRAMA, CRIME],
        credits: { cast: [{ id: 500 + (index % 3) }] },
      }),
    );
    expect(relate([...movies].reverse())).toEqual(relate(movies));
  });

  it("draws genre-only candidates from a genre's most popular titles", () => {
    const movies = Array.from({ length: GENRE_CANDIDATES + 10 }, (_, index) =>
      movie(index + 1, index + 1, { genres: [DRAMA] }),
    );
    const related = relate(movies, 3);
    // The least popular title is not among the genre's candidates, but still gets the best of them.
    expect(ids(related.get(1))).toEqual([
      GENRE_CANDIDATES + 10,
      GENRE_CANDIDATES + 9,
      GENRE_CANDIDATES + 8,
    ]);
  });

  it('relates TV shows by creators and episode crew as well as cast and genres', () => {
    const show = (id: number, extra: Partial<TmdbTvShow>): TmdbTvShow => ({
      id,
      popularity: 1,
      ...extra,
    });
    const recommender = new Recommender();
    for (const title of [
      show(1, { created_by: [{ id: 700 }], genres: [DRAMA] }),
      show(2, { created_by: [{ id: 700 }] }),
      show(3, {
        aggregate_credits: {
          crew: [
            { id: 700, department: 'Directing', jobs: [{ job: 'Director', episode_count: 2 }] },
          ],
        },
      }),
      show(4, { genres: [DRAMA] }),
    ]) {
      recommender.add(title.id, 1, showFeatures(title));
    }
    const related = new Map<number, RelatedTitle[]>();
    recommender.relate(20, (id, titles) => related.set(id, titles));
    expect(related.get(1)).toEqual([
      { id: 2, score: 3 },
      { id: 3, score: 3 },
      { id: 4, score: 1 },
    ]);
  });
});
