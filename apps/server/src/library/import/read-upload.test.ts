/** Bad uploads: each refused whole, with a message naming the file, row and column. */
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { csv, dayFromToday, utf8, zipOf } from '../../../test/fixtures/import/uploads.ts';
import { ImportFileError } from './import-file-error.ts';
import { MAX_IMPORT_ITEMS, MAX_ZIP_ENTRIES, readUpload } from './read-upload.ts';

const WATCHED_HEADER = 'Date,Name,Year,Letterboxd URI';
const RATINGS_HEADER = 'Date,Name,Year,Letterboxd URI,Rating';
const DIARY_HEADER = 'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date';

/** The error reading throws, to check its code and message. */
function refusal(fileName: string, bytes: Uint8Array): ImportFileError {
  try {
    readUpload(fileName, bytes);
  } catch (error) {
    if (error instanceof ImportFileError) return error;
    throw error;
  }
  throw new Error(`${fileName} was read without complaint`);
}

describe('what is not an export', () => {
  it('refuses a file that is neither zip, CSV nor JSON', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const error = refusal('poster.png', png);
    expect(error.statusCode).toBe(400);
    expect(error.code).toBe('IMPORT_FILE_INVALID');
    expect(error.message).toBe('poster.png: this is not a zip, CSV or JSON file.');
  });

  it('refuses an empty file', () => {
    expect(refusal('watched.csv', new Uint8Array(0)).message).toBe(
      'watched.csv: the file is empty.',
    );
  });

  it('refuses a CSV whose columns are no export’s, listing them', () => {
    expect(refusal('budget.csv', utf8(csv('Month,Rent,Food', 'May,900,300'))).message).toBe(
      'budget.csv, row 1: this is not an export we know: Letterboxd’s, IMDb’s or Trakt’s (its columns are “Month”, “Rent”, “Food”).',
    );
  });

  it('refuses JSON of an unknown shape, and JSON that does not parse', () => {
    expect(refusal('data.json', utf8('{"hello": "world"}')).message).toBe(
      'data.json: this JSON is not an export we know (Trakt’s, or Media Search’s own).',
    );
    expect(refusal('data.json', utf8('[{"foo": 1}]')).message).toBe(
      'data.json: this JSON is not an export we know (Trakt’s, or Media Search’s own).',
    );
    expect(refusal('history.json', utf8('[{"watched_at": ')).message).toMatch(
      /^history\.json: this is not valid JSON \(.+\)\.$/,
    );
  });
});

describe('zips', () => {
  it('refuses a zip of unrelated files', () => {
    const zip = zipOf({ 'notes.txt': 'hello', 'photos/cat.jpg': new Uint8Array([0xff, 0xd8, 0]) });
    expect(refusal('backup.zip', zip).message).toBe(
      'backup.zip: the zip holds no file of a Letterboxd or Trakt export (such as diary.csv or history.json).',
    );
  });

  it('refuses a zip that says it unpacks to more than 200 MB, before unpacking anything', () => {
    const zip = zipOf({ 'watched.csv': csv(WATCHED_HEADER, '2021-03-15,Amélie,2001,x') });
    // The first entry's local header: its unpacked size is the 4 bytes at offset 22.
    new DataView(zip.buffer, zip.byteOffset).setUint32(22, 1024 * 1024 * 1024, true);
    expect(refusal('letterboxd.zip', zip).message).toBe(
      'letterboxd.zip: watched.csv unpacks to more than 200 MB, more than an export holds.',
    );
  });

  it('refuses a zip of more entries than an export has', () => {
    const files = Object.fromEntries(
      Array.from({ length: MAX_ZIP_ENTRIES + 1 }, (_, index) => [
        `lists/list-${index}.csv`,
        utf8('x'),
      ]),
    );
    expect(refusal('letterboxd.zip', zipSync(files, { level: 0 })).message).toBe(
      'letterboxd.zip: the zip holds more than 1,000 files.',
    );
  });

  it('refuses a zip cut short', () => {
    const zip = zipOf({ 'watched.csv': csv(WATCHED_HEADER, '2021-03-15,Amélie,2001,x') });
    expect(refusal('letterboxd.zip', zip.subarray(0, 60)).message).toBe(
      'letterboxd.zip: the zip is cut short or damaged: its end is missing.',
    );
  });

  it('refuses a zip that mixes Letterboxd and Trakt', () => {
    const zip = zipOf({ 'watched.csv': csv(WATCHED_HEADER), 'history.json': '[]' });
    expect(refusal('mixed.zip', zip).message).toBe(
      'mixed.zip: the zip mixes Letterboxd’s and Trakt’s exports: import each one on its own.',
    );
  });

  it('refuses the whole zip for a bad row in its last file', () => {
    const zip = zipOf({
      'watched.csv': csv(WATCHED_HEADER, '2021-03-15,Amélie,2001,https://boxd.it/29Ms'),
      'watchlist.csv': csv(WATCHED_HEADER, '2021-03-15,Stalker,1979,https://boxd.it/1ZHo'),
      'lists/heists.csv': csv('Letterboxd list export v7', 'Date,Name,Tags,URL,Description'),
    });
    expect(refusal('letterboxd.zip', zip).message).toBe(
      'lists/heists.csv, row 2: this list export lacks its table of films (a header starting “Position,Name,Year”).',
    );
  });
});

describe('columns', () => {
  it('names the column a Letterboxd diary lacks', () => {
    const diary = csv(
      'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags',
      '2021-03-15,Amélie,2001,x,4,,',
    );
    expect(refusal('diary.csv', utf8(diary)).message).toBe(
      'diary.csv, row 1, column Watched Date: the column is missing (the header has “Date”, “Name”, “Year”, “Letterboxd URI”, “Rating”, “Rewatch”, “Tags”).',
    );
  });

  it('names the column an IMDb ratings export lacks', () => {
    const ratings = csv(
      'Const,Date Rated,Title,Title Type,Year',
      'tt0211915,2021-03-14,Amélie,Movie,2001',
    );
    expect(refusal('ratings.csv', utf8(ratings)).message).toMatch(
      /^ratings\.csv, row 1, column Your Rating: the column is missing/,
    );
  });

  it('refuses a row with more values than the header has columns', () => {
    const watched = csv(WATCHED_HEADER, '2021-03-15,Amélie,2001,x', '2021-03-16,Heat,1995,y,extra');
    expect(refusal('watched.csv', utf8(watched)).message).toBe(
      'watched.csv, row 3: the row has 5 values where the header has 4 columns.',
    );
  });

  it('refuses broken quoting at the row and column it starts in', () => {
    const unclosed = csv(WATCHED_HEADER, '2021-03-15,Amélie,2001,x', '2021-03-16,"Heat,1995,y');
    expect(refusal('watched.csv', utf8(unclosed)).message).toBe(
      'watched.csv, row 3, column Name: a quoted value is never closed (a “"” is missing).',
    );
    const stray = csv(WATCHED_HEADER, '2021-03-15,The "Godfather",1972,x');
    expect(refusal('watched.csv', utf8(stray)).message).toBe(
      'watched.csv, row 2, column Name: a “"” inside a value is not doubled (write it as “""”), or the value is not quoted.',
    );
  });
});

describe('encodings and line ends', () => {
  const expected = [
    { kind: 'watched', title: 'Amélie', row: 2 },
    { kind: 'watched', title: 'Léon: The Professional', row: 3 },
  ];
  const rows = [
    WATCHED_HEADER,
    '2021-03-15,Amélie,2001,x',
    '2021-03-16,Léon: The Professional,1994,y',
  ];
  const titles = (bytes: Uint8Array) =>
    readUpload('watched.csv', bytes).items.map((item) => ({
      kind: item.kind,
      title: item.ref.title,
      row: item.origin.row,
    }));

  it('accepts a UTF-8 byte-order mark', () => {
    expect(titles(utf8(`\uFEFF${csv(...rows)}`))).toEqual(expected);
  });

  it('accepts CRLF line ends', () => {
    expect(titles(utf8(`${rows.join('\r\n')}\r\n`))).toEqual(expected);
  });

  it('reads Latin-1 text when the bytes are not UTF-8', () => {
    expect(titles(Buffer.from(csv(...rows), 'latin1'))).toEqual(expected);
  });

  it('reads UTF-16 saved by a spreadsheet, by its byte-order mark', () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(csv(...rows), 'utf16le')]);
    expect(titles(utf16)).toEqual(expected);
  });
});

describe('sizes', () => {
  const watchedRows = (count: number) =>
    csv(
      WATCHED_HEADER,
      ...Array.from({ length: count }, (_, index) => `2021-03-15,Film ${index},2001,x`),
    );

  it(`reads ${MAX_IMPORT_ITEMS.toLocaleString('en')} rows`, () => {
    expect(readUpload('watched.csv', utf8(watchedRows(MAX_IMPORT_ITEMS))).items).toHaveLength(
      MAX_IMPORT_ITEMS,
    );
  });

  it('refuses one row more, at that row', () => {
    expect(refusal('watched.csv', utf8(watchedRows(MAX_IMPORT_ITEMS + 1))).message).toBe(
      'watched.csv, row 100,002: the file has more than 100,000 rows, more than one import takes.',
    );
  });

  it('refuses a file whose rows give more items than one import takes', () => {
    // Each rated diary entry is two items: a watch and a rating.
    const diary = csv(
      DIARY_HEADER,
      ...Array.from(
        { length: MAX_IMPORT_ITEMS / 2 + 1 },
        (_, index) => `2021-03-15,Film ${index},2001,x,4,,,2021-03-14`,
      ),
    );
    expect(refusal('diary.csv', utf8(diary)).message).toBe(
      'diary.csv, row 50,001: the upload holds more than 100,000 items, more than one import takes.',
    );
  });
});

describe('values', () => {
  it.each([
    ['11', '“11” is not a rating from 0.5 to 5.'],
    ['abc', '“abc” is not a rating from 0.5 to 5.'],
    ['3.3', '“3.3” is not a rating from 0.5 to 5.'],
  ])('refuses a Letterboxd rating of %s', (rating, problem) => {
    const ratings = csv(
      RATINGS_HEADER,
      '2021-03-15,Amélie,2001,x,4',
      `2021-03-16,Heat,1995,y,${rating}`,
    );
    expect(refusal('ratings.csv', utf8(ratings)).message).toBe(
      `ratings.csv, row 3, column Rating: ${problem}`,
    );
  });

  it.each(['11', 'abc', '0'])('refuses an IMDb rating of %s', (rating) => {
    const ratings = csv(
      'Const,Your Rating,Date Rated,Title,Title Type,Year',
      `tt0211915,${rating},2021-03-14,Amélie,Movie,2001`,
    );
    expect(refusal('ratings.csv', utf8(ratings)).message).toBe(
      `ratings.csv, row 2, column Your Rating: “${rating}” is not a rating from 1 to 10.`,
    );
  });

  it('refuses a watch dated in the future, naming the row', () => {
    const future = dayFromToday(3);
    const diary = csv(
      DIARY_HEADER,
      `2021-03-15,Amélie,2001,x,4,,,2021-03-14`,
      `2021-03-16,Heat,1995,y,,,,${future}`,
    );
    expect(refusal('diary.csv', utf8(diary)).message).toBe(
      `diary.csv, row 3, column Watched Date: “${future}” is in the future.`,
    );
  });

  it('refuses a date that is no date, and a year that is no year', () => {
    expect(
      refusal('watchlist.csv', utf8(csv(WATCHED_HEADER, '15/03/2021,Heat,1995,x'))).message,
    ).toBe('watchlist.csv, row 2, column Date: “15/03/2021” is not a date written YYYY-MM-DD.');
    expect(
      refusal('watched.csv', utf8(csv(WATCHED_HEADER, '2021-03-15,Heat,nineteen,x'))).message,
    ).toBe('watched.csv, row 2, column Year: “nineteen” is not a year.');
  });

  it('refuses a Trakt play in the future, naming the item and field', () => {
    const future = `${dayFromToday(3)}T20:00:00.000Z`;
    const history = [
      {
        id: 1,
        watched_at: future,
        action: 'watch',
        type: 'movie',
        movie: { title: 'Heat', year: 1995, ids: { tmdb: 949 } },
      },
    ];
    expect(refusal('history.json', utf8(JSON.stringify(history))).message).toBe(
      `history.json, item 1, field watched_at: “${future}” is in the future.`,
    );
  });
});
