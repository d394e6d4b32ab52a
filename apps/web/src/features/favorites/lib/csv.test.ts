import type { Favorite } from '@media-search/api-client';
import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, parseCsv, toCsv } from './csv.ts';
import { readFavoritesFile, writeFavoritesFile } from './favorites-file.ts';

describe('CSV', () => {
  it('quotes every field, doubling its quotes, and reads each back', () => {
    const records = [
      ['title', 'note'],
      ['Crouching Tiger, Hidden Dragon', 'plain'],
      ['The "Best" Exotic Marigold Hotel', ''],
      ['Two\nlines', 'and\r\nCRLF'],
      [' padded ', 'x'],
    ];
    const text = toCsv(records);
    expect(text).toBe(
      '"title","note"\r\n' +
        '"Crouching Tiger, Hidden Dragon","plain"\r\n' +
        '"The ""Best"" Exotic Marigold Hotel",""\r\n' +
        '"Two\nlines","and\r\nCRLF"\r\n' +
        '" padded ","x"\r\n',
    );
    expect(parseCsv(text)).toEqual(records);
  });

  // Each field as written, then read back as it was. A spreadsheet set for `;` (German, French,
  // Spanish) or tabs splits inside quotes, so every place a cell may start is guarded.
  it.each([
    ['a formula after a semicolon', 'Film;=1+2', `"Film;'=1+2"`],
    ['a formula after a tab', 'Film\t=1', `"Film\t'=1"`],
    ['a formula after a comma', 'a,=1', `"a,'=1"`],
    ['a formula after a line break', 'Film\n=1', `"Film\n'=1"`],
    ['a field starting with =', '=cmd', `"'=cmd"`],
    ['a field starting with +', '+1', `"'+1"`],
    ['a field starting with -', '-1', `"'-1"`],
    ['a field starting with @', '@x', `"'@x"`],
    ['a tab, then a formula', '\t=1', `"'\t'=1"`],
    ['a formula in quotes', '"=1+2"', `"'""=1+2"""`],
    ['a field already looking guarded', "'=x", `"''=x"`],
    ['a cell already looking guarded', "Film;'=1", `"Film;''=1"`],
    ['an apostrophe before no formula', "it's;'a", `"it's;'a"`],
    ['a plain title', 'Heat', '"Heat"'],
  ])('writes %s so no cell runs a formula, and reads it back exactly', (_label, field, written) => {
    const text = toCsv([[field]]);
    expect(text).toBe(`${written}\r\n`);
    expect(parseCsv(text)).toEqual([[field]]);
  });

  it('writes a file the importer reads back exactly', () => {
    const titles = [
      'Film;=1+2',
      'a,=1',
      '=cmd',
      '+1',
      '-1',
      '@x',
      'The "Best" Exotic Marigold Hotel',
      "'=Not a formula",
      'Heat',
    ];
    const favorites = titles.map((mediaTitle, index): Favorite => ({
      id: `00000000-0000-0000-0000-${String(index).padStart(12, '0')}`,
      mediaType: 'movie',
      mediaId: String(index),
      mediaTitle,
      mediaImageUrl: '',
      createdAt: '2026-11-20T10:00:00.000Z',
    }));
    const file = writeFavoritesFile(favorites, 'csv');
    expect(file.text.split('\r\n').slice(1, 3)).toEqual([
      `"movie","0","Film;'=1+2","","2026-11-20T10:00:00.000Z"`,
      `"movie","1","a,'=1","","2026-11-20T10:00:00.000Z"`,
    ]);
    expect(readFavoritesFile(file.text).map((favorite) => favorite.mediaTitle)).toEqual(titles);
  });

  it('reads LF line ends, a byte-order mark, a last line without its end, and skips blank lines', () => {
    expect(parseCsv('\uFEFFa,b\n\n1,2\n"3",""')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', ''],
    ]);
  });

  it.each([
    ['a quote left open', 'a,"b\n1,2'],
    ['text after a closing quote', 'a,"b"c\n'],
    ['a quote inside an unquoted field', 'a,b"c\n'],
  ])('refuses %s', (_label, text) => {
    expect(() => parseCsv(text)).toThrow(CsvSyntaxError);
  });
});
