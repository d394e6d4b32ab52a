import { describe, expect, it } from 'vitest';
import { splitYear } from './search-year.ts';

const today = new Date('2026-11-27T12:00:00Z');

describe('splitYear', () => {
  it.each([
    ['dune 2021', { title: 'dune', year: 2021 }],
    ['  The Thing   1982 ', { title: 'The Thing', year: 1982 }],
    ['horse in motion 1870', { title: 'horse in motion', year: 1870 }],
    ['avatar 2027', { title: 'avatar', year: 2027 }],
  ])('splits %j', (text, split) => {
    expect(splitYear(text, today)).toEqual(split);
  });

  it.each([
    ['1917', 'a year alone is a title'],
    ['blade runner 2049', 'later than next year'],
    ['roundhay 1869', 'before the first films'],
    ['apollo 13', 'not four digits'],
    ['dune2021', 'no space before the year'],
  ])('keeps %j whole: %s', (text) => {
    expect(splitYear(text, today)).toEqual({ title: text });
  });
});
