import { ApiError, searchAll, type SearchResult } from '@media-search/api-client';
import type * as ApiClient from '@media-search/api-client';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render.tsx';
import { SearchResults } from './search-results.tsx';

vi.mock('@media-search/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  searchAll: vi.fn(),
}));

const searchAllMock = vi.mocked(searchAll);

type SearchAnswer = Awaited<ReturnType<typeof searchAll<true>>>;

/** A successful answer with one page of (partial) results, typed as the client's answer. */
function page(results: Partial<SearchResult>[]): SearchAnswer {
  return {
    data: { page: 1, totalPages: 1, totalResults: results.length, results },
  } as unknown as SearchAnswer;
}

function answer(results: Partial<SearchResult>[]) {
  searchAllMock.mockResolvedValue(page(results));
}

describe('SearchResults', () => {
  beforeEach(() => {
    searchAllMock.mockReset();
  });

  it('shows a spinner while the first page loads', async () => {
    let settle: (answer: SearchAnswer) => void = () => undefined;
    searchAllMock.mockReturnValue(new Promise<SearchAnswer>((resolve) => (settle = resolve)));
    await renderWithApp(<SearchResults text="orbit" />);
    // The spinner's own code loads on first use, so it appears a moment later.
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    settle(page([]));
    expect(await screen.findByText('No Results')).toBeInTheDocument();
  });

  it('says No Results when the first page is empty', async () => {
    answer([]);
    await renderWithApp(<SearchResults text="zzzz" />);
    expect(await screen.findByText('No Results')).toBeInTheDocument();
  });

  it('lists the results of page 1', async () => {
    answer([
      { id: 101, mediaType: 'movie', title: 'Orbit of Ash', name: null, releaseDate: '1999-10-15' },
    ]);
    await renderWithApp(<SearchResults text="orbit" />);
    expect(await screen.findByRole('link', { name: /Orbit of Ash/ })).toHaveAttribute(
      'href',
      '/movie/101',
    );
    expect(searchAllMock).toHaveBeenCalledWith(
      expect.objectContaining({ path: { searchText: 'orbit' }, query: { page: 1 } }),
    );
  });

  it('replaces the results with Error: and the message when the load fails', async () => {
    searchAllMock.mockRejectedValue(new ApiError(502, 'UPSTREAM', 'TMDB is down.'));
    await renderWithApp(<SearchResults text="orbit" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: TMDB is down.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
