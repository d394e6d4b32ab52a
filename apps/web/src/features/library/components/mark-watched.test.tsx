/** Marking a movie watched and a show's episodes, with their progress, against the fake API. */
import type {
  ErrorResponse,
  HistoryEntry,
  MovieState,
  TvShowState,
  WatchlistItem,
} from '@media-search/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext, type Auth } from '@/lib/auth-context.ts';
import { apiUrl, fakeApi } from '@/testing/fake-api.ts';
import { renderWithApp } from '@/testing/render.tsx';
import { localToday } from '../lib/watch-day.ts';
import { EpisodeWatched } from './mark-watched-episode.tsx';
import { EpisodePageWatched } from './mark-watched-episode-page.tsx';
import { SeasonWatched, ShowWatched } from './mark-watched-episodes.tsx';
import { MarkWatched } from './mark-watched.tsx';
import { SeasonCardProgress } from './tv-progress.tsx';
import { signedIn } from '@/testing/fixtures/auth.ts';

const film = { mediaType: 'movie' as const, id: 603, title: 'The Matrix' };
const show = { mediaType: 'tv' as const, id: 201, title: 'Night Shift Diaries' };

const signedOut = (login: () => Promise<boolean>): Auth => ({
  ...signedIn,
  isAuthenticated: false,
  user: null,
  login,
});

function renderAs(auth: Auth, ui: React.ReactNode) {
  return renderWithApp(<AuthContext.Provider value={auth}>{ui}</AuthContext.Provider>);
}

const failure = (statusCode: number, message: string) =>
  HttpResponse.json({ statusCode, code: 'ERROR', message } satisfies ErrorResponse, {
    status: statusCode,
  });

/** An answer that waits until `release()`: the optimistic state shows till then. */
function held() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { released, release };
}

const movieState = (count: number, lastWatchedOn: string | null = null): MovieState => ({
  mediaType: 'movie',
  mediaId: 603,
  watchlisted: false,
  rating: null,
  lists: [],
  watched: { count, lastWatchedOn, lastEntryId: count > 0 ? `entry-${count}` : null },
});

const entry = (watchedOn: string): HistoryEntry => ({
  id: 'entry-new',
  mediaType: 'movie',
  mediaId: 603,
  seasonNumber: null,
  episodeNumber: null,
  title: 'The Matrix',
  episodeName: null,
  releaseDate: '1999-03-31',
  posterPath: null,
  runtime: 136,
  watchedOn,
  rewatch: false,
  createdAt: '2026-01-01T00:00:00Z',
});

const watchlistRow = (mediaType: 'movie' | 'tv', mediaId: number, title: string) =>
  ({
    id: 'w1',
    mediaType,
    mediaId,
    title,
    releaseDate: null,
    posterPath: null,
    voteAverage: 8,
    addedAt: '2026-01-01T00:00:00Z',
  }) satisfies WatchlistItem;

/** The movie's state, read again after each change as the page does. */
function movieApi(initial: MovieState) {
  let state = initial;
  const watches: string[] = [];
  fakeApi.use(
    http.get(apiUrl('/api/me/titles/movie/:id'), () => HttpResponse.json(state)),
    http.post(apiUrl('/api/me/history/movie/:id'), async ({ request }) => {
      const { watchedOn } = (await request.json()) as { watchedOn: string };
      watches.push(watchedOn);
      state = movieState(state.watched.count + 1, watchedOn);
      return HttpResponse.json(
        { entry: entry(watchedOn), removedFromWatchlist: watchlistRow('movie', 603, 'The Matrix') },
        { status: 201 },
      );
    }),
  );
  return { watches, set: (next: MovieState) => (state = next) };
}

describe('marking a movie watched', () => {
  it('asks the day, today by default, and refuses a day to come or before 1870', async () => {
    const api = movieApi(movieState(0));
    await renderAs(signedIn, <MarkWatched target={film} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Mark watched' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark The Matrix watched' });
    const day = within(dialog).getByLabelText('Date watched');
    expect(day).toHaveValue(localToday());
    expect(day).toHaveFocus();

    fireEvent.change(day, { target: { value: '2999-01-01' } });
    expect(within(dialog).getByText(/That date is still to come/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Mark watched' }));
    fireEvent.change(day, { target: { value: '1869-12-31' } });
    expect(within(dialog).getByText('Pick a date from January 1, 1870 on.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Mark watched' }));
    expect(api.watches).toEqual([]);
    expect(day).toHaveFocus();

    fireEvent.change(day, { target: { value: '2026-03-03' } });
    await user.click(within(dialog).getByRole('button', { name: 'Mark watched' }));

    expect(await screen.findByText('Watched on March 3, 2026')).toBeVisible();
    expect(api.watches).toEqual(['2026-03-03']);
    expect(await screen.findByRole('button', { name: 'Watch again' })).toBeVisible();
  });

  it('takes it off the watchlist, and Undo puts it back', async () => {
    movieApi(movieState(0));
    const putBack: string[] = [];
    fakeApi.use(
      http.get(apiUrl('/api/me/watchlist'), () =>
        HttpResponse.json({ page: 1, pageSize: 200, totalResults: 0, totalPages: 1, results: [] }),
      ),
      http.put(apiUrl('/api/me/watchlist/:type/:id'), ({ params }) => {
        putBack.push(`${String(params.type)}/${String(params.id)}`);
        return HttpResponse.json(watchlistRow('movie', 603, 'The Matrix'), { status: 201 });
      }),
    );
    await renderAs(signedIn, <MarkWatched target={film} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Mark watched' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark watched' }),
    );

    const offer = await screen.findByRole('alert');
    expect(offer).toHaveTextContent(
      'The Matrix is off your watchlist now that you have watched it.',
    );
    await user.click(within(offer).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(putBack).toEqual(['movie/603']));
  });

  it('shows a rewatch count, and removes the latest watch', async () => {
    const api = movieApi(movieState(2, '2026-03-03'));
    const removed: string[] = [];
    fakeApi.use(
      http.delete(apiUrl('/api/me/history/:entryId'), ({ params }) => {
        removed.push(String(params.entryId));
        api.set(movieState(1, '2025-12-24'));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await renderAs(signedIn, <MarkWatched target={film} />);

    expect(await screen.findByText('Watched 2 times, last on March 3, 2026')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove last watch' }));

    expect(await screen.findByText('Watched on December 24, 2025')).toBeVisible();
    expect(removed).toEqual(['entry-2']);
  });

  it('goes back with a message when the API refuses the watch', async () => {
    const answer = held();
    fakeApi.use(
      http.get(apiUrl('/api/me/titles/movie/:id'), () => HttpResponse.json(movieState(0))),
      http.post(apiUrl('/api/me/history/movie/:id'), async () => {
        await answer.released;
        return failure(500, 'Internal Server Error');
      }),
    );
    await renderAs(signedIn, <MarkWatched target={film} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Mark watched' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark watched' }),
    );
    // Shown at once...
    expect(await screen.findByRole('button', { name: 'Watch again' })).toBeVisible();

    answer.release();
    // ...and taken back when the API refuses.
    expect(await screen.findByRole('alert')).toHaveTextContent('That change could not be saved');
    expect(screen.getByRole('button', { name: 'Mark watched' })).toBeVisible();
  });

  it('asks a signed-out visitor to log in, then asks the day', async () => {
    const login = vi.fn(async () => true);
    await renderAs(signedOut(login), <MarkWatched target={film} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Mark watched' }));
    const prompt = await screen.findByRole('dialog', { name: 'Log in' });
    await user.click(within(prompt).getByRole('button', { name: 'Log in' }));

    expect(login).toHaveBeenCalledOnce();
    expect(await screen.findByRole('dialog', { name: 'Mark The Matrix watched' })).toBeVisible();
  });
});

/** Night Shift Diaries: specials, season 1 (2 aired), season 2 (8 aired, 10 listed). */
const showState = (season1: number[], season2: number[]): TvShowState => ({
  mediaType: 'tv',
  mediaId: 201,
  watchlisted: false,
  rating: null,
  lists: [],
  progress: {
    showId: 201,
    seasons: [
      { seasonNumber: 0, watched: 0, aired: 1, watchedEpisodes: [] },
      { seasonNumber: 1, watched: season1.length, aired: 2, watchedEpisodes: season1 },
      { seasonNumber: 2, watched: season2.length, aired: 8, watchedEpisodes: season2 },
    ],
    watched: season1.length + season2.length,
    aired: 10,
  },
  episodeRatings: [],
});

const ALL_OF_SEASON_2 = [1, 2, 3, 4, 5, 6, 7, 8];

/** The show's state, and each request that changed it ("PUT tv/201/seasons/2"). */
function showApi(initial: TvShowState) {
  let state = initial;
  const sent: string[] = [];
  /** The day of each mark. */
  const days: string[] = [];
  const record = (method: string, url: string) =>
    sent.push(`${method} ${new URL(url).pathname.replace('/api/me/history/', '')}`);
  fakeApi.use(
    http.get(apiUrl('/api/me/titles/tv/:id'), () => HttpResponse.json(state)),
    http.put(apiUrl('/api/me/history/tv/*'), async ({ request }) => {
      record('PUT', request.url);
      days.push(((await request.json()) as { watchedOn: string }).watchedOn);
      return HttpResponse.json({ marked: [], alreadyWatched: 0, removedFromWatchlist: null });
    }),
    http.delete(apiUrl('/api/me/history/tv/*'), ({ request }) => {
      record('DELETE', request.url);
      return HttpResponse.json({ removed: 1 });
    }),
  );
  return { sent, days, set: (next: TvShowState) => (state = next) };
}

const progressbar = () => screen.getByRole('progressbar', { name: 'Episodes watched' });

describe("a show's episodes marked watched", () => {
  it('shows the progress, marks every aired episode on the day chosen, and un-marks them', async () => {
    const api = showApi(showState([2], []));
    await renderAs(signedIn, <ShowWatched target={show} />);
    const user = userEvent.setup();

    expect(await screen.findByText('1 of 10 episodes')).toBeVisible();
    expect(progressbar()).toHaveAttribute('aria-valuetext', '1 of 10 episodes');
    expect(progressbar()).toHaveAttribute('aria-valuenow', '10');

    api.set(showState([1, 2], ALL_OF_SEASON_2));
    await user.click(screen.getByRole('button', { name: 'Mark all watched' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Mark every episode of Night Shift Diaries watched',
    });
    const day = within(dialog).getByLabelText('Date watched');
    expect(day).toHaveValue(localToday());
    fireEvent.change(day, { target: { value: '2999-01-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Mark watched' }));
    expect(within(dialog).getByText(/That date is still to come/)).toBeVisible();
    expect(api.sent).toEqual([]);
    fireEvent.change(day, { target: { value: '2025-12-24' } });
    await user.click(within(dialog).getByRole('button', { name: 'Mark watched' }));
    expect(await screen.findByText('10 of 10 episodes')).toBeVisible();
    expect(api.sent).toEqual(['PUT tv/201']);
    expect(api.days).toEqual(['2025-12-24']);

    await user.click(await screen.findByRole('button', { name: 'Un-mark all' }));
    const question = await screen.findByRole('dialog', {
      name: 'Un-mark every episode of Night Shift Diaries?',
    });
    api.set(showState([], []));
    await user.click(within(question).getByRole('button', { name: 'Un-mark' }));
    expect(await screen.findByText('0 of 10 episodes')).toBeVisible();
    expect(api.sent).toEqual(['PUT tv/201', 'DELETE tv/201']);
    // The button pressed is now "Mark all watched" again, with the keyboard's focus.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Mark all watched' })).toHaveFocus(),
    );
  });

  it("marks a season and each episode on the season's page", async () => {
    const api = showApi(showState([], []));
    const episodes = ALL_OF_SEASON_2.map((episodeNumber) => ({
      seasonNumber: 2,
      episodeNumber,
      airDate: '2024-03-24',
    }));
    await renderAs(
      signedIn,
      <>
        <SeasonWatched show={show} seasonNumber={2} seasonName="Season 2" episodes={episodes} />
        <EpisodeWatched
          show={show}
          episode={{ seasonNumber: 2, episodeNumber: 3, airDate: '2024-04-07' }}
        />
        <EpisodeWatched
          show={show}
          episode={{ seasonNumber: 2, episodeNumber: 9, airDate: '2999-03-07' }}
        />
      </>,
    );
    const user = userEvent.setup();
    const third = await screen.findByRole('button', { name: 'Episode 3 watched' });
    // Episode 9 has not aired: it has no toggle.
    expect(screen.queryByRole('button', { name: 'Episode 9 watched' })).toBeNull();
    expect(await screen.findByText('0 of 8 episodes')).toBeVisible();
    expect(third).toHaveAttribute('aria-pressed', 'false');

    api.set(showState([], [3]));
    await user.click(third);
    expect(third).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('1 of 8 episodes')).toBeVisible();
    expect(api.sent).toEqual(['PUT tv/201/seasons/2/episodes/3']);

    api.set(showState([], ALL_OF_SEASON_2));
    await user.click(screen.getByRole('button', { name: 'Mark season watched' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Mark Night Shift Diaries, Season 2 watched',
    });
    fireEvent.change(within(dialog).getByLabelText('Date watched'), {
      target: { value: '2026-01-10' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Mark watched' }));
    expect(await screen.findByText('8 of 8 episodes')).toBeVisible();
    expect(api.sent).toEqual(['PUT tv/201/seasons/2/episodes/3', 'PUT tv/201/seasons/2']);
    // The one-press toggle is today's; the season the day chosen.
    expect(api.days).toEqual([localToday(), '2026-01-10']);
    expect(await screen.findByRole('button', { name: 'Un-mark season' })).toBeVisible();
  });

  it('puts an episode back with a message when the API refuses', async () => {
    fakeApi.use(
      http.get(apiUrl('/api/me/titles/tv/:id'), () => HttpResponse.json(showState([], [3]))),
      http.delete(apiUrl('/api/me/history/tv/*'), () => failure(503, 'Unavailable')),
    );
    await renderAs(
      signedIn,
      <EpisodeWatched
        show={show}
        episode={{ seasonNumber: 2, episodeNumber: 3, airDate: '2024-04-07' }}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Episode 3 watched' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));

    await userEvent.setup().click(toggle);

    expect(await screen.findByRole('alert')).toHaveTextContent('That change could not be saved');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('marks a season for a signed-out visitor once they have logged in', async () => {
    const api = showApi(showState([], []));
    await renderAs(
      signedOut(async () => true),
      <SeasonWatched
        show={show}
        seasonNumber={1}
        seasonName="Season 1"
        episodes={[{ episodeNumber: 1, airDate: '2019-02-03' }]}
      />,
    );
    const user = userEvent.setup();
    // No progress to show while signed out.
    expect(screen.queryByRole('progressbar')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Mark season watched' }));
    const prompt = await screen.findByRole('dialog', { name: 'Log in' });
    await user.click(within(prompt).getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Mark Night Shift Diaries, Season 1 watched',
    });
    expect(api.sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Mark watched' }));

    await waitFor(() => expect(api.sent).toEqual(['PUT tv/201/seasons/1']));
    expect(api.days).toEqual([localToday()]);
  });

  it('marks an episode on its own page on the day chosen, and un-marks it', async () => {
    const api = showApi(showState([], []));
    await renderAs(
      signedIn,
      <EpisodePageWatched
        show={show}
        episode={{ seasonNumber: 2, episodeNumber: 3, airDate: '2024-04-07' }}
      />,
    );
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Mark watched' });
    expect(screen.queryByText('You have watched this episode')).toBeNull();

    await user.click(button);
    const dialog = await screen.findByRole('dialog', {
      name: 'Mark Night Shift Diaries, season 2, episode 3 watched',
    });
    fireEvent.change(within(dialog).getByLabelText('Date watched'), {
      target: { value: '2025-05-17' },
    });
    api.set(showState([], [3]));
    await user.click(within(dialog).getByRole('button', { name: 'Mark watched' }));

    expect(await screen.findByText('You have watched this episode')).toBeVisible();
    expect(api.sent).toEqual(['PUT tv/201/seasons/2/episodes/3']);
    expect(api.days).toEqual(['2025-05-17']);
    // The button that asked is the one that un-marks, with the keyboard's focus back on it.
    const unmark = await screen.findByRole('button', { name: 'Un-mark' });
    await waitFor(() => expect(unmark).toHaveFocus());

    api.set(showState([], []));
    await user.click(unmark);
    expect(await screen.findByRole('button', { name: 'Mark watched' })).toBeVisible();
    expect(screen.queryByText('You have watched this episode')).toBeNull();
    expect(api.sent).toEqual([
      'PUT tv/201/seasons/2/episodes/3',
      'DELETE tv/201/seasons/2/episodes/3',
    ]);
  });

  it('has nothing to mark on the page of an episode still to air', async () => {
    showApi(showState([], []));
    await renderAs(
      signedIn,
      <EpisodePageWatched
        show={show}
        episode={{ seasonNumber: 2, episodeNumber: 9, airDate: '2999-03-07' }}
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows a season card's progress", async () => {
    showApi(showState([1], []));
    await renderAs(signedIn, <SeasonCardProgress showId={201} seasonNumber={1} />);
    expect(await screen.findByText('1 of 2 episodes')).toBeVisible();
    expect(progressbar()).toHaveAttribute('aria-valuenow', '50');
  });
});
