/**
 * The day a title was watched: a calendar date, YYYY-MM-DD, from 1870 (before any film) to
 * today. "Today" is the latest date anywhere on Earth (UTC+14), so a visitor far east of the
 * server is never told their own today is in the future.
 */
import { BadRequestError } from '../errors.ts';

export const EARLIEST_WATCH_DATE = '1870-01-01';

const dateAt = (offsetHours: number) =>
  new Date(Date.now() + offsetHours * 3_600_000).toISOString().slice(0, 10);

/** Today in UTC: what a watch without a date is dated. */
export const todayUtc = () => dateAt(0);

/** The latest date anywhere on Earth (UTC+14): a day that has begun for some visitor. */
export const latestToday = () => dateAt(14);

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The date to keep for a watch, or a 400 that says what is wrong with it. */
export function watchDate(given: string | undefined): string {
  if (given === undefined) return todayUtc();
  if (!isCalendarDate(given))
    throw new BadRequestError(`watchedOn must be a calendar date, YYYY-MM-DD: ${given} is not.`);
  if (given < EARLIEST_WATCH_DATE)
    throw new BadRequestError(`watchedOn cannot be before ${EARLIEST_WATCH_DATE}.`);
  if (given > latestToday()) throw new BadRequestError('watchedOn cannot be in the future.');
  return given;
}
