/**
 * The calendar feed at 10,000 events (a heavy follower's year): writing the iCalendar file
 * (ical-generator, folding and escaping every line) from the events, as the feed route does
 * after reading them. `node bench/calendar-feed.ts`; the result is in docs/benchmarks.md.
 */
import type { CalendarEvent } from '../src/library/calendar-events.ts';
import { calendarIcs } from '../src/library/calendar-ical.ts';
import { plusDays } from '../src/library/calendar-range.ts';
import { percentile } from './stats.ts';

export const FEED_EVENTS = 10_000;
const WARMUP = 5;
const ROUNDS = 40;

const events: CalendarEvent[] = Array.from({ length: FEED_EVENTS }, (_, index) => ({
  id: `episode-${1000 + Math.floor(index / 20)}-1-${(index % 20) + 1}`,
  kind: 'episode',
  date: plusDays('2026-01-01', index % 366),
  mediaType: 'tv',
  mediaId: 1000 + Math.floor(index / 20),
  title: `Show number ${Math.floor(index / 20)}, with a longer title; to escape`,
  seasonNumber: 1,
  episodeNumber: (index % 20) + 1,
  episodeName: `Episode ${index}: a name long enough to be folded onto a second line of the feed`,
  posterPath: null,
  stillPath: null,
  aired: false,
  watched: false,
}));

const times: number[] = [];
let bytes = 0;
for (let round = 0; round < WARMUP + ROUNDS; round++) {
  const started = performance.now();
  const text = calendarIcs(events, 'https://media.example');
  const elapsed = performance.now() - started;
  bytes = Buffer.byteLength(text);
  if (round >= WARMUP) times.push(elapsed);
}
const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log(
  `calendar feed, ${FEED_EVENTS.toLocaleString('en-US')} events (${(bytes / 1024 / 1024).toFixed(1)} MiB): ` +
    `p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(Math.max(...times))}`,
);
