import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, parseCsv, toCsv } from './csv.ts';

describe('CSV', () => {
  it('quotes a field holding a comma, a quote or a line break, and reads each back', () => {
    const records = [
      ['title', 'note'],
      ['Crouching Tiger, Hidden Dragon', 'plain'],
      ['The "Best" Exotic Marigold Hotel', ''],
      ['Two\nlines', 'and\r\nCRLF'],
      [' padded ', 'x'],
    ];
    const text = toCsv(records);
    expect(text).toBe(
      'title,note\r\n' +
        '"Crouching Tiger, Hidden Dragon",plain\r\n' +
        '"The ""Best"" Exotic Marigold Hotel",\r\n' +
        '"Two\nlines","and\r\nCRLF"\r\n' +
        '" padded ",x\r\n',
    );
    expect(parseCsv(text)).toEqual(records);
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
