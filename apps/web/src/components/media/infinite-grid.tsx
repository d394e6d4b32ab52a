/**
 * Results in a scrolling box of 80% of the viewport height that asks for the next page when
 * scrolled to within 5 px of its bottom (SPEC §9), on a page that scrolls first: the page
 * until the whole box is in view, then the box (page-then-grid.ts). Keyboard users, who tab
 * through cards rather than scroll, reach a "Load more results" button after the last card; it
 * loads the next page and moves focus to its first card. A status line announces how many are
 * shown. (Focusing the last card scrolls the box to its bottom, which loads the next page too.)
 */
import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { SearchResult } from '@media-search/api-client';
import { useCallback, useEffect, useRef } from 'react';
import { visuallyHidden } from '@/theme/visually-hidden.ts';
import { PAGE_FIRST_ATTRIBUTE, usePageThenGrid } from '../layout/page-then-grid.ts';
import { useScrollArea } from '../layout/scroll-area.ts';
import { ResultCard, resultImageShape } from './result-card.tsx';
import { cardGridSx, tallCardGridSx } from './card-grid.ts';

export const NEAR_BOTTOM_PX = 5;

interface InfiniteGridProps {
  /** Names the scrolling region for assistive technology. */
  label: string;
  items: readonly SearchResult[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  /**
   * How many leading cards are in the first screen's view, their images among its largest
   * paints: those load at once rather than lazily (Discover's results).
   */
  priorityCards?: number;
}

/**
 * A card's width in the grid, roughly (for the `sizes` of a priority image): two columns on a
 * phone (card-grid.ts), so the browser fetches w185 there, not w500.
 */
const GRID_CARD_SIZES = '(min-width: 600px) 300px, calc(50vw - 24px)';

export function InfiniteGrid({
  label,
  items,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  priorityCards = 0,
}: InfiniteGridProps) {
  const { i18n } = useLingui();
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const loadMoreButton = useRef<HTMLButtonElement>(null);
  // How many cards there were before the page that is loading: the first new one is next.
  const loadedBefore = useRef(items.length);
  // The screen scrolls here as well as the page: the scroll-to-top button follows both.
  useScrollArea(scroller);
  usePageThenGrid(scroller);
  // A list of people only is all portraits, in narrower columns; one title among them makes
  // every card wide (one picture shape per grid, card-grid.ts).
  const allTall = items.every((item) => resultImageShape(item) !== 'backdrop');
  const gridSx = allTall ? tallCardGridSx : cardGridSx;

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
      sx={{
        height: '80vh',
        overflowY: 'auto',
        [`&[${PAGE_FIRST_ATTRIBUTE}]`]: { overflowY: 'hidden' },
        // Room for a scrollbar whether or not it shows, so the cards keep their width when
        // the page hands the scrolling over.
        scrollbarGutter: 'stable',
        // Holds the hidden status line inside it, not below the footer at the page's bottom.
        position: 'relative',
        borderRadius: 1,
      }}
    >
      <Box component="ul" ref={list} sx={{ ...gridSx, p: 1 }}>
        {items.map((item, index) => (
          <li key={`${item.mediaType}-${item.id}`}>
            <ResultCard
              result={item}
              priority={index < priorityCards}
              imageSizes={index < priorityCards ? GRID_CARD_SIZES : undefined}
            />
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
              isFetchingNextPage && (
                <CircularProgress size={16} aria-label={i18n._('media.loadingMoreResults')} />
              )
            }
          >
            {i18n._('media.loadMoreResults')}
          </Button>
        </Box>
      )}
      <Box role="status" sx={visuallyHidden}>
        {items.length > 0 && i18n._('media.showingResults', { count: items.length })}
      </Box>
    </Box>
  );
}
