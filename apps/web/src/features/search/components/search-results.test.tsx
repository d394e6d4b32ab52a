import type { ResultListResponse, SearchResult } from '@media-search/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, apiUrl, failOnce, fakeApi, heldAnswer } from '@/testing/fake-api.ts';
import { movieResult } from '@/testing/fixtures/shared.ts';
import { renderWithApp } from '@/testing/render.tsx';
import { SearchResults } from './search-results.tsx';

/** The results' first tab, as a search opens on. */
const ALL_TAB = { type: 'all', onTypeChange: () => undefined } as const;

/** GET /api/search/{text}'s answer: one page of `results`. */
function onePage(results: SearchResult[]): ResultListResponse {
  return { page: 1, totalPages: 1, totalResults: results.length, results };
}

/** The results for each text in turn, the next one when "Type more" is pressed. */
function Typing({ texts }: { texts: string[] }) {
  const [index, setIndex] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setIndex((at) => at + 1)}>
        Type more
      </button>
      <SearchResults
        {...ALL_TAB}
        text={texts[index] ?? ''}
        untilFirstResults={<p>Rows to browse</p>}
      />
    </>
  );
}

// Every search asks for its tabs' counts; search-tabs.test.tsx is about them.
beforeEach(() => {
  fakeApi.use(
    http.get(apiUrl('/api/search-counts/:text'), () =>
      HttpResponse.json({ all: 1, movie: 1, tv: 0, person: 0 }),
    ),
  );
});

describe('SearchResults while the visitor types', () => {
  it('keeps what was there, under a progress bar, until the first results come', async () => {
    const held = heldAnswer('/api/search/orb', onePage([movieResult(101, 'Orbit of Ash', null)]));
    fakeApi.use(held.handler);
    await renderWithApp(<Typing texts={['orb']} />);
    expect(screen.getByText('Rows to browse')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    held.release();
    expect(await screen.findByRole('link', { name: /Orbit of Ash/ })).toBeVisible();
    expect(screen.queryByText('Rows to browse')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('keeps the last results, marked busy, while a newer text loads', async () => {
    const held = heldAnswer('/api/search/orbit', onePage([movieResult(102, 'Orbital', null)]));
    fakeApi.use(
      answer('/api/search/orb', onePage([movieResult(101, 'Orbit of Ash', null)])),
      held.handler,
    );
    await renderWithApp(<Typing texts={['orb', 'orbit']} />);
    await screen.findByRole('link', { name: /Orbit of Ash/ });
    await userEvent.click(screen.getByRole('button', { name: 'Type more' }));
    expect(screen.getByRole('link', { name: /Orbit of Ash/ })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    held.release();
    expect(await screen.findByRole('link', { name: /Orbital/ })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Orbit of Ash/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('never shows an older text’s answer once a newer text’s has come', async () => {
    const older = heldAnswer('/api/search/o', onePage([movieResult(103, 'Old Prefix', null)]));
    fakeApi.use(
      older.handler,
      answer('/api/search/orb', onePage([movieResult(101, 'Orbit of Ash', null)])),
    );
    const { queryClient } = await renderWithApp(<Typing texts={['o', 'orb']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Type more' }));
    expect(await screen.findByRole('link', { name: /Orbit of Ash/ })).toBeVisible();
    older.release();
    // The older search settles (answered, or dropped once nothing watched it) before looking.
    const olderSearch = queryClient
      .getQueryCache()
      .findAll()
      .find((query) => JSON.stringify(query.queryKey).includes('"searchText":"o"'));
    expect(olderSearch).toBeDefined();
    await waitFor(() => expect(olderSearch?.state.fetchStatus).toBe('idle'));
    expect(screen.queryByRole('link', { name: /Old Prefix/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Orbit of Ash/ })).toBeVisible();
  });
});

describe('SearchResults', () => {
  it('shows a spinner while the first page loads', async () => {
    const held = heldAnswer('/api/search/orbit', onePage([]));
    fakeApi.use(held.handler);
    await renderWithApp(<SearchResults {...ALL_TAB} text="orbit" />);
    // The spinner's own code loads on first use, so it appears a moment later.
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    held.release();
    expect(await screen.findByText('No Results')).toBeInTheDocument();
  });

  it('says No Results when the first page is empty', async () => {
    fakeApi.use(answer('/api/search/zzzz', onePage([])));
    await renderWithApp(<SearchResults {...ALL_TAB} text="zzzz" />);
    expect(await screen.findByText('No Results')).toBeInTheDocument();
  });

  it('says what to try next when nothing matches, and leads to Discover', async () => {
    fakeApi.use(answer('/api/search/zzzz', onePage([])));
    await renderWithApp(<SearchResults {...ALL_TAB} text="zzzz" />);
    await screen.findByText('No Results');
    expect(screen.getByText('Check the spelling or try a shorter search.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse in Discover' })).toHaveAttribute(
      'href',
      '/discover/movies',
    );
  });

  it('lists the results of page 1 of the search for the text', async () => {
    fakeApi.use(
      http.get(apiUrl('/api/search/orbit'), ({ request }) =>
        new URL(request.url).searchParams.get('page') === '1'
          ? HttpResponse.json(onePage([movieResult(101, 'Orbit of Ash', '1999-10-15')]))
          : HttpResponse.json(onePage([]), { status: 400 }),
      ),
    );
    await renderWithApp(<SearchResults {...ALL_TAB} text="orbit" />);
    expect(await screen.findByRole('link', { name: /Orbit of Ash/ })).toHaveAttribute(
      'href',
      '/movie/101',
    );
  });

  it('ends the list at an empty page, however many pages the upstream claims', async () => {
    // TMDB can count more pages than it delivers: page 2 comes back empty of 5.
    const asked: number[] = [];
    fakeApi.use(
      http.get(apiUrl('/api/search/orbit'), ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        asked.push(page);
        const results = page === 2 ? [] : [movieResult(100 + page, `Orbit ${page}`, null)];
        return HttpResponse.json({ page, totalPages: 5, totalResults: 100, results });
      }),
    );
    await renderWithApp(<SearchResults {...ALL_TAB} text="orbit" />);
    expect(await screen.findByRole('link', { name: /Orbit 1/ })).toBeInTheDocument();
    // jsdom lays nothing out, so the grid sits at its bottom and asks for page 2 at once.
    await waitFor(() => expect(asked).toContain(2));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Load more results' })).not.toBeInTheDocument(),
    );
    expect(asked).toEqual([1, 2]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 result');
  });

  it('replaces the results with Error: and the message when the load fails, until Try again', async () => {
    fakeApi.use(
      failOnce('/api/search/orbit', 'TMDB is down.'),
      answer('/api/search/orbit', onePage([movieResult(101, 'Orbit of Ash', '1999-10-15')])),
    );
    await renderWithApp(<SearchResults {...ALL_TAB} text="orbit" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: TMDB is down.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Orbit of Ash/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
