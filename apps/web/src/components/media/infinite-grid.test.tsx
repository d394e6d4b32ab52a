import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render.tsx';
import { InfiniteGrid } from './infinite-grid.tsx';

// jsdom lays nothing out, so the grid always reads as scrolled to its bottom.
describe('InfiniteGrid', () => {
  it('asks for the next page at the bottom while there is one', async () => {
    const fetchNextPage = vi.fn();
    await renderWithApp(
      <InfiniteGrid
        label="Results"
        items={[]}
        hasNextPage
        isFetchingNextPage={false}
        fetchNextPage={fetchNextPage}
      />,
    );
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('does not ask when on the last page or already fetching', async () => {
    const fetchNextPage = vi.fn();
    await renderWithApp(
      <>
        <InfiniteGrid
          label="Last"
          items={[]}
          hasNextPage={false}
          isFetchingNextPage={false}
          fetchNextPage={fetchNextPage}
        />
        <InfiniteGrid
          label="Busy"
          items={[]}
          hasNextPage
          isFetchingNextPage
          fetchNextPage={fetchNextPage}
        />
      </>,
    );
    expect(fetchNextPage).not.toHaveBeenCalled();
  });

  it('says how many results are shown, for screen readers too', async () => {
    const item = {
      id: 1,
      mediaType: 'movie' as const,
      title: 'Orbit of Ash',
      name: null,
      overview: '',
      backdropPath: null,
      posterPath: null,
      profilePath: null,
      releaseDate: '2001-01-01',
      firstAirDate: null,
      voteAverage: 7,
      popularity: 1,
      knownForDepartment: null,
    };
    const screen = await renderWithApp(
      <InfiniteGrid
        label="Results"
        items={[item, { ...item, id: 2 }]}
        hasNextPage={false}
        isFetchingNextPage={false}
        fetchNextPage={vi.fn()}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 results');
    expect(screen.queryByRole('button', { name: 'Load more results' })).toBeNull();
  });
});
