/**
 * The values every format carries (dates, instants, ratings, years), checked the same way and
 * refused with a message that names where they stand.
 */
import { EARLIEST_WATCH_DATE, latestToday } from '../../watch-date.ts';
import { ImportFileError, quoted, type FilePlace } from '../import-file-error.ts';

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

function checkDay(day: string, shown: string, place: FilePlace): void {
  if (day > latestToday()) throw new ImportFileError(place, `${quoted(shown)} is in the future.`);
  if (day < EARLIEST_WATCH_DATE)
    throw new ImportFileError(place, `${quoted(shown)} is before ${EARLIEST_WATCH_DATE}.`);
}

/** A calendar day, YYYY-MM-DD, from 1870 to today. */
export function calendarDate(text: string, place: FilePlace): string {
  if (!isCalendarDate(text))
    throw new ImportFileError(place, `${quoted(text)} is not a date written YYYY-MM-DD.`);
  checkDay(text, text, place);
  return text;
}

/** A moment in ISO 8601 (Trakt's `2024-03-01T20:15:00.000Z`), no later than now. */
export function instant(text: string, place: FilePlace): string {
  const time = /^\d{4}-\d{2}-\d{2}T/.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(time))
    throw new ImportFileError(place, `${quoted(text)} is not a date and time in ISO 8601.`);
  const iso = new Date(time).toISOString();
  checkDay(iso.slice(0, 10), text, place);
  return iso;
}

/** A rating on the app's own scale: 0.5 to 5 in halves (Letterboxd's stars, our export). */
export function fiveStarRating(text: string, place: FilePlace): number {
  const rating = /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  if (!(rating >= 0.5 && rating <= 5 && Number.isInteger(rating * 2)))
    throw new ImportFileError(place, `${quoted(text)} is not a rating from 0.5 to 5.`);
  return rating;
}

/** A 1-to-10 rating (IMDb, Trakt), halved to the app's scale. */
export function tenPointRating(text: string, place: FilePlace): number {
  const rating = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!(rating >= 1 && rating <= 10))
    throw new ImportFileError(place, `${quoted(text)} is not a rating from 1 to 10.`);
  return rating / 2;
}

/** A release year, or undefined when the file leaves it blank. */
export function releaseYear(text: string, place: FilePlace): number | undefined {
  if (text === '') return undefined;
  const year = /^\d{4}$/.test(text) ? Number(text) : Number.NaN;
  if (!(year >= 1870 && year <= 2200))
    throw new ImportFileError(place, `${quoted(text)} is not a year.`);
  return year;
}

/** A 1-based place in a list. */
export function listPosition(text: string, place: FilePlace): number {
  const position = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!(position >= 1 && Number.isSafeInteger(position)))
    throw new ImportFileError(place, `${quoted(text)} is not a position in a list (1, 2, 3...).`);
  return position;
}
