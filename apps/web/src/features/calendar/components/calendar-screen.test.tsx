/**
 * The Calendar screen against a fake API that keeps which episodes were watched: its days in
 * order with today marked, its episodes and releases, marking an aired episode watched, and the
 * feed dialog, which never replaces an address for being opened.
 */
import type { GetCalendarResponse } from '@media-search/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AuthContext } from '@/lib/auth-context.ts';
import { signedIn } from '@/testing/fixtures/auth.ts';
import { apiUrl, fakeApi } from '@/testing/fake-api.ts';
import { renderWithApp } from '@/testing/render.tsx';
import type { CalendarEvent } from '../lib/calendar-days.ts';
import { CalendarScreen } from './calendar-screen.tsx';

const TODAY = '2026-11-28';

const episode = (number: number, date: string, aired: boolean): CalendarEvent => ({
  id: `episode-201-2-${number}`,
  kind: 'episode',
  date,
  mediaType: 'tv',
  mediaId: 201,
  title: 'Night Shift Diaries',
  seasonNumber: 2,
  episodeNumber: number,
  episodeName: `Episode ${number}`,
  posterPath: null,
  stillPath: null,
  aired,
  watched: false,
});

const release: CalendarEvent = {
  id: 'movie-105-theatrical-US',
  kind: 'theatrical',
  date: '2026-12-05',
  mediaType: 'movie',
  mediaId: 105,
  title: 'Orbit of Embers',
  seasonNumber: null,
  episodeNumber: null,
  episodeName: null,
  posterPath: null,
  stillPath: null,
  aired: false,
  watched: false,
};

/** The calendar as the API answers it, and the episodes marked watched through the history. */
function serveCalendar(events: CalendarEvent[]) {
  const watched = new Set<string>();
  const asked: URLSearchParams[] = [];
  fakeApi.use(
    http.get(apiUrl('/api/me/calendar'), ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      const body: GetCalendarResponse = {
        from: '2026-11-21',
        to: '2026-12-28',
        today: TODAY,
        timeZone: 'Europe/Berlin',
        events: events.map((event) => ({ ...event, watched: watched.has(event.id) })),
      };
      return HttpResponse.json(body);
    }),
    http.put(
      apiUrl('/api/me/history/tv/:showId/seasons/:season/episodes/:episode'),
      async ({ params, request }) => {
        const { watchedOn } = (await request.json()) as { watchedOn: string };
        expect(watchedOn).toBe(TODAY);
        watched.add(
          `episode-${String(params.showId)}-${String(params.season)}-${String(params.episode)}`,
        );
        return HttpResponse.json({ watchedOn });
      },
    ),
  );
  return { watched, asked };
}

const renderScreen = () =>
  renderWithApp(
    <AuthContext.Provider value={signedIn}>
      <CalendarScreen />
    </AuthContext.Provider>,
  );

describe('the Calendar screen', () => {
  it('groups the events by day in date order, today marked, in the visitor’s time zone', async () => {
    const { asked } = serveCalendar([
      release,
      episode(4, TODAY, true),
      episode(3, '2026-11-21', true),
    ]);
    await renderScreen();
    await screen.findByRole('heading', { level: 2, name: /November 21/ });
    expect(screen.getAllByRole('heading', { level: 2 }).map((day) => day.textContent)).toEqual([
      'Saturday, November 21, 2026',
      'Saturday, November 28, 2026Today',
      'Saturday, December 5, 2026',
    ]);
    expect(asked[0]?.get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);

    const today = screen.getByRole('region', { name: /November 28/ });
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(within(today).getByRole('link')).toHaveTextContent(
      'Night Shift Diaries · S02E04 · Episode 4',
    );
    const film = screen.getByRole('region', { name: /December 5/ });
    expect(film).not.toHaveAttribute('aria-current');
    expect(within(film).getByRole('link', { name: 'Orbit of Embers' })).toBeVisible();
    expect(within(film).getByText('In cinemas')).toBeVisible();
    expect(within(film).queryByRole('button', { name: /Mark/ })).toBeNull();
  });

  it('marks an aired episode watched on the visitor’s today, and shows it watched', async () => {
    const { watched } = serveCalendar([
      episode(3, '2026-11-21', true),
      episode(5, '2026-12-05', false),
    ]);
    await renderScreen();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Mark Night Shift Diaries · S02E03 watched' }),
    );
    const past = screen.getByRole('region', { name: /November 21/ });
    expect(await within(past).findByText('Watched')).toBeVisible();
    expect(within(past).queryByRole('button', { name: /Mark/ })).toBeNull();
    expect([...watched]).toEqual(['episode-201-2-3']);
    // The episode still to air has nothing to mark.
    const coming = screen.getByRole('region', { name: /December 5/ });
    expect(within(coming).queryByRole('button')).toBeNull();
  });

  it('says what fills the calendar when nothing is in it', async () => {
    serveCalendar([]);
    await renderScreen();
    expect(await screen.findByText('Nothing airs or comes out in these days.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Popular TV shows' })).toBeVisible();
  });

  it('makes a feed address only when asked, and never shows or replaces an earlier one unasked', async () => {
    serveCalendar([]);
    let createdAt: string | null = '2026-11-02T10:00:00.000Z';
    let made = 0;
    fakeApi.use(
      http.get(apiUrl('/api/me/calendar/feed'), () =>
        HttpResponse.json({ active: createdAt !== null, createdAt }),
      ),
      http.post(apiUrl('/api/me/calendar/feed'), () => {
        made += 1;
        createdAt = '2026-11-28T09:00:00.000Z';
        const httpsUrl = `https://media.example/api/calendar/feed/token-${made}.ics`;
        return HttpResponse.json(
          { httpsUrl, webcalUrl: httpsUrl.replace('https:', 'webcal:') },
          { status: 201 },
        );
      }),
    );
    await renderScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Subscribe in your calendar app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe in your calendar app' });
    expect(
      await within(dialog).findByText(/You made an address on November 2, 2026/),
    ).toBeVisible();
    expect(made).toBe(0);
    expect(within(dialog).queryByRole('textbox')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'New address' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Address over https' })).toHaveValue(
      'https://media.example/api/calendar/feed/token-1.ics',
    );
    expect(made).toBe(1);
  });
});
