import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nWrapper } from '@/testing/i18n-wrapper.tsx';
import { SEARCH_DEBOUNCE_MS, SearchScreen } from './search-screen.tsx';

// Results are covered on their own; here only the box and the debounced search matter. The
// screen reaches the results only through their chunk's loader: mocked there, the results'
// own module and its imports are never loaded, so no import of theirs can still be on its way
// when a test ends (under load one was, and failed the run once the environment was gone).
vi.mock('../search-results-chunk.ts', () => ({
  loadSearchResults: () =>
    Promise.resolve({
      SearchResults: ({ text }: { text: string }) => <p>results for {text}</p>,
    }),
}));

/** The results' first tab, as a search opens on. */
const ALL_TAB = { type: 'all', onTypeChange: () => undefined } as const;

const placeholder = 'Search Movies, TV, Actors';

describe('SearchScreen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches 500 ms after typing stops, and not before', async () => {
    const onQueryChange = vi.fn();
    render(<SearchScreen {...ALL_TAB} query="" onQueryChange={onQueryChange} />, {
      wrapper: I18nWrapper,
    });
    const input = screen.getByPlaceholderText(placeholder);
    fireEvent.change(input, { target: { value: 'orb' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 100);
    });
    fireEvent.change(input, { target: { value: 'orbit' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    });
    expect(onQueryChange).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(onQueryChange).toHaveBeenCalledExactlyOnceWith('orbit');
  });

  it('shows no results and runs no search for empty text', () => {
    render(<SearchScreen {...ALL_TAB} query="" onQueryChange={vi.fn()} />, {
      wrapper: I18nWrapper,
    });
    expect(screen.queryByText(/results for/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('the clear button empties the box and refocuses it', async () => {
    const onQueryChange = vi.fn();
    render(<SearchScreen {...ALL_TAB} query="orbit" onQueryChange={onQueryChange} />, {
      wrapper: I18nWrapper,
    });
    // The results list is a chunk of its own: let it load.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('results for orbit')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    const input = screen.getByPlaceholderText(placeholder);
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    });
    expect(onQueryChange).toHaveBeenCalledExactlyOnceWith('');
  });

  it('keeps what was typed while the address catches up with an earlier search', async () => {
    const onQueryChange = vi.fn();
    const { rerender } = render(
      <SearchScreen {...ALL_TAB} query="" onQueryChange={onQueryChange} />,
      { wrapper: I18nWrapper },
    );
    const input = screen.getByPlaceholderText(placeholder);
    fireEvent.change(input, { target: { value: 'or' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    });
    expect(onQueryChange).toHaveBeenCalledExactlyOnceWith('or');
    // On a slow phone the visitor types on before the address says "or".
    fireEvent.change(input, { target: { value: 'orbit' } });
    rerender(<SearchScreen {...ALL_TAB} query="or" onQueryChange={onQueryChange} />);
    expect(input).toHaveValue('orbit');
    // A change the box did not ask for (Back) still shows.
    rerender(<SearchScreen {...ALL_TAB} query="comet" onQueryChange={onQueryChange} />);
    expect(input).toHaveValue('comet');
  });

  it('follows the address when it changes, e.g. on back', () => {
    const { rerender } = render(
      <SearchScreen {...ALL_TAB} query="orbit" onQueryChange={vi.fn()} />,
      {
        wrapper: I18nWrapper,
      },
    );
    rerender(<SearchScreen {...ALL_TAB} query="comet" onQueryChange={vi.fn()} />);
    expect(screen.getByPlaceholderText(placeholder)).toHaveValue('comet');
  });
});
