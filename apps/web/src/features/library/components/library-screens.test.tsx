/** The Watchlist and Ratings screens: what the address chooses, and what the API is asked. */
import type { Rating, WatchlistItem } from '@media-search/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AuthContext } from '@/lib/auth-context.ts';
import { apiUrl, fakeApi } from '@/testing/fake-api.ts';
import { renderWithApp } from '@/testing/render.tsx';
import { RatingsScreen } from './ratings-screen.tsx';
import { WatchlistScreen } from './watchlist-screen.tsx';
import { signedIn } from '@/testing/fixtures/auth.ts';

const page = <Row,>(results: Row[]) => ({
  page: 1,
  pageSize: 50,
  totalResults: results.length,
  totalPages: 1,
  results,
});

const item: WatchlistItem = {
  id: 'w1',
  mediaType: 'movie',
  mediaId: 603,
  title: 'The Matrix',
  releaseDate: '1999-03-31',
  posterPath: null,
  voteAverage: 8.2,
  addedAt: '2026-01-01T00:00:00Z',
};

/** Answers with `rows` and keeps each request's query, as `type sort`. */
function serve<Row>(path: string, rows: Row[]) {
  const asked: string[] = [];
  fakeApi.use(
    http.get(apiUrl(path), ({ request }) => {
      const query = new URL(request.url).searchParams;
      if (query.get('pageSize') !== '200') asked.push(`${query.get('type')} ${query.get('sort')}`);
      return HttpResponse.json(page(rows));
    }),
  );
  return asked;
}

describe('the Watchlist screen', () => {
  it('writes its type and sort to the address and asks the API for them', async () => {
    const asked = serve('/api/me/watchlist', [item]);
    const { router } = await renderWithApp(
      <AuthContext.Provider value={signedIn}>
        <WatchlistScreen search={{}} />
      </AuthContext.Provider>,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'The Matrix' })).toBeVisible();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Movies' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ type: 'movie' }));

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Title' }));
    // The screen's search is this test's `{}`: each choice is written on top of it.
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'title' }));
    expect(asked[0]).toBe('all added');
  });

  it('shows a title added elsewhere since the whole list was last read', async () => {
    // The whole list (what the bookmarks read) was read before the title was added on another
    // device; the page, read after, has it.
    let wholeRead: () => void = () => undefined;
    const wholeAnswered = new Promise<void>((resolve) => (wholeRead = resolve));
    fakeApi.use(
      http.get(apiUrl('/api/me/watchlist'), async ({ request }) => {
        if (new URL(request.url).searchParams.get('pageSize') === '200') {
          wholeRead();
          return HttpResponse.json(page([]));
        }
        await wholeAnswered;
        await delay(50);
        return HttpResponse.json(page([item]));
      }),
    );
    await renderWithApp(
      <AuthContext.Provider value={signedIn}>
        <WatchlistScreen search={{}} />
      </AuthContext.Provider>,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'The Matrix' })).toBeVisible();
  });

  it('asks for the address’s choice and says what to do when the list is empty', async () => {
    const asked = serve('/api/me/watchlist', []);
    await renderWithApp(
      <AuthContext.Provider value={signedIn}>
        <WatchlistScreen search={{}} />
      </AuthContext.Provider>,
    );
    expect(await screen.findByText('Your watchlist is empty.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See popular movies' })).toBeVisible();
    expect(asked).toEqual(['all added']);
  });
});

const rated = (id: string, stars: number): Rating => ({
  id,
  mediaType: 'movie',
  mediaId: Number(id.slice(1)),
  seasonNumber: null,
  episodeNumber: null,
  title: `Film ${id}`,
  episodeName: null,
  releaseDate: null,
  posterPath: null,
  rating: stars,
  ratedAt: '2026-01-01T00:00:00Z',
});

describe('the Ratings screen', () => {
  it('lists ratings in the order the address asks, with their spread as a table', async () => {
    const asked = serve('/api/me/ratings', [rated('r1', 4.5), rated('r2', 4.5), rated('r3', 2)]);
    await renderWithApp(
      <AuthContext.Provider value={signedIn}>
        <RatingsScreen search={{ sort: 'rating' }} />
      </AuthContext.Provider>,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Film r1' })).toBeVisible();
    expect(asked[0]).toBe('all rating');
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /^4\.5/ });
    expect(row).toHaveTextContent('2');
  });
});
