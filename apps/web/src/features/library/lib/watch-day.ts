/**
 * The day a watch is logged on, as the visitor picks it: a calendar date, YYYY-MM-DD, from 1870
 * (the API's earliest) to today where the visitor is. The API takes up to the latest today on
 * Earth, so the visitor's own today is never refused as the future.
 */

export const EARLIEST_WATCH_DAY = '1870-01-01';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Today in the visitor's time zone (not UTC: late in an American evening it is tomorrow). */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}

/** Why a day cannot be logged: none given (or not a whole date), after today, before 1870. */
export type WatchDayProblem = 'missing' | 'future' | 'tooEarly';

export function watchDayProblem(day: string, today: string): WatchDayProblem | null {
  // A date input's value is a whole date or empty; a six-digit year is not one the API takes.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return 'missing';
  if (day < EARLIEST_WATCH_DAY) return 'tooEarly';
  if (day > today) return 'future';
  return null;
}

/**
 * Whether an episode has aired, as the API counts it (a known air date, not after today in
 * UTC): only those can be marked watched.
 */
export function hasAired(airDate: string | null, now = new Date()): boolean {
  return airDate !== null && airDate <= now.toISOString().slice(0, 10);
}
