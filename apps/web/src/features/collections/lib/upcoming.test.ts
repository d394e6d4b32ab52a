import { describe, expect, it } from 'vitest';
import { isoToday, isUpcoming } from './upcoming.ts';

describe('isUpcoming', () => {
  const today = '2026-11-23';

  it('is upcoming after today or without a date', () => {
    expect(isUpcoming('2027-05-01', today)).toBe(true);
    expect(isUpcoming(null, today)).toBe(true);
    expect(isUpcoming('', today)).toBe(true);
  });

  it('is released on the day itself and before', () => {
    expect(isUpcoming('2026-11-23', today)).toBe(false);
    expect(isUpcoming('2001-12-19', today)).toBe(false);
  });
});

describe('isoToday', () => {
  it('gives the UTC day of the moment', () => {
    expect(isoToday(new Date('2026-11-23T23:59:00Z'))).toBe('2026-11-23');
  });
});
