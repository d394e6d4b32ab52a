/**
 * The History screen against a fake API that keeps a diary: what it shows, what the address
 * chooses, and changing and deleting entries, with what happens when the API refuses.
 */
import type { ErrorResponse, HistoryEntry, Rating } from '@media-search/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AuthContext } from '@/lib/auth-context.ts';
import { apiUrl, fakeApi } from '@/testing/fake-api.ts';
import { renderWithApp } from '@/testing/render.tsx';
import type { HistorySearch } from '../lib/history-view.ts';
import { HistoryScreen } from './history-screen.tsx';
import { historyEntry, twoMonthsOfFilms } from '@/testing/fixtures/history.ts';
import { signedIn } from '@/testing/fixtures/auth.ts';

const movie = historyEntry;

const episode: HistoryEntry = movie('e1', '2026-03-02', {
  mediaType: 'episode',
  mediaId: 201,
  seasonNumber: 1,
  episodeNumber: 3,
  title: 'Night Shift Diaries',
  episodeName: 'The Long Call',
  releaseDate: '2020-01-08',
});

const ratingOfEpisode: Rating = {
  id: 'r1',
  mediaType: 'episode',
  mediaId: 201,
  seasonNumber: 1,
  episodeNumber: 3,
  title: 'Night Shift Diaries',
  episodeName: 'The Long Call',
  releaseDate: null,
  posterPath: null,
  rating: 4.5,
  ratedAt: '2026-03-03T00:00:00Z',
};

const refusal = (status: number, message: string) =>
  HttpResponse.json<ErrorResponse>({ statusCode: status, code: 'REFUSED', message }, { status });

/**
 * A diary the fake API keeps, newest first, and what was asked of it. `refuse` makes the next
 * write of that kind fail with its answer.
 */
function serveDiary(entries: HistoryEntry[], ratings: Rating[] = []) {
  let diary = [...entries];
  let nextId = 100;
  const asked: string[] = [];
  const refuse: Partial<Record<'patch' | 'delete', () => Response>> = {};
  const sorted = () => diary.toSorted((a, b) => b.watchedOn.localeCompare(a.watchedOn));
  fakeApi.use(
    http.get(apiUrl('/api/me/ratings'), () =>
      HttpResponse.json({
        page: 1,
        pageSize: 200,
        totalResults: ratings.length,
        totalPages: 1,
        results: ratings,
      }),
    ),
    http.get(apiUrl('/api/me/history'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const type = query.get('type');
      asked.push(`GET ${type} ${query.get('page')}`);
      const kind = type === 'tv' ? 'episode' : type;
      const results = sorted().filter((row) => type === 'all' || row.mediaType === kind);
      return HttpResponse.json({
        page: 1,
        pageSize: 50,
        totalResults: results.length,
        totalPages: 1,
        results,
      });
    }),
    http.patch(apiUrl('/api/me/history/:id'), async ({ params, request }) => {
      const { watchedOn } = (await request.json()) as { watchedOn: string };
      asked.push(`PATCH ${String(params.id)} ${watchedOn}`);
      const refused = refuse.patch?.();
      if (refused) return refused;
      diary = diary.map((row) => (row.id === params.id ? { ...row, watchedOn } : row));
      return HttpResponse.json(diary.find((row) => row.id === params.id));
    }),
    http.delete(apiUrl('/api/me/history/:id'), ({ params }) => {
      asked.push(`DELETE ${String(params.id)}`);
      const refused = refuse.delete?.();
      if (refused) return refused;
      diary = diary.filter((row) => row.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(apiUrl('/api/me/history/movie/:movieId'), async ({ params, request }) => {
      const { watchedOn } = (await request.json()) as { watchedOn: string };
      asked.push(`POST movie ${String(params.movieId)} ${watchedOn}`);
      const entry = movie(`m${(nextId += 1)}`, watchedOn, { mediaId: Number(params.movieId) });
      diary.push(entry);
      return HttpResponse.json({ entry, removedFromWatchlist: null }, { status: 201 });
    }),
  );
  return { asked, refuse };
}

async function renderScreen(search: HistorySearch = {}) {
  return renderWithApp(
    <AuthContext.Provider value={signedIn}>
      <HistoryScreen search={search} />
    </AuthContext.Provider>,
  );
}

const entryRow = (name: string | RegExp) =>
  screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

describe('the History screen', () => {
  it('shows the diary by month, with ratings, episodes and rewatches, and its type in the address', async () => {
    const { asked } = serveDiary(
      [movie('m1', '2026-03-14', { rewatch: true }), episode, movie('m0', '2026-01-05')],
      [ratingOfEpisode],
    );
    const { router } = await renderScreen();
    const march = await screen.findByRole('heading', { level: 2, name: 'March 2026' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((month) => month.textContent)).toEqual([
      'March 2026',
      'January 2026',
    ]);
    const marchList = within(march.parentElement as HTMLElement).getAllByRole('listitem');
    expect(marchList).toHaveLength(2);

    const rewatched = within(marchList[0] as HTMLElement);
    expect(rewatched.getByRole('link', { name: 'Paper Kites' })).toHaveAttribute(
      'href',
      '/movie/103',
    );
    expect(rewatched.getByText('Watched March 14, 2026')).toBeVisible();
    expect(rewatched.getByText('Rewatch')).toBeVisible();

    const watchedEpisode = within(marchList[1] as HTMLElement);
    expect(watchedEpisode.getByRole('link', { name: 'Night Shift Diaries' })).toHaveAttribute(
      'href',
      '/tv/201',
    );
    expect(
      watchedEpisode.getByRole('link', { name: 'Season 1, episode 3: The Long Call' }),
    ).toHaveAttribute('href', '/tvepisode?series=201&season=1&episode=3');
    expect(await watchedEpisode.findByText('You: 4.5/5')).toBeVisible();
    expect(watchedEpisode.queryByText('Rewatch')).toBeNull();
    expect(
      watchedEpisode.getByRole('button', {
        name: 'Delete Night Shift Diaries, season 1, episode 3 (March 2, 2026) from history',
      }),
    ).toBeVisible();

    await userEvent.setup().click(screen.getByRole('button', { name: 'TV Shows' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ type: 'tv' }));
    expect(asked).toEqual(['GET all 1']);
  });

  it('asks for the address’s type, and says so when there is none of it', async () => {
    const { asked } = serveDiary([episode]);
    await renderScreen({ type: 'movie' });
    expect(await screen.findByText("You haven't logged anything of this type.")).toBeVisible();
    expect(screen.getByRole('button', { name: 'Movies' })).toHaveAttribute('aria-pressed', 'true');
    expect(asked).toEqual(['GET movie 1']);
  });

  it('says how to fill an empty diary', async () => {
    serveDiary([]);
    await renderScreen();
    expect(await screen.findByText('Your history is empty.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See popular movies' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Type' })).toBeNull();
  });
});

describe('changing an entry’s date', () => {
  it('refuses a day to come in words, then moves the entry to the month of the day chosen', async () => {
    const { asked } = serveDiary(twoMonthsOfFilms());
    await renderScreen();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', {
        name: 'Change the date of Paper Kites (March 14, 2026)',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Change the watch date' });
    const field = within(dialog).getByLabelText('Watched on');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('2026-03-14');

    fireEvent.change(field, { target: { value: '2999-01-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      within(dialog).getByText('That day is still to come: pick today or an earlier day.'),
    ).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(field, { target: { value: '1869-12-31' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      within(dialog).getByText('Pick a day from 1870 on: there were no films before.'),
    ).toBeVisible();
    expect(asked).toEqual(['GET all 1']);

    fireEvent.change(field, { target: { value: '2025-12-24' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const december = await screen.findByRole('heading', { level: 2, name: 'December 2025' });
    expect(
      within(december.parentElement as HTMLElement).getByText('Watched December 24, 2025'),
    ).toBeVisible();
    // The row moved (a new one, in its new month): its button has the focus again.
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Change the date of Paper Kites (December 24, 2025)' }),
      ).toHaveFocus(),
    );
    expect(screen.queryByRole('heading', { level: 2, name: 'March 2026' })).toBeNull();
    await waitFor(() => expect(asked).toContain('PATCH m1 2025-12-24'));
  });

  it('puts the entry back where it was and says why when the API refuses', async () => {
    const { refuse } = serveDiary([movie('m1', '2026-03-14')]);
    refuse.patch = () => refusal(409, 'You already logged Paper Kites on 2026-02-01.');
    await renderScreen();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', {
        name: 'Change the date of Paper Kites (March 14, 2026)',
      }),
    );
    fireEvent.change(screen.getByLabelText('Watched on'), { target: { value: '2026-02-01' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already logged Paper Kites on 2026-02-01.',
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'March 2026' })).toBeVisible();
    expect(screen.getByText('Watched March 14, 2026')).toBeVisible();
    expect(screen.queryByRole('heading', { level: 2, name: 'February 2026' })).toBeNull();
  });

  it('leaves the entry as it was when the dialog is cancelled', async () => {
    const { asked } = serveDiary([movie('m1', '2026-03-14')]);
    await renderScreen();
    const user = userEvent.setup();
    const edit = await screen.findByRole('button', {
      name: 'Change the date of Paper Kites (March 14, 2026)',
    });
    await user.click(edit);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(edit).toHaveFocus());
    expect(asked).toEqual(['GET all 1']);
  });
});

describe('deleting an entry', () => {
  it('takes it off at once, and Undo logs the same watch again on its day', async () => {
    const { asked } = serveDiary(twoMonthsOfFilms());
    await renderScreen();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', {
        name: 'Delete Paper Kites (March 14, 2026) from history',
      }),
    );
    expect(screen.queryByRole('heading', { level: 3, name: /Paper Kites/ })).toBeNull();
    const undo = await screen.findByRole('button', { name: 'Undo' });
    expect(undo).toHaveFocus();
    expect(
      screen.getByText('Paper Kites (March 14, 2026) was deleted from your history.'),
    ).toBeVisible();
    const reads = () => asked.filter((request) => request === 'GET all 1').length;
    // Deleted, and read again.
    await waitFor(() => expect(reads()).toBe(2));
    expect(asked).toContain('DELETE m1');

    await user.click(undo);
    expect(await screen.findByRole('heading', { level: 3, name: /Paper Kites/ })).toBeVisible();
    // Logged again and read again: a new entry of the same watch, in the same row, which keeps
    // the focus.
    await waitFor(() => expect(reads()).toBe(3));
    expect(asked).toContain('POST movie 103 2026-03-14');
    expect(
      within(entryRow(/Paper Kites/)).getByRole('button', {
        name: 'Delete Paper Kites (March 14, 2026) from history',
      }),
    ).toHaveFocus();
  });

  it('puts an episode back on its day, and its show back on the watchlist it left', async () => {
    const { asked } = serveDiary([episode]);
    fakeApi.use(
      http.put(
        apiUrl('/api/me/history/tv/:showId/seasons/:season/episodes/:number'),
        async ({ params, request }) => {
          const { watchedOn } = (await request.json()) as { watchedOn: string };
          const { showId, season, number } = params;
          asked.push(
            `PUT episode ${String(showId)} ${String(season)} ${String(number)} ${watchedOn}`,
          );
          return HttpResponse.json({
            marked: [episode],
            alreadyWatched: 0,
            // The visitor had put the show on the watchlist again since: logging takes it off.
            removedFromWatchlist: {
              id: 'w1',
              mediaType: 'tv',
              mediaId: 201,
              title: 'Night Shift Diaries',
              releaseDate: null,
              posterPath: null,
              voteAverage: 7,
              addedAt: '2026-03-10T00:00:00Z',
            },
          });
        },
      ),
      http.put(apiUrl('/api/me/watchlist/:type/:id'), ({ params }) => {
        asked.push(`PUT watchlist ${String(params.type)} ${String(params.id)}`);
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    await renderScreen();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', {
        name: 'Delete Night Shift Diaries, season 1, episode 3 (March 2, 2026) from history',
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(asked).toContain('PUT watchlist tv 201'));
    expect(asked).toContain('PUT episode 201 1 3 2026-03-02');
  });

  it('moves focus to the next entry once the Undo is dismissed', async () => {
    serveDiary(twoMonthsOfFilms());
    await renderScreen();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', {
        name: 'Delete Paper Kites (March 14, 2026) from history',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Undo' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Delete Low Orbit (January 5, 2026) from history' }),
      ).toHaveFocus(),
    );
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('brings the entry back and says why when the API refuses', async () => {
    const { refuse } = serveDiary([movie('m1', '2026-03-14')]);
    refuse.delete = () => refusal(503, 'The library is unavailable.');
    await renderScreen();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', {
        name: 'Delete Paper Kites (March 14, 2026) from history',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That change could not be saved, so it was undone. Please try again.',
    );
    expect(screen.getByRole('heading', { level: 3, name: /Paper Kites/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Delete Paper Kites (March 14, 2026) from history' }),
      ).toHaveFocus(),
    );
  });
});
