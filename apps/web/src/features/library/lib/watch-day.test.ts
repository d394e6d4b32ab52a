import { describe, expect, it } from 'vitest';
import { hasAired, localToday, watchDayProblem } from './watch-day.ts';

describe('the day a watch is logged on', () => {
  it("is today where the visitor is, from the clock's local fields", () => {
    // 23:30 on 27 November, local time: whatever UTC says, the visitor's day is the 27th.
    expect(localToday(new Date(2026, 10, 27, 23, 30))).toBe('2026-11-27');
    expect(localToday(new Date(2026, 0, 5, 0, 10))).toBe('2026-01-05');
  });

  it('takes any whole date from 1870 to today, and says what is wrong with the others', () => {
    const today = '2026-11-27';
    expect(watchDayProblem('2026-11-27', today)).toBeNull();
    expect(watchDayProblem('1870-01-01', today)).toBeNull();
    expect(watchDayProblem('2026-11-28', today)).toBe('future');
    expect(watchDayProblem('1869-12-31', today)).toBe('tooEarly');
    expect(watchDayProblem('', today)).toBe('missing');
    expect(watchDayProblem('202026-01-01', today)).toBe('missing');
  });

  it('counts an episode aired once its air date is today or past in UTC, as the API does', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(hasAired('2026-11-27', now)).toBe(true);
    expect(hasAired('2019-02-03', now)).toBe(true);
    expect(hasAired('2026-11-28', now)).toBe(false);
    expect(hasAired(null, now)).toBe(false);
  });
});
