import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import {
  characterOrUnknown,
  countOf,
  formatDate,
  formatMoney,
  formatNumber,
  formatRating,
  formatRuntime,
  joinGenres,
  languageName,
  toFiveStarScale,
  yearOf,
} from './format.ts';
import { i18n } from './i18n/i18n.ts';
import { messages as german } from './i18n/messages/de.ts';

// What Intl writes between a number and its unit or currency, and between thousands in French.
const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';

describe('toFiveStarScale', () => {
  it('halves the vote average and keeps one decimal', () => {
    expect(toFiveStarScale(8.4)).toBe(4.2);
    expect(toFiveStarScale(7.25)).toBe(3.6);
    expect(toFiveStarScale(0)).toBe(0);
    expect(toFiveStarScale(10)).toBe(5);
  });
});

describe('formatRating', () => {
  it('shows the score out of 5.0 with the vote count', () => {
    expect(formatRating(8.4, 30412, 'en')).toBe('4.2/5.0 (30412)');
  });

  it('groups the count as the language does, but not in English, where SPEC writes none', () => {
    expect(formatRating(8.4, 30412, 'en')).toBe('4.2/5.0 (30412)');
    expect(formatRating(8.4, 30412, 'fr')).toBe('4,2/5,0 (30\u202f412)');
    expect(formatRating(8.4, 30412, 'es')).toBe('4,2/5,0 (30.412)');
  });

  it('keeps the decimal for whole numbers', () => {
    expect(formatRating(6, 3, 'en')).toBe('3.0/5.0 (3)');
    expect(formatRating(0, 0, 'en')).toBe('0.0/5.0 (0)');
  });
});

describe('formatMoney', () => {
  it('shows US dollars with thousands separators', () => {
    expect(formatMoney(63000000, 'en')).toBe('$63,000,000');
    expect(formatMoney(100853753, 'en')).toBe('$100,853,753');
    expect(formatMoney(0, 'en')).toBe('$0');
  });
});

describe('yearOf', () => {
  it('takes the first four characters of the date', () => {
    expect(yearOf('1999-10-15')).toBe('1999');
  });

  it('is empty without a date', () => {
    expect(yearOf(null)).toBe('');
    expect(yearOf('')).toBe('');
    expect(yearOf(undefined)).toBe('');
  });
});

describe('formatRuntime', () => {
  it('shows minutes, 0 when unknown', () => {
    expect(formatRuntime(139, 'en')).toBe('139 mins');
    expect(formatRuntime(null, 'en')).toBe('0 mins');
    expect(formatRuntime(undefined, 'en')).toBe('0 mins');
  });
});

describe('joinGenres', () => {
  it('joins genre names with a spaced dash', () => {
    expect(joinGenres([{ name: 'Science Fiction' }, { name: 'Drama' }])).toBe(
      'Science Fiction - Drama',
    );
    expect(joinGenres([])).toBe('');
  });
});

describe('characterOrUnknown', () => {
  it('falls back to (unknown) for an empty character', () => {
    expect(characterOrUnknown(i18n, 'Captain Ilse Varga')).toBe('Captain Ilse Varga');
    expect(characterOrUnknown(i18n, '')).toBe('(unknown)');
    expect(characterOrUnknown(i18n, '  ')).toBe('(unknown)');
  });
});

describe('formatDate', () => {
  it('writes an ISO date as people read it, whatever the local time zone', () => {
    expect(formatDate('1999-10-15', 'en')).toBe('October 15, 1999');
    expect(formatDate('2026-01-01', 'en')).toBe('January 1, 2026');
  });

  it('is null without a readable date', () => {
    expect(formatDate(null, 'en')).toBeNull();
    expect(formatDate('', 'en')).toBeNull();
    expect(formatDate('soon', 'en')).toBeNull();
  });
});

describe('languageName', () => {
  it("names the language in English, TMDB's Cantonese code included", () => {
    expect(languageName('en', 'en')).toBe('English');
    expect(languageName('fr', 'en')).toBe('French');
    expect(languageName('cn', 'en')).toBe('Cantonese');
  });

  it('is null when missing, unknown or malformed', () => {
    expect(languageName(null, 'en')).toBeNull();
    expect(languageName('', 'en')).toBeNull();
    expect(languageName('xx', 'en')).toBeNull();
    expect(languageName('not a code', 'en')).toBeNull();
  });
});

describe('countOf', () => {
  it('puts the noun in the plural unless there is exactly one', () => {
    expect(countOf(1, 'episode')).toBe('1 episode');
    expect(countOf(73, 'episode')).toBe('73 episodes');
    expect(countOf(0, 'movie')).toBe('0 movies');
    expect(countOf(2, 'person', 'people')).toBe('2 people');
  });
});

describe('in German, French and Spanish', () => {
  it("writes Fight Club's budget as each locale writes dollars", () => {
    expect(formatMoney(63000000, 'de')).toBe(`63.000.000${NBSP}$`);
    expect(formatMoney(63000000, 'fr')).toBe(`63${NARROW_NBSP}000${NARROW_NBSP}000${NBSP}$US`);
    expect(formatMoney(63000000, 'es')).toBe(`63.000.000${NBSP}US$`);
  });

  it('writes dates in the language', () => {
    expect(formatDate('1999-10-15', 'de')).toBe('15. Oktober 1999');
    expect(formatDate('1999-10-15', 'fr')).toBe('15 octobre 1999');
    expect(formatDate('1999-10-15', 'es')).toBe('15 de octubre de 1999');
  });

  it('writes runtimes with the language’s unit', () => {
    expect(formatRuntime(139, 'de')).toBe('139 Min.');
    expect(formatRuntime(139, 'fr')).toBe(`139${NBSP}min`);
    expect(formatRuntime(null, 'es')).toBe('0 min');
  });

  it('writes the rating with a decimal comma, the count grouped from five digits', () => {
    expect(formatRating(8.4, 30412, 'de')).toBe('4,2/5,0 (30.412)');
    expect(formatRating(8.4, 4534, 'de')).toBe('4,2/5,0 (4534)');
    expect(formatRating(6, 3, 'fr')).toBe('3,0/5,0 (3)');
  });

  it('groups thousands the local way, but not in years', () => {
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatNumber(12345, 'de')).toBe('12.345');
    expect(formatNumber(12345, 'fr')).toBe(`12${NARROW_NBSP}345`);
    expect(formatNumber(2100, 'de')).toBe('2100');
  });

  it('names languages in the language', () => {
    expect(languageName('fr', 'de')).toBe('Französisch');
    expect(languageName('de', 'es')).toBe('alemán');
  });

  it('says an unknown character is unknown in the language of the Lingui instance given', () => {
    const germanI18n = setupI18n({ locale: 'de', messages: { de: german } });
    expect(characterOrUnknown(germanI18n, '')).toBe('(unbekannt)');
    expect(characterOrUnknown(germanI18n, 'Tyler')).toBe('Tyler');
  });
});
