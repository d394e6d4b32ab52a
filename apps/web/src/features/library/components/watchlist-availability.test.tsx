/**
 * The Watchlist screen's availability: each card names where its title can be watched in the
 * visitor's watch region (subscription first), and "Streaming now" is written to the address
 * and asked of the API with the region, which answers the offers with the page.
 */
import type { Provider, RegionOffers, WatchlistItem } from '@media-search/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthContext } from '@/lib/auth-context.ts';
import { saveWatchRegion, WATCH_REGION_KEY } from '@/lib/watch-region.ts';
import { apiUrl, fakeApi } from '@/testing/fake-api.ts';
import { renderWithApp } from '@/testing/render.tsx';
import type { WatchlistSearch } from '../lib/watchlist-view.ts';
import { WatchlistScreen } from './watchlist-screen.tsx';
import { signedIn } from '@/testing/fixtures/auth.ts';

const provider = (providerId: number, providerName: string): Provider => ({
  providerId,
  providerName,
  logoPath: `/logo-${providerId}.png`,
  displayPriority: providerId,
});

const noOffers: RegionOffers = {
  code: 'GB',
  link: null,
  flatrate: [],
  free: [],
  ads: [],
  rent: [],
  buy: [],
};

const film = (mediaId: number, title: string, offers: RegionOffers): WatchlistItem => ({
  id: `w${mediaId}`,
  mediaType: 'movie',
  mediaId,
  title,
  releaseDate: '1999-03-31',
  posterPath: null,
  voteAverage: 8,
  addedAt: '2026-01-01T00:00:00Z',
  offers,
});

const streaming = film(101, 'Orbit of Ash', {
  ...noOffers,
  flatrate: [provider(8, 'Netflix')],
  rent: [provider(2, 'Apple TV'), provider(3, 'Google Play'), provider(10, 'Amazon Video')],
  buy: [provider(2, 'Apple TV'), provider(192, 'YouTube')],
});
const notStreaming = film(102, 'Paper Tides', noOffers);

/** Answers the page's request (the whole list's too) and keeps the page's query strings. */
function serveWatchlist() {
  const asked: URLSearchParams[] = [];
  fakeApi.use(
    http.get(apiUrl('/api/me/watchlist'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      if (query.get('pageSize') !== '200') asked.push(query);
      const results = query.get('streaming') === 'now' ? [] : [streaming, notStreaming];
      return HttpResponse.json({
        page: 1,
        pageSize: 50,
        totalResults: results.length,
        totalPages: 1,
        results,
      });
    }),
  );
  return asked;
}

const renderScreen = (search: WatchlistSearch) =>
  renderWithApp(
    <AuthContext.Provider value={signedIn}>
      <WatchlistScreen search={search} />
    </AuthContext.Provider>,
  );

describe('the Watchlist screen’s availability', () => {
  // The region chosen lasts for the page too, not only in storage: back to the browser's.
  afterEach(() => {
    saveWatchRegion('US');
    localStorage.removeItem(WATCH_REGION_KEY);
  });

  it('names each title’s services in the visitor’s region, subscription first', async () => {
    saveWatchRegion('GB');
    const asked = serveWatchlist();
    await renderScreen({});
    const card = (await screen.findByRole('heading', { level: 2, name: 'Orbit of Ash' })).closest(
      '.MuiCard-root',
    ) as HTMLElement;
    const lists = within(card).getAllByRole('list');
    expect(lists.map((list) => list.textContent)).toEqual([
      'Netflix',
      'Apple TVGoogle PlayAmazon Video',
    ]);
    expect(within(card).getByText('Subscription')).toBeVisible();
    expect(within(card).getByText('Rent or buy')).toBeVisible();
    // Apple TV both rents and sells it: one entry, and YouTube is the one more.
    expect(within(card).getByText('and 1 more')).toBeVisible();
    const other = screen
      .getByRole('heading', { level: 2, name: 'Paper Tides' })
      .closest('.MuiCard-root') as HTMLElement;
    expect(within(other).getByText('Not available in United Kingdom')).toBeVisible();
    expect(asked[0]?.get('region')).toBe('GB');
    expect(asked[0]?.has('streaming')).toBe(false);
  });

  it('writes "Streaming now" to the address and asks the API for it in the region', async () => {
    const asked = serveWatchlist();
    const { router } = await renderScreen({ sort: 'title' });
    await screen.findByRole('heading', { level: 2, name: 'Orbit of Ash' });
    const toggle = screen.getByRole('switch', { name: 'Streaming now' });
    expect(toggle).not.toBeChecked();
    await userEvent.setup().click(toggle);
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ sort: 'title', streaming: 'now' }),
    );
    expect(asked[0]?.get('region')).toBe('US');
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('United States');
  });

  it('asks for what streams and says so when nothing does', async () => {
    const asked = serveWatchlist();
    await renderScreen({ streaming: 'now' });
    expect(
      await screen.findByText(
        'Nothing on your watchlist is on a subscription service in United States.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Streaming now' })).toBeChecked();
    expect(asked.map((query) => `${query.get('region')} ${query.get('streaming')}`)).toEqual([
      'US now',
    ]);
  });
});
