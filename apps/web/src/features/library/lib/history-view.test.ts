import type { Rating } from '@media-search/api-client';
import { describe, expect, it } from 'vitest';
import {
  groupByMonth,
  monthHeading,
  ratingOfEntry,
  validateHistorySearch,
  watchKey,
  withWatchDate,
} from './history-view.ts';
import { historyEntry } from '@/testing/fixtures/history.ts';

const entry = historyEntry;

const episode = (id: string, watchedOn: string, season: number, number: number) =>
  entry(id, watchedOn, {
    mediaType: 'episode',
    mediaId: 201,
    seasonNumber: season,
    episodeNumber: number,
    title: 'Night Shift Diaries',
  });

describe('the address of the History screen', () => {
  it('keeps a known type and a page past the first, and nothing else', () => {
    expect(validateHistorySearch({ type: 'tv', page: '3' })).toEqual({ type: 'tv', page: 3 });
    expect(validateHistorySearch({ type: 'movie', page: 1 })).toEqual({ type: 'movie' });
    expect(validateHistorySearch({ type: 'episode', page: 'x', sort: 'title' })).toEqual({});
  });
});

describe('the diary by month', () => {
  it('puts each run of the same month under one heading, in the order given', () => {
    const months = groupByMonth([
      entry('a', '2026-03-14'),
      entry('b', '2026-03-02'),
      entry('c', '2026-02-28'),
      entry('d', '2025-03-30'),
    ]);
    expect(months.map(({ month, entries }) => [month, entries.map(({ id }) => id)])).toEqual([
      ['2026-03', ['a', 'b']],
      ['2026-02', ['c']],
      ['2025-03', ['d']],
    ]);
  });

  it('has no months when there are no entries', () => {
    expect(groupByMonth([])).toEqual([]);
  });

  it('names the month in the UI’s language, whatever the time zone', () => {
    expect(monthHeading('2026-03', 'en')).toBe('March 2026');
    expect(monthHeading('2026-03', 'de')).toBe('März 2026');
    expect(monthHeading('2026-01', 'fr')).toBe('janvier 2026');
    expect(monthHeading('2026-12', 'es')).toBe('diciembre de 2026');
  });

  it('sorts an entry moved to another day back among the others, ties as they were', () => {
    const moved = withWatchDate(
      [
        entry('a', '2026-03-14', { mediaId: 1 }),
        entry('moved', '2026-03-20'),
        entry('b', '2026-03-14', { mediaId: 2 }),
        entry('c', '2026-04-01', { mediaId: 3 }),
      ],
      'moved',
      '1999-01-01',
    );
    expect(moved.map(({ id, watchedOn }) => `${id} ${watchedOn}`)).toEqual([
      'c 2026-04-01',
      'a 2026-03-14',
      'b 2026-03-14',
      'moved 1999-01-01',
    ]);
  });

  it('leaves the entries as they were when the movie is on that day already', () => {
    const entries = [entry('a', '2026-03-14'), entry('b', '2025-01-01')];
    expect(withWatchDate(entries, 'b', '2026-03-14')).toEqual(entries);
  });
});

const rating = (more: Partial<Rating>): Rating => ({
  id: 'r',
  mediaType: 'movie',
  mediaId: 103,
  seasonNumber: null,
  episodeNumber: null,
  title: 'x',
  episodeName: null,
  releaseDate: null,
  posterPath: null,
  rating: 3,
  ratedAt: '2026-01-01T00:00:00Z',
  ...more,
});

describe('the visitor’s rating of an entry', () => {
  it('is the movie’s own', () => {
    const ratings = [rating({ mediaId: 104, rating: 1 }), rating({ rating: 4.5 })];
    expect(ratingOfEntry(ratings, entry('a', '2026-03-14'))).toBe(4.5);
  });

  it('is the episode’s, not its show’s nor another episode’s', () => {
    const ratings = [
      rating({ mediaType: 'tv', mediaId: 201, rating: 2 }),
      rating({ mediaType: 'episode', mediaId: 201, seasonNumber: 1, episodeNumber: 2, rating: 1 }),
      rating({ mediaType: 'episode', mediaId: 201, seasonNumber: 1, episodeNumber: 3, rating: 5 }),
    ];
    expect(ratingOfEntry(ratings, episode('e', '2026-03-14', 1, 3))).toBe(5);
    expect(ratingOfEntry(ratings, episode('e', '2026-03-14', 2, 3))).toBeNull();
  });

  it('is none before the ratings are read', () => {
    expect(ratingOfEntry(undefined, entry('a', '2026-03-14'))).toBeNull();
  });
});

describe('an entry’s watch key', () => {
  it('is its movie and day, or its episode: what an entry put back by Undo keeps', () => {
    expect(watchKey(entry('a', '2026-03-14'))).toBe('movie:103:2026-03-14');
    expect(watchKey(episode('b', '2026-03-14', 2, 5))).toBe('episode:201:2:5');
  });
});
