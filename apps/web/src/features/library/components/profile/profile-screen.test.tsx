/**
 * The Profile screen against a fake API: the totals, the ratings and genres as tables (the
 * charts' text), in the visitor's language and year, an empty profile, and a refusal.
 */
import type { ErrorResponse, Profile } from '@media-search/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AuthContext } from '@/lib/auth-context.ts';
import { apiUrl, fakeApi } from '@/testing/fake-api.ts';
import { setTestLanguage } from '@/testing/language.ts';
import { renderWithApp } from '@/testing/render.tsx';
import { ProfileScreen } from './profile-screen.tsx';
import { signedIn } from '@/testing/fixtures/auth.ts';

const STEPS = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5];

const empty: Profile = {
  moviesWatched: 0,
  distinctMoviesWatched: 0,
  episodesWatched: 0,
  showsWatched: 0,
  minutesWatched: 0,
  entriesWithoutRuntime: 0,
  thisYear: { year: 2026, movies: 0, episodes: 0 },
  ratingsCount: 0,
  averageRating: null,
  ratings: STEPS.map((rating) => ({ rating, count: 0 })),
  topGenres: [],
};

const busy: Profile = {
  ...empty,
  moviesWatched: 1234,
  distinctMoviesWatched: 1100,
  episodesWatched: 56,
  showsWatched: 3,
  minutesWatched: 150,
  entriesWithoutRuntime: 1,
  thisYear: { year: 2026, movies: 7, episodes: 1 },
  ratingsCount: 3,
  averageRating: 4.5,
  ratings: STEPS.map((rating) => ({ rating, count: { 4: 1, 4.5: 1, 5: 1 }[rating] ?? 0 })),
  topGenres: [
    { id: 18, name: 'Drama', count: 40 },
    { id: 878, name: 'Science Fiction', count: 12 },
  ],
};

/** Serves `profile`, and keeps the query strings it was asked with. */
function serveProfile(profile: Profile) {
  const asked: URLSearchParams[] = [];
  fakeApi.use(
    http.get(apiUrl('/api/me/profile'), ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json(profile);
    }),
  );
  return asked;
}

const renderScreen = () =>
  renderWithApp(
    <AuthContext.Provider value={signedIn}>
      <ProfileScreen />
    </AuthContext.Provider>,
  );

/** A table's body rows as [header cell, count] pairs. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      within(row).getByRole('cell').textContent,
    ]);

describe('the Profile screen', () => {
  it('shows the totals, the ratings by stars and the genres as tables', async () => {
    const asked = serveProfile(busy);
    await renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
    // The visitor's own year, and English (no language parameter).
    expect(asked[0]?.get('year')).toBe(String(new Date().getFullYear()));
    expect(asked[0]?.has('language')).toBe(false);

    const totals = screen.getByRole('region', { name: 'Your numbers' });
    const terms = within(totals)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual([
      'Films watched',
      'Episodes watched',
      'Hours watched',
      'Watched in 2026',
    ]);
    const details = within(totals)
      .getAllByRole('definition')
      .map((item) => item.textContent);
    expect(details).toEqual([
      '1,234',
      '1,100 different films',
      '56',
      'from 3 shows',
      '2.5',
      '1 entry has no known runtime',
      '8',
      '7 films',
      '1 episode',
    ]);

    const ratings = screen.getByRole('region', { name: 'Your ratings' });
    expect(within(ratings).getByText('3 ratings, 4.5 stars on average')).toBeVisible();
    const ratingRows = rowsOf(within(ratings).getByRole('table'));
    expect(ratingRows).toHaveLength(10);
    expect(ratingRows[0]).toEqual(['0.5', '0']);
    expect(ratingRows[8]).toEqual(['4.5', '1']);
    expect(within(ratings).getByRole('columnheader', { name: 'Stars' })).toBeVisible();

    const genres = screen.getByRole('region', { name: 'Most-watched genres' });
    expect(rowsOf(within(genres).getByRole('table'))).toEqual([
      ['Drama', '40'],
      ['Science Fiction', '12'],
    ]);
  });

  it('formats the numbers and asks for genre names in the visitor’s language', async () => {
    await setTestLanguage('de');
    const asked = serveProfile(busy);
    await renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dein Profil' })).toBeVisible();
    expect(asked[0]?.get('language')).toBe('de');
    const totals = screen.getByRole('region', { name: 'Deine Zahlen' });
    expect(within(totals).getByText('1.234')).toBeVisible();
    expect(within(totals).getByText('2,5')).toBeVisible();
    const ratings = screen.getByRole('region', { name: 'Deine Bewertungen' });
    expect(within(ratings).getByText('3 Bewertungen, im Schnitt 4,5 Sterne')).toBeVisible();
    expect(rowsOf(within(ratings).getByRole('table'))[8]).toEqual(['4,5', '1']);
  });

  it('says there is nothing to count yet, with a place to start', async () => {
    serveProfile(empty);
    await renderScreen();
    expect(await screen.findByText(/Nothing to count yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'See popular movies' })).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows watches without ratings or genres, saying so', async () => {
    serveProfile({ ...empty, moviesWatched: 2, distinctMoviesWatched: 1, minutesWatched: 200 });
    await renderScreen();
    expect(await screen.findByText("You haven't rated anything yet.")).toBeVisible();
    expect(
      screen.getByText('Your most-watched genres show here once you log watches.'),
    ).toBeVisible();
    expect(screen.getByText('3.3')).toBeVisible();
  });

  it('shows the API’s refusal with a way to try again', async () => {
    let refuse = true;
    fakeApi.use(
      http.get(apiUrl('/api/me/profile'), () => {
        if (!refuse) return HttpResponse.json(busy);
        refuse = false;
        const body: ErrorResponse = {
          statusCode: 503,
          code: 'DATABASE_UNAVAILABLE',
          message: 'Your watchlist, history, ratings and lists are unavailable right now.',
        };
        return HttpResponse.json(body, { status: 503 });
      }),
    );
    await renderScreen();
    expect(await screen.findByText(/unavailable right now/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('region', { name: 'Your numbers' })).toBeVisible();
  });
});
