/**
 * Results in a scrolling box of 80% of the viewport height that asks for the next page when
 * scrolled to within 5 px of its bottom (SPEC §9). Keyboard users, who tab through cards
 * rather than scroll, reach a "Load more results" button after the last card; it loads the
 * next page and moves focus to its first card. A status line announces how many are shown.
 * (Focusing the last card scrolls the box to its bottom, which loads the next page too.)
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { SearchResult } from '@media-search/api-client';
import { useCallback, useEffect, useRef } from 'react';
import { countOf } from '../../lib/format.ts';
import { visuallyHidden } from '../../theme/visually-hidden.ts';
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
  const list = useRef<HTMLUListElement>(null);
  const loadMoreButton = useRef<HTMLButtonElement>(null);
  // How many cards there were before the page that is loading: the first new one is next.
  const loadedBefore = useRef(items.length);

  const loadMoreNearBottom = useCallback(() => {
    const box = scroller.current;
    if (!box || !hasNextPage || isFetchingNextPage) return;
    if (box.scrollHeight - box.scrollTop - box.clientHeight <= NEAR_BOTTOM_PX) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // A page too short to scroll already sits at its bottom: keep loading until the box fills.
  useEffect(loadMoreNearBottom, [loadMoreNearBottom, items.length]);

  // A keyboard user waiting on Load more (whichever way the page was asked for) goes on to the
  // first new card, which arrived before the button in the tab order.
  useEffect(() => {
    const firstNew = loadedBefore.current;
    loadedBefore.current = items.length;
    if (items.length <= firstNew || document.activeElement !== loadMoreButton.current) return;
    list.current?.children[firstNew]?.querySelector<HTMLElement>('a')?.focus();
  }, [items.length]);

  const loadMore = () => void fetchNextPage();

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
      <Box component="ul" ref={list} sx={{ ...cardGridSx, p: 1 }}>
        {items.map((item) => (
          <li key={`${item.mediaType}-${item.id}`}>
            <ResultCard result={item} />
          </li>
        ))}
      </Box>
      {hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          {/* Stays in place while loading, so a keyboard user's next Tab never skips ahead. */}
          <Button
            ref={loadMoreButton}
            variant="outlined"
            onClick={isFetchingNextPage ? undefined : loadMore}
            aria-disabled={isFetchingNextPage}
            startIcon={
              isFetchingNextPage && <CircularProgress size={16} aria-label="Loading more results" />
            }
          >
            Load more results
          </Button>
        </Box>
      )}
      <Box role="status" sx={visuallyHidden}>
        {items.length > 0 && `Showing ${countOf(items.length, 'result')}`}
      </Box>
    </Box>
  );
}
