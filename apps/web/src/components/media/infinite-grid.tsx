/**
 * Results in a scrolling box of 80% of the viewport height that asks for the next page when
 * scrolled to within 5 px of its bottom (SPEC §9).
 */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { SearchResult } from '@media-search/api-client';
import { useCallback, useEffect, useRef } from 'react';
import { ResultCard } from './result-card.tsx';
import { cardGridSx } from './card-grid.ts';

export const NEAR_BOTTOM_PX = 5;

interface InfiniteGridProps {
  /** Names the scrolling region for assistive technology. */
  label: string;
  items: readonly SearchResult[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

export function InfiniteGrid({
  label,
  items,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: InfiniteGridProps) {
  const scroller = useRef<HTMLDivElement>(null);

  const loadMoreNearBottom = useCallback(() => {
    const box = scroller.current;
    if (!box || !hasNextPage || isFetchingNextPage) return;
    if (box.scrollHeight - box.scrollTop - box.clientHeight <= NEAR_BOTTOM_PX) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // A page too short to scroll already sits at its bottom: keep loading until the box fills.
  useEffect(loadMoreNearBottom, [loadMoreNearBottom, items.length]);

  return (
    <Box
      ref={scroller}
      onScroll={loadMoreNearBottom}
      role="region"
      aria-label={label}
      aria-busy={isFetchingNextPage}
      // Focusable so keyboard users can scroll it (and so load more) with the arrow keys.
      tabIndex={0}
      sx={{ height: '80vh', overflowY: 'auto', borderRadius: 1 }}
    >
      <Box component="ul" sx={{ ...cardGridSx, p: 1 }}>
        {items.map((item) => (
          <li key={`${item.mediaType}-${item.id}`}>
            <ResultCard result={item} />
          </li>
        ))}
      </Box>
      {isFetchingNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress size={32} aria-label="Loading more results" />
        </Box>
      )}
    </Box>
  );
}
