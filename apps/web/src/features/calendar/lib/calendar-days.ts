/**
 * The calendar's events as its screen shows them: one group per day, in date order, each with
 * its episodes and releases in the order the API gave them.
 */
import type { GetCalendarResponse } from '@media-search/api-client';

export type CalendarEvent = GetCalendarResponse['events'][number];

export interface CalendarDay {
  /** YYYY-MM-DD */
  date: string;
  events: CalendarEvent[];
}

export function groupByDay(events: readonly CalendarEvent[]): CalendarDay[] {
  const days = new Map<string, CalendarEvent[]>();
  for (const event of events) {
    const day = days.get(event.date);
    if (day) day.push(event);
    else days.set(event.date, [event]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, dayEvents]) => ({ date, events: dayEvents }));
}

/**
 * A day's heading, e.g. "Friday, 5 December 2026": an air date is a plain date, so it is read
 * and written in UTC, never shifted into another day by the visitor's zone.
 */
export function dayHeading(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** The visitor's IANA time zone: it decides which day is today on the calendar. */
export const visitorTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Whether an episode can be marked watched here: it has aired and is not marked yet. */
export const canMarkWatched = (event: CalendarEvent) =>
  event.kind === 'episode' && event.aired && !event.watched;
