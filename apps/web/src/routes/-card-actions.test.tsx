/**
 * What movie and TV cards carry (-card-actions.tsx): "Add to list" on every one, for a visitor
 * signed in or not, whose menu and its requests wait for a press; nothing on a person's card.
 */
import type { List, MovieState, TitleCard, TvShowState } from '@media-search/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResultCard } from '@/components/media/result-card.tsx';
import { AuthContext, type Auth } from '@/lib/auth-context.ts';
import { apiUrl, fakeApi } from '@/testing/fake-api.ts';
import { renderWithApp } from '@/testing/render.tsx';
import { CardActions } from './-card-actions.tsx';
import { signedIn } from '@/testing/fixtures/auth.ts';

const card = (id: number, mediaType: TitleCard['mediaType'], name: string): TitleCard => ({
  id,
  mediaType,
  title: mediaType === 'movie' ? name : null,
  name: mediaType === 'movie' ? null : name,
  backdropPath: null,
  posterPath: null,
  profilePath: null,
  releaseDate: null,
  firstAirDate: null,
  voteAverage: null,
  popularity: 1,
  knownForDepartment: null,
});

const CARDS = [
  card(101, 'movie', 'Orbit of Ash'),
  card(102, 'movie', 'Quiet Harbor'),
  card(201, 'tv', 'Night Shift Diaries'),
  card(301, 'person', 'Mara Quill'),
];

const page = <Row,>(results: Row[]) => ({
  page: 1,
  pageSize: 200,
  totalResults: results.length,
  totalPages: 1,
  results,
});

const list = (id: string, name: string): List => ({
  id,
  name,
  description: '',
  public: false,
  itemCount: 0,
  posterPaths: [],
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

const movieState = (mediaId: number, lists: string[]): MovieState => ({
  mediaType: 'movie',
  mediaId,
  watchlisted: false,
  rating: null,
  lists,
  watched: { count: 0, lastWatchedOn: null, lastEntryId: null },
});

const showState = (lists: string[]): TvShowState => ({
  mediaType: 'tv',
  mediaId: 201,
  watchlisted: false,
  rating: null,
  lists,
  progress: { showId: 201, seasons: [], watched: 0, aired: 0 },
  episodeRatings: [],
});

/** Each request to the visitor's own API, as "GET /api/me/lists". */
let requests: string[] = [];
const record = ({ request }: { request: Request }) => {
  const { pathname } = new URL(request.url);
  if (pathname.startsWith('/api/me/')) requests.push(`${request.method} ${pathname}`);
};
beforeEach(() => {
  requests = [];
  fakeApi.events.on('request:start', record);
});
afterEach(() => {
  fakeApi.events.removeListener('request:start', record);
});

function renderCards(auth: Auth) {
  return renderWithApp(
    <AuthContext.Provider value={auth}>
      <CardActions>
        <ul>
          {CARDS.map((result) => (
            <li key={result.id}>
              <ResultCard result={result} />
            </li>
          ))}
        </ul>
      </CardActions>
    </AuthContext.Provider>,
  );
}

describe("a card's Add to list", () => {
  it('is on movie and TV cards, and asks nothing of the API before a press', async () => {
    fakeApi.use(http.get(apiUrl('/api/me/watchlist'), () => HttpResponse.json(page([]))));
    await renderCards(signedIn);

    for (const title of ['Orbit of Ash', 'Quiet Harbor', 'Night Shift Diaries'])
      expect(screen.getByRole('button', { name: `Add ${title} to a list` })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Mara Quill/ })).toBeNull();
    // The bookmarks read the one whole watchlist; the lists and the titles' states wait.
    await screen.findByRole('button', { name: 'Add Orbit of Ash to watchlist' });
    expect(requests.filter((request) => !request.endsWith('/watchlist'))).toEqual([]);
  });

  it("opens the visitor's lists at a press, ticked where they hold the title, and adds it", async () => {
    const puts: string[] = [];
    fakeApi.use(
      http.get(apiUrl('/api/me/watchlist'), () => HttpResponse.json(page([]))),
      http.get(apiUrl('/api/me/lists'), () =>
        HttpResponse.json(page([list('l1', 'Sunday films'), list('l2', 'Space')])),
      ),
      http.get(apiUrl('/api/me/titles/movie/:id'), ({ params }) =>
        HttpResponse.json(movieState(Number(params.id), ['l1'])),
      ),
      http.put(apiUrl('/api/me/lists/:listId/items/:type/:id'), ({ params }) => {
        puts.push(`${String(params.listId)} ${String(params.type)}/${String(params.id)}`);
        return new HttpResponse(null, { status: 201 });
      }),
    );
    await renderCards(signedIn);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Add Quiet Harbor to a list' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');

    await user.click(button);
    const menu = await screen.findByRole('menu', { name: 'Add Quiet Harbor to a list' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(
      await within(menu).findByRole('menuitemcheckbox', { name: 'Sunday films', checked: true }),
    ).toBeVisible();
    // Only the pressed card's title was asked about.
    expect(requests.filter((request) => request.includes('/titles/'))).toEqual([
      'GET /api/me/titles/movie/102',
    ]);

    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Space' }));
    await waitFor(() => expect(puts).toEqual(['l2 movie/102']));
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(button).toHaveFocus());
  });

  it("reads a show's state for a TV card, and opens again at each press by keyboard", async () => {
    fakeApi.use(
      http.get(apiUrl('/api/me/watchlist'), () => HttpResponse.json(page([]))),
      http.get(apiUrl('/api/me/lists'), () => HttpResponse.json(page([list('l1', 'Shows')]))),
      http.get(apiUrl('/api/me/titles/tv/201'), () => HttpResponse.json(showState(['l1']))),
    );
    await renderCards(signedIn);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Add Night Shift Diaries to a list' });

    for (let press = 0; press < 2; press += 1) {
      button.focus();
      await user.keyboard('{Enter}');
      expect(
        await screen.findByRole('menuitemcheckbox', { name: 'Shows', checked: true }),
      ).toBeVisible();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      expect(button).toHaveFocus();
    }
  });

  it('asks a signed-out visitor to log in, then opens the menu', async () => {
    const login = vi.fn(async () => true);
    await renderCards({ ...signedIn, isAuthenticated: false, user: null, login });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Add Orbit of Ash to a list' }));
    const prompt = await screen.findByRole('dialog', { name: 'Log in' });
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(within(prompt).getByRole('button', { name: 'Log in' }));

    expect(login).toHaveBeenCalledOnce();
    expect(await screen.findByRole('menuitem', { name: 'New list…' })).toBeVisible();
    // Signed out, there was nothing of the visitor's to read.
    expect(requests).toEqual([]);
  });
});
