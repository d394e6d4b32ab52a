/**
 * The days a calendar covers, read in the visitor's IANA time zone: air and release dates are
 * plain dates, so the zone only decides which day is today (what has aired, where the default
 * window starts) and nothing is converted.
 */
import { BadRequestError } from '../errors.ts';

export const DAYS_BEFORE = 7;
export const DAYS_AFTER = 30;
/** A year and a day: the longest window one request may ask for. */
export const MAX_RANGE_DAYS = 366;

export interface CalendarRange {
  from: string;
  to: string;
  /** Today in `timeZone`: an episode dated today or before has aired. */
  today: string;
  timeZone: string;
}

const DAY_MS = 86_400_000;

export const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Today's date in `timeZone`, or a 400 when that names no IANA zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  } catch {
    throw new BadRequestError(
      `tz must be an IANA time zone such as Europe/Berlin: ${timeZone} is not.`,
    );
  }
  const part = (type: string) =>
    format.formatToParts(now).find((each) => each.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The window asked for, or the last 7 and next 30 days; a 400 says what is wrong. */
export function calendarRange(
  query: { from?: string; to?: string; tz?: string },
  now = new Date(),
): CalendarRange {
  const timeZone = query.tz ?? 'UTC';
  const today = todayIn(timeZone, now);
  const from = query.from ?? plusDays(today, -DAYS_BEFORE);
  const to = query.to ?? plusDays(today, DAYS_AFTER);
  for (const [name, value] of Object.entries({ from, to }))
    if (!isCalendarDate(value))
      throw new BadRequestError(`${name} must be a calendar date, YYYY-MM-DD: ${value} is not.`);
  if (from > to) throw new BadRequestError('from must not be after to.');
  if (daysBetween(from, to) >= MAX_RANGE_DAYS)
    throw new BadRequestError(`A calendar covers at most ${MAX_RANGE_DAYS} days.`);
  return { from, to, today, timeZone };
}
