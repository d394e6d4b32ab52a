import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/render.tsx';
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
});
