/** The watchlist bookmark and the visitor's own stars, against the fake API. */
import type { ErrorResponse, Rating, WatchlistItem } from '@media-search/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext, type Auth } from '@/lib/auth-context.ts';
import { apiUrl, fakeApi } from '@/testing/fake-api.ts';
import { renderWithApp } from '@/testing/render.tsx';
import { WatchlistToggle } from './watchlist-toggle.tsx';
import { YourRating } from './your-rating.tsx';
import { signedIn } from '@/testing/fixtures/auth.ts';

const film = { mediaType: 'movie' as const, id: 603, title: 'The Matrix' };

const page = <Row,>(results: Row[]) => ({
  page: 1,
  pageSize: 200,
  totalResults: results.length,
  totalPages: 1,
  results,
});

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

const watchlistItem: WatchlistItem = {
  id: 'w1',
  mediaType: 'movie',
  mediaId: 603,
  title: 'The Matrix',
  releaseDate: '1999-03-31',
  posterPath: null,
  voteAverage: 8.2,
  addedAt: '2026-01-01T00:00:00Z',
};

function renderAs(auth: Auth, ui: React.ReactNode) {
  return renderWithApp(<AuthContext.Provider value={auth}>{ui}</AuthContext.Provider>);
}

const bookmark = () => screen.getByRole('button', { name: /watchlist/ });

describe('the watchlist bookmark', () => {
  it('asks a signed-out visitor to log in, then adds the title once they have', async () => {
    const added: string[] = [];
    fakeApi.use(
      http.put(apiUrl('/api/me/watchlist/:type/:id'), ({ params }) => {
        added.push(`${String(params.type)}/${String(params.id)}`);
        return HttpResponse.json(watchlistItem, { status: 201 });
      }),
    );
    const login = vi.fn(async () => true);
    await renderAs(
      { ...signedIn, isAuthenticated: false, user: null, login },
      <WatchlistToggle target={film} />,
    );
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Add The Matrix to watchlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(added).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    expect(login).toHaveBeenCalledOnce();
    await waitFor(() => expect(added).toEqual(['movie/603']));
  });

  it('fills at once, and empties again with a message when the API fails', async () => {
    const answer = held();
    fakeApi.use(
      http.get(apiUrl('/api/me/watchlist'), () => HttpResponse.json(page([]))),
      http.put(apiUrl('/api/me/watchlist/:type/:id'), async () => {
        await answer.released;
        return failure(500, 'Internal Server Error');
      }),
    );
    await renderAs(signedIn, <WatchlistToggle target={film} />);
    await waitFor(() => expect(bookmark()).toHaveAttribute('aria-pressed', 'false'));

    await userEvent.setup().click(bookmark());
    expect(bookmark()).toHaveAttribute('aria-pressed', 'true');
    expect(bookmark()).toHaveAccessibleName('Remove The Matrix from watchlist');

    answer.release();
    expect(await screen.findByRole('alert')).toHaveTextContent('That change could not be saved');
    expect(bookmark()).toHaveAttribute('aria-pressed', 'false');
  });

  it("shows the API's own message when the watchlist is full (409)", async () => {
    fakeApi.use(
      http.get(apiUrl('/api/me/watchlist'), () => HttpResponse.json(page([]))),
      http.put(apiUrl('/api/me/watchlist/:type/:id'), () =>
        failure(409, 'Your watchlist holds 5000 titles, the most it can.'),
      ),
    );
    await renderAs(signedIn, <WatchlistToggle target={film} />);
    await waitFor(() => expect(bookmark()).toHaveAttribute('aria-pressed', 'false'));

    await userEvent.setup().click(bookmark());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your watchlist holds 5000 titles, the most it can.',
    );
    expect(bookmark()).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows a saved title as on the list, and takes it off', async () => {
    const removed: string[] = [];
    fakeApi.use(
      http.get(apiUrl('/api/me/watchlist'), () => HttpResponse.json(page([watchlistItem]))),
      http.delete(apiUrl('/api/me/watchlist/:type/:id'), ({ params }) => {
        removed.push(`${String(params.type)}/${String(params.id)}`);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await renderAs(signedIn, <WatchlistToggle target={film} />);
    await waitFor(() => expect(bookmark()).toHaveAttribute('aria-pressed', 'true'));

    await userEvent.setup().click(bookmark());

    await waitFor(() => expect(removed).toEqual(['movie/603']));
  });
});

const rating = (stars: number): Rating => ({
  id: 'r1',
  mediaType: 'movie',
  mediaId: 603,
  seasonNumber: null,
  episodeNumber: null,
  title: 'The Matrix',
  episodeName: null,
  releaseDate: '1999-03-31',
  posterPath: null,
  rating: stars,
  ratedAt: '2026-01-01T00:00:00Z',
});

describe("the visitor's own rating", () => {
  it('sends the stars chosen once the visitor stops choosing, and clears them', async () => {
    const sent: (number | null)[] = [];
    let saved: Rating[] = [];
    fakeApi.use(
      http.get(apiUrl('/api/me/ratings'), () => HttpResponse.json(page(saved))),
      http.put(apiUrl('/api/me/ratings/movie/:id'), async ({ request }) => {
        const { rating: stars } = (await request.json()) as { rating: number };
        sent.push(stars);
        saved = [rating(stars)];
        return HttpResponse.json(rating(stars), { status: 201 });
      }),
      http.delete(apiUrl('/api/me/ratings/movie/:id'), () => {
        sent.push(null);
        saved = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await renderAs(signedIn, <YourRating target={film} />);
    const user = userEvent.setup();
    const group = screen.getByRole('group', { name: 'Your rating' });

    // Straight on the radios: jsdom has no layout for the pointer's half stars, nor arrow keys
    // for radios (e2e/watchlist.spec.ts rates by keyboard in a browser).
    fireEvent.click(within(group).getByRole('radio', { name: '4 stars' }));
    fireEvent.click(within(group).getByRole('radio', { name: '4.5 stars' }));
    expect(within(group).getByRole('radio', { name: '4.5 stars' })).toBeChecked();
    // Passing through 4 on the way, only 4.5 is sent.
    await waitFor(() => expect(sent).toEqual([4.5]));

    await user.click(await screen.findByRole('button', { name: 'Clear rating' }));
    await waitFor(() => expect(sent).toEqual([4.5, null]));
    await waitFor(() =>
      expect(within(group).getByRole('radio', { name: 'Not rated' })).toBeChecked(),
    );
  });

  it('puts the old rating back with a message when the API fails', async () => {
    fakeApi.use(
      http.get(apiUrl('/api/me/ratings'), () => HttpResponse.json(page([rating(3)]))),
      http.put(apiUrl('/api/me/ratings/movie/:id'), () => failure(500, 'Internal Server Error')),
    );
    await renderAs(signedIn, <YourRating target={film} />);
    const group = screen.getByRole('group', { name: 'Your rating' });
    await waitFor(() =>
      expect(within(group).getByRole('radio', { name: '3 stars' })).toBeChecked(),
    );

    await userEvent.setup().click(within(group).getByRole('radio', { name: '5 stars' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('That change could not be saved');
    expect(within(group).getByRole('radio', { name: '3 stars' })).toBeChecked();
  });

  it("rates an episode on its own, apart from its show and the show's other episodes", async () => {
    const episode = {
      mediaType: 'episode' as const,
      id: 1399,
      title: 'Game of Thrones',
      seasonNumber: 1,
      episodeNumber: 3,
    };
    const episodeRating = (episodeNumber: number, stars: number): Rating => ({
      ...rating(stars),
      id: `e${episodeNumber}`,
      mediaType: 'episode',
      mediaId: 1399,
      seasonNumber: 1,
      episodeNumber,
      title: 'Game of Thrones',
      episodeName: 'Lord Snow',
    });
    const showRating: Rating = { ...rating(2), id: 's', mediaType: 'tv', mediaId: 1399 };
    let saved = [showRating, episodeRating(2, 1)];
    const sent: string[] = [];
    const episodePath = '/api/me/ratings/tv/:id/seasons/:season/episodes/:episode';
    fakeApi.use(
      http.get(apiUrl('/api/me/ratings'), () => HttpResponse.json(page(saved))),
      http.put(apiUrl(episodePath), async ({ request }) => {
        const { rating: stars } = (await request.json()) as { rating: number };
        sent.push(`PUT ${new URL(request.url).pathname} ${stars}`);
        saved = [...saved, episodeRating(3, stars)];
        return HttpResponse.json(episodeRating(3, stars), { status: 201 });
      }),
      http.delete(apiUrl(episodePath), ({ request }) => {
        sent.push(`DELETE ${new URL(request.url).pathname}`);
        saved = saved.filter((row) => row.id !== 'e3');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await renderAs(signedIn, <YourRating target={episode} />);
    const group = screen.getByRole('group', { name: 'Your rating' });
    // Neither the show's 2 stars nor episode 2's 1 star is this episode's.
    await waitFor(() =>
      expect(within(group).getByRole('radio', { name: 'Not rated' })).toBeChecked(),
    );

    fireEvent.click(within(group).getByRole('radio', { name: '4.5 stars' }));
    const third = '/api/me/ratings/tv/1399/seasons/1/episodes/3';
    await waitFor(() => expect(sent).toEqual([`PUT ${third} 4.5`]));
    expect(within(group).getByRole('radio', { name: '4.5 stars' })).toBeChecked();

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Clear rating' }));
    await waitFor(() => expect(sent).toEqual([`PUT ${third} 4.5`, `DELETE ${third}`]));
    await waitFor(() =>
      expect(within(group).getByRole('radio', { name: 'Not rated' })).toBeChecked(),
    );
  });

  it("puts an episode's old rating back with a message when the API fails", async () => {
    const episode = {
      mediaType: 'episode' as const,
      id: 1399,
      title: 'Game of Thrones',
      seasonNumber: 0,
      episodeNumber: 1,
    };
    const special: Rating = {
      ...rating(3),
      mediaType: 'episode',
      mediaId: 1399,
      seasonNumber: 0,
      episodeNumber: 1,
    };
    fakeApi.use(
      http.get(apiUrl('/api/me/ratings'), () => HttpResponse.json(page([special]))),
      http.put(apiUrl('/api/me/ratings/tv/:id/seasons/:season/episodes/:episode'), () =>
        failure(500, 'Internal Server Error'),
      ),
    );
    await renderAs(signedIn, <YourRating target={episode} />);
    const group = screen.getByRole('group', { name: 'Your rating' });
    // A special (season 0) is found too.
    await waitFor(() =>
      expect(within(group).getByRole('radio', { name: '3 stars' })).toBeChecked(),
    );

    fireEvent.click(within(group).getByRole('radio', { name: '5 stars' }));
    fireEvent.blur(within(group).getByRole('radio', { name: '5 stars' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('That change could not be saved');
    expect(within(group).getByRole('radio', { name: '3 stars' })).toBeChecked();
  });

  it('asks a signed-out visitor to log in before rating', async () => {
    await renderAs(
      { ...signedIn, isAuthenticated: false, user: null, login: async () => false },
      <YourRating target={film} />,
    );
    await userEvent.setup().click(screen.getByRole('radio', { name: '4 stars' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeVisible();
  });
});
