/**
 * The calendar as an RFC 5545 iCalendar file: one all-day VEVENT per episode or release, its UID
 * the event's id so a calendar app updates rather than duplicates it, and a link to its page on
 * the public origin. Written here rather than by ical-generator, which took about a second per
 * thousand events (docs/benchmarks.md); this needs only RFC 5545's text escaping (3.3.11) and
 * line folding (3.1), both tested by parsing the feed with ical.js and node-ical.
 */
import type { CalendarEvent } from './calendar-events.ts';

const UID_DOMAIN = 'media-search';
const EPISODE_CODE_WIDTH = 2;

const twoDigits = (value: number | null) => String(value ?? 0).padStart(EPISODE_CODE_WIDTH, '0');

/** "Severance · S02E03 · Who Is Alive?"; a release names its kind. */
export function eventSummary(event: CalendarEvent): string {
  if (event.kind === 'episode') {
    const code = `S${twoDigits(event.seasonNumber)}E${twoDigits(event.episodeNumber)}`;
    return [event.title, code, event.episodeName].filter(Boolean).join(' · ');
  }
  return `${event.title} · ${event.kind === 'theatrical' ? 'In theatres' : 'Digital release'}`;
}

/** The web app's page for the event: the episode's, or the film's. */
export function eventUrl(event: CalendarEvent, publicOrigin: string): string {
  if (event.mediaType === 'movie') return new URL(`/movie/${event.mediaId}`, publicOrigin).href;
  const url = new URL('/tvepisode', publicOrigin);
  url.searchParams.set('series', String(event.mediaId));
  url.searchParams.set('season', String(event.seasonNumber));
  url.searchParams.set('episode', String(event.episodeNumber));
  return url.href;
}

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
export const escapeText = (text: string) =>
  text.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r?\n/g, '\\n');

const MAX_LINE_OCTETS = 75;

/**
 * A content line folded into lines of at most 75 octets, each continuation starting with a
 * space (RFC 5545 3.1), never inside a UTF-8 character.
 */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line) <= MAX_LINE_OCTETS) return line;
  // ASCII (most lines): one octet a character, so plain slices.
  if (/^[\x20-\x7e]*$/.test(line)) {
    const parts = [line.slice(0, MAX_LINE_OCTETS)];
    for (let at = MAX_LINE_OCTETS; at < line.length; at += MAX_LINE_OCTETS - 1)
      parts.push(line.slice(at, at + MAX_LINE_OCTETS - 1));
    return parts.join('\r\n ');
  }
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // A continuation line's leading space counts toward its 75.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const stampOf = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function calendarIcs(
  events: readonly CalendarEvent[],
  publicOrigin: string,
  /** DTSTAMP: when the file was made. */
  now = new Date(),
): string {
  const stamp = stampOf(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Media Search//Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Media Search',
  ];
  for (const event of events)
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(`${event.id}@${UID_DOMAIN}`)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${event.date.replaceAll('-', '')}`,
      `SUMMARY:${escapeText(eventSummary(event))}`,
      `URL;VALUE=URI:${eventUrl(event, publicOrigin)}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
