import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n.ts';
import { lifeFacts, yearsBetween } from './lifespan.ts';

describe('yearsBetween', () => {
  it('counts a year only once the birthday has come', () => {
    expect(yearsBetween('1970-07-30', '2026-07-29')).toBe(55);
    expect(yearsBetween('1970-07-30', '2026-07-30')).toBe(56);
    expect(yearsBetween('1970-07-30', '2026-11-23')).toBe(56);
  });
});

describe('lifeFacts', () => {
  it('gives the birth date and age today for the living', () => {
    expect(lifeFacts(i18n, '1970-07-30', null, '2026-11-23')).toEqual([
      { label: 'Born', value: 'July 30, 1970 (age 56)' },
    ]);
  });

  it('gives the lifespan with the age at death', () => {
    expect(lifeFacts(i18n, '1924-04-03', '2004-07-01', '2026-11-23')).toEqual([
      { label: 'Born', value: 'April 3, 1924' },
      { label: 'Died', value: 'July 1, 2004 (aged 80)' },
    ]);
  });

  it('says only what it knows', () => {
    expect(lifeFacts(i18n, null, '2004-07-01', '2026-11-23')).toEqual([
      { label: 'Died', value: 'July 1, 2004' },
    ]);
    expect(lifeFacts(i18n, null, null, '2026-11-23')).toEqual([]);
    expect(lifeFacts(i18n, 'not a date', null, '2026-11-23')).toEqual([]);
  });
});
