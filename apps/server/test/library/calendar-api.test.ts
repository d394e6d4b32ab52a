/**
 * The calendar on SQLite and PostgreSQL: events of followed shows and watchlisted films, the
 * time zone's today, the badge, the feed (read back with two independent iCalendar parsers and
 * held to the API's events), its revocation, isolation and bad input.
 */
import ICAL from 'ical.js';
import nodeIcal from 'node-ical';
import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../src/library/calendar-events.ts';
import { plusDays, todayIn } from '../../src/library/calendar-range.ts';
import { libraryHarnesses } from './library-harness.ts';

const ORIGIN = 'https://media.example';
const SHOW = 2900;
const MOVIE = 2901;

interface Calendar {
  from: string;
  to: string;
  today: string;
  timeZone: string;
  events: CalendarEvent[];
}

const today = todayIn('UTC');
/** Weekly, the third airing today; the sixth is past the default window. */
const OFFSETS = [-14, -7, 0, 7, 14, 60];
const EPISODE_NAMES = [
  'Pilot',
  'Who Is Alive?',
  'Commas, semicolons; and a back\\slash',
  'A title long enough that its line in the feed has to be folded at seventy-five octets',
  'Ünïcödé',
  'Far Away',
];

function serveFixtures(serve: (name: string, body: Record<string, unknown>) => void) {
  const episodes = OFFSETS.map((offset, index) => ({
    id: 29000 + index,
    name: EPISODE_NAMES[index],
    overview: '',
    air_date: plusDays(today, offset),
    episode_number: index + 1,
    season_number: 1,
    still_path: `/still-${index + 1}.jpg`,
    runtime: 50,
    vote_average: 0,
    vote_count: 0,
  }));
  serve(`tv-${SHOW}`, {
    id: SHOW,
    name: 'Severance',
    first_air_date: episodes[0]?.air_date,
    last_air_date: episodes[2]?.air_date,
    status: 'Returning Series',
    poster_path: '/severance.jpg',
    genres: [{ id: 18, name: 'Drama' }],
    seasons: [{ id: 29100, season_number: 1, episode_count: 6, air_date: episodes[0]?.air_date }],
    last_episode_to_air: episodes[2],
    next_episode_to_air: episodes[3],
    vote_average: 8,
    vote_count: 10,
  });
  serve(`tv-${SHOW}-season-1`, {
    id: 29100,
    season_number: 1,
    name: 'Season 1',
    air_date: episodes[0]?.air_date,
    episodes,
  });
  serve(`movie-${MOVIE}`, {
    id: MOVIE,
    title: 'Orbit of Light',
    release_date: plusDays(today, 10),
    poster_path: '/light.jpg',
    genres: [],
    vote_average: 7,
    vote_count: 5,
    release_dates: {
      results: [
        {
          iso_3166_1: 'US',
          release_dates: [
            { type: 1, release_date: `${plusDays(today, -30)}T00:00:00.000Z`, certification: '' },
            { type: 3, release_date: `${plusDays(today, 10)}T00:00:00.000Z`, certification: 'PG' },
            { type: 4, release_date: `${plusDays(today, 20)}T00:00:00.000Z`, certification: '' },
          ],
        },
        {
          iso_3166_1: 'DE',
          release_dates: [{ type: 3, release_date: `${plusDays(today, 3)}T00:00:00.000Z` }],
        },
      ],
    },
  });
}

/** What a feed's event says, read by one parser. */
interface ParsedEvent {
  uid: string;
  date: string;
  allDay: boolean;
  summary: string;
  url: string;
}

function withIcalJs(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const stamp = component.getFirstPropertyValue('dtstamp');
    expect(stamp).toBeTruthy();
    return {
      uid: event.uid,
      date: event.startDate.toString(),
      allDay: event.startDate.isDate,
      summary: event.summary,
      url: String(component.getFirstPropertyValue('url')),
    };
  });
}

function withNodeIcal(text: string): ParsedEvent[] {
  return Object.values(nodeIcal.sync.parseICS(text))
    .filter((entry) => entry?.type === 'VEVENT')
    .map((entry) => {
      const event = entry;
      const start = event.start as Date & { dateOnly?: boolean };
      // node-ical makes a date-only start local midnight: read it back in local terms.
      const date = [
        start.getFullYear(),
        String(start.getMonth() + 1).padStart(2, '0'),
        String(start.getDate()).padStart(2, '0'),
      ].join('-');
      const summary = event.summary as unknown as string | { val: string };
      const url = event.url as unknown as string | { val: string };
      return {
        uid: event.uid,
        date,
        allDay: start.dateOnly === true || event.datetype === 'date',
        summary: typeof summary === 'string' ? summary : summary.val,
        url: typeof url === 'string' ? url : url.val,
      };
    });
}

/** What the feed must say of each of the API's events. */
function expected(event: CalendarEvent): ParsedEvent {
  const code = `S${String(event.seasonNumber).padStart(2, '0')}E${String(event.episodeNumber).padStart(2, '0')}`;
  return {
    uid: `${event.id}@media-search`,
    date: event.date,
    allDay: true,
    summary:
      event.kind === 'episode'
        ? `${event.title} · ${code} · ${event.episodeName}`
        : `${event.title} · ${event.kind === 'theatrical' ? 'In theatres' : 'Digital release'}`,
    url:
      event.kind === 'episode'
        ? `${ORIGIN}/tvepisode?series=${event.mediaId}&season=${event.seasonNumber}&episode=${event.episodeNumber}`
        : `${ORIGIN}/movie/${event.mediaId}`,
  };
}

describe.each(libraryHarnesses({ publicOrigin: ORIGIN }))('the calendar on %s', (_kind, open) => {
  const harness = open();
  const calendar = async (user: string, query = '') => {
    const response = await harness.call(user, 'GET', `/api/me/calendar${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return response.json<Calendar>();
  };
  const unseen = async (user: string) =>
    (await harness.call(user, 'GET', '/api/me/calendar/unseen')).json<{ count: number }>().count;
  const follow = async (user: string) => {
    serveFixtures((name, body) => harness.tmdb.serve(name, body));
    expect((await harness.call(user, 'PUT', `/api/me/watchlist/tv/${SHOW}`)).statusCode).toBe(201);
    expect((await harness.call(user, 'PUT', `/api/me/watchlist/movie/${MOVIE}`)).statusCode).toBe(
      201,
    );
  };

  it('lists a followed show’s episodes and a watchlisted film’s releases in the window', async () => {
    await follow('cal');
    const answer = await calendar('cal', '?tz=UTC');
    expect(answer).toMatchObject({
      from: plusDays(today, -7),
      to: plusDays(today, 30),
      today,
      timeZone: 'UTC',
    });
    expect(
      answer.events.map((event) => [event.id, event.date, event.aired, event.watched]),
    ).toEqual([
      [`episode-${SHOW}-1-2`, plusDays(today, -7), true, false],
      [`episode-${SHOW}-1-3`, today, true, false],
      [`episode-${SHOW}-1-4`, plusDays(today, 7), false, false],
      [`movie-${MOVIE}-theatrical-US`, plusDays(today, 10), false, false],
      [`episode-${SHOW}-1-5`, plusDays(today, 14), false, false],
      [`movie-${MOVIE}-digital-US`, plusDays(today, 20), false, false],
    ]);
    expect(answer.events[1]).toMatchObject({
      kind: 'episode',
      mediaType: 'tv',
      title: 'Severance',
      seasonNumber: 1,
      episodeNumber: 3,
      episodeName: EPISODE_NAMES[2],
      posterPath: '/severance.jpg',
      stillPath: '/still-3.jpg',
    });
    const germany = await calendar('cal', '?tz=UTC&region=DE');
    expect(germany.events.filter((event) => event.mediaType === 'movie')).toMatchObject([
      { kind: 'theatrical', date: plusDays(today, 3) },
    ]);
    const wide = await calendar('cal', `?from=${plusDays(today, -20)}&to=${plusDays(today, 90)}`);
    expect(wide.events.filter((event) => event.kind === 'episode')).toHaveLength(6);
  });

  it('marks an episode watched once it is in the history, and counts the unseen for the badge', async () => {
    await follow('mia');
    // No visit yet: the aired episodes of the last week, unwatched.
    expect(await unseen('mia')).toBe(2);
    await harness.call('mia', 'PUT', `/api/me/history/tv/${SHOW}/seasons/1/episodes/3`, {});
    const events = (await calendar('mia', '?tz=UTC')).events;
    expect(events.find((event) => event.episodeNumber === 3)?.watched).toBe(true);
    expect(events.find((event) => event.episodeNumber === 2)?.watched).toBe(false);
    // The visit is recorded: nothing has aired since.
    expect(await unseen('mia')).toBe(0);
  });

  it('reads today in the visitor’s time zone', async () => {
    await follow('tzu');
    for (const tz of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Europe/Berlin']) {
      const answer = await calendar('tzu', `?tz=${encodeURIComponent(tz)}`);
      expect(answer.today).toBe(todayIn(tz));
      expect(answer.from).toBe(plusDays(answer.today, -7));
      for (const event of answer.events) expect(event.aired).toBe(event.date <= answer.today);
    }
  });

  it('serves the same events as a valid iCalendar feed, read alike by two parsers', async () => {
    await follow('fee');
    const made = await harness.call('fee', 'POST', '/api/me/calendar/feed');
    expect(made.statusCode).toBe(201);
    expect(made.headers['cache-control']).toBe('private, no-store');
    const { httpsUrl, webcalUrl } = made.json<{ httpsUrl: string; webcalUrl: string }>();
    expect(httpsUrl).toMatch(/^https:\/\/media\.example\/api\/calendar\/feed\/[\w-]{43}\.ics$/);
    expect(webcalUrl).toBe(httpsUrl.replace('https:', 'webcal:'));

    const feed = await harness.call(null, 'GET', new URL(httpsUrl).pathname);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('private, no-store');
    // RFC 5545: CRLF line ends and no line over 75 octets.
    const lines = feed.body.split('\r\n');
    expect(feed.body.replace(/\r\n/g, '')).not.toContain('\n');
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const api = (await calendar('fee', '?tz=UTC')).events;
    expect(api).toHaveLength(6);
    const want = api.map(expected).sort((a, b) => a.uid.localeCompare(b.uid));
    for (const parse of [withIcalJs, withNodeIcal])
      expect(parse(feed.body).sort((a, b) => a.uid.localeCompare(b.uid))).toEqual(want);
  });

  it('revokes the old address when a new one is made, and on request', async () => {
    const path = async (user: string) =>
      new URL(
        (await harness.call(user, 'POST', '/api/me/calendar/feed')).json<{ httpsUrl: string }>()
          .httpsUrl,
      ).pathname;
    const first = await path('rev');
    const second = await path('rev');
    expect(second).not.toBe(first);
    const old = await harness.call(null, 'GET', first);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect((await harness.call(null, 'GET', second)).statusCode).toBe(200);
    expect((await harness.call('rev', 'DELETE', '/api/me/calendar/feed')).statusCode).toBe(204);
    expect((await harness.call(null, 'GET', second)).statusCode).toBe(404);
    // Revoking again is no error.
    expect((await harness.call('rev', 'DELETE', '/api/me/calendar/feed')).statusCode).toBe(204);
  });

  it('says whether the caller has a feed address, never the address itself', async () => {
    const state = async (user: string) => {
      const response = await harness.call(user, 'GET', '/api/me/calendar/feed');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      return response.json<{ active: boolean; createdAt: string | null }>();
    };
    expect(await state('sta')).toEqual({ active: false, createdAt: null });
    const before = Date.now();
    await harness.call('sta', 'POST', '/api/me/calendar/feed');
    const made = await state('sta');
    expect(made.active).toBe(true);
    expect(Date.parse(made.createdAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(JSON.stringify(made)).not.toContain('/api/calendar/feed/');
    // Another visitor's address is not theirs.
    expect(await state('stb')).toEqual({ active: false, createdAt: null });
    await harness.call('sta', 'DELETE', '/api/me/calendar/feed');
    expect(await state('sta')).toEqual({ active: false, createdAt: null });
  });

  it('answers 404 JSON for a feed address that is none', async () => {
    for (const file of ['nope.ics', `${'a'.repeat(43)}.ics`, `${'a'.repeat(43)}`, '%00.ics']) {
      const response = await harness.call(null, 'GET', `/api/calendar/feed/${file}`);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject({ statusCode: 404 });
    }
  });

  it('never shows one visitor’s events, badge or feed to another, even at once', async () => {
    await follow('own');
    const [mine, theirs] = await Promise.all([calendar('own'), calendar('oth')]);
    expect(mine.events).toHaveLength(6);
    expect(theirs.events).toEqual([]);
    expect(await unseen('oth')).toBe(0);
    const feed = (await harness.call('oth', 'POST', '/api/me/calendar/feed')).json<{
      httpsUrl: string;
    }>();
    const body = (await harness.call(null, 'GET', new URL(feed.httpsUrl).pathname)).body;
    expect(body).not.toContain('VEVENT');
  });

  it('answers 400 JSON for a bad time zone, date or window, and 401 signed out', async () => {
    for (const query of [
      '?tz=Mars/Olympus_Mons',
      '?from=2025-13-01',
      '?to=tomorrow',
      '?from=2025-03-02&to=2025-03-01',
      '?from=2025-01-01&to=2026-01-02',
      '?region=usa',
    ]) {
      const response = await harness.call('bad', 'GET', `/api/me/calendar${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
    }
    const signedOut = await harness.call(null, 'GET', '/api/me/calendar');
    expect(signedOut.statusCode).toBe(401);
    expect((await harness.call(null, 'POST', '/api/me/calendar/feed')).statusCode).toBe(401);
  });
});
