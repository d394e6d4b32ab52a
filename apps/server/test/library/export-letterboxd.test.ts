/**
 * The Letterboxd export on SQLite and PostgreSQL: a real zip whose CSVs have Letterboxd's own
 * columns, films only, with every cell a spreadsheet would run as a formula neutralised.
 */
import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { accountDataHarnesses } from './account-data-harness.ts';

const rowsOf = (text: string): string[][] =>
  parse(text, { relax_column_count: true, skip_empty_lines: true });

describe.each(accountDataHarnesses())('the Letterboxd export on %s', (_kind, open) => {
  const harness = open();

  it("writes Letterboxd's files and columns, and neutralises formulas", async () => {
    await harness.fill('max', 'max');
    const answer = await harness.call('max', 'GET', '/api/me/export/letterboxd');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="media-search-letterboxd-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = Object.fromEntries(
      Object.entries(unzipSync(answer.rawPayload)).map(([name, bytes]) => [name, strFromU8(bytes)]),
    );
    expect(Object.keys(files).sort()).toEqual([
      'diary.csv',
      'likes/films.csv',
      'lists/max.csv',
      'ratings.csv',
      'watched.csv',
      'watchlist.csv',
    ]);
    const film = ['Date', 'Name', 'Year', 'Letterboxd URI'];
    const watched = rowsOf(files['watched.csv'] as string);
    expect(watched[0]).toEqual(film);
    expect(watched.slice(1)).toEqual([['2024-01-02', 'Orbit of Ash', '1999', '']]);
    const diary = rowsOf(files['diary.csv'] as string);
    expect(diary[0]).toEqual([...film, 'Rating', 'Rewatch', 'Tags', 'Watched Date']);
    expect(diary.slice(1).map((row) => row.slice(1))).toEqual([
      ['Orbit of Ash', '1999', '', '4.5', '', '', '2024-01-02'],
      ['Orbit of Ash', '1999', '', '4.5', 'Yes', '', '2024-03-04'],
    ]);
    const ratings = rowsOf(files['ratings.csv'] as string);
    expect(ratings[0]).toEqual([...film, 'Rating']);
    // Films only: the episode's rating is not Letterboxd's to keep.
    expect(ratings.slice(1).map((row) => row.slice(1))).toEqual([
      ['Orbit of Ash', '1999', '', '4.5'],
    ]);
    const watchlist = rowsOf(files['watchlist.csv'] as string);
    expect(watchlist[0]).toEqual(film);
    expect(watchlist.slice(1).map((row) => row[1])).toHaveLength(1);
    // The favourite's title starts with "+": written with a leading apostrophe.
    const likes = rowsOf(files['likes/films.csv'] as string);
    expect(likes[0]).toEqual(film);
    expect(likes.slice(1).map((row) => row.slice(1))).toEqual([["'+max favourite", '1999', '']]);
    // The list named "=max", described "@max notes": its header block, then its films.
    const list = rowsOf(files['lists/max.csv'] as string);
    expect(list[0]).toEqual(['Letterboxd list export v7']);
    expect(list[1]).toEqual(['Date', 'Name', 'Tags', 'URL', 'Description']);
    expect(list[2]?.slice(1)).toEqual(["'=max", '', '', "'@max notes"]);
    expect(list[3]).toEqual(['Position', 'Name', 'Year', 'URL', 'Description']);
    expect(list.slice(4).map((row) => row[0])).toEqual(['1']);
    expect((files['lists/max.csv'] as string).split('\n')[3]).toBe('');
    for (const text of Object.values(files)) expect(text).not.toMatch(/(^|,)[=+@]/m);
  });

  it('needs a valid token', async () => {
    const answer = await harness.first.inject({ method: 'GET', url: '/api/me/export/letterboxd' });
    expect(answer.statusCode).toBe(401);
  });
});
