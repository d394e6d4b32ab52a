/**
 * What the home screen offers to browse while its search box is empty: today's trending
 * titles, the popular movies and TV shows, and the way into Discover. Loaded on its own after
 * the search box, which must not wait for it.
 */
import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { SearchResult } from '@media-search/api-client';
import { useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { ReservedSpace } from '@/components/layout/reserved-space.tsx';
import { ButtonLink } from '@/components/links.tsx';
import { RelatedTitles } from '@/components/media/related-titles.tsx';
import { listQueryOptions } from '../api/list-queries.ts';

interface FirstPage {
  titles: SearchResult[];
  /** Answered, or failed: nothing more is coming. */
  settled: boolean;
}

/** Each list's first page, as the list screens fetch it (and share the cache with them). */
function useFirstPage(options: ReturnType<typeof listQueryOptions>): FirstPage {
  const { data, isPending } = useInfiniteQuery(options);
  return { titles: data?.pages[0]?.results ?? [], settled: !isPending };
}

/** The lists the rows show, by row: trending today (movies and shows merged), popular. */
const TRENDING_MOVIES = listQueryOptions(['trending', 'movies'], { window: 'day' });
const TRENDING_SHOWS = listQueryOptions(['trending', 'tv'], { window: 'day' });
const POPULAR_MOVIES = listQueryOptions(['popular', 'movies']);
const POPULAR_SHOWS = listQueryOptions(['popular', 'tv']);

/**
 * Asks for the rows' lists now, so they are on their way while the search box renders (the
 * `/` route's loader calls it); the rows themselves still wait for the browser to be idle.
 */
export function prefetchHomeRows(queryClient: QueryClient): void {
  for (const options of [TRENDING_MOVIES, TRENDING_SHOWS, POPULAR_MOVIES, POPULAR_SHOWS]) {
    void queryClient.prefetchInfiniteQuery(options);
  }
}

/** A row's length: a page of each list, and as many of the two trending today. */
const ROW_LENGTH = 20;

/** Movies and shows trending today, as one row, the most popular first. */
function mergedByPopularity(...lists: SearchResult[][]): SearchResult[] {
  return lists
    .flat()
    .toSorted((a, b) => b.popularity - a.popularity)
    .slice(0, ROW_LENGTH);
}

/** The first row's cards a phone shows beside each other, and a wide screen's. */
const CARDS_IN_VIEW = 4;

export function HomeRows() {
  const { i18n } = useLingui();
  const trendingMovies = useFirstPage(TRENDING_MOVIES);
  const trendingShows = useFirstPage(TRENDING_SHOWS);
  const popularMovies = useFirstPage(POPULAR_MOVIES);
  const popularShows = useFirstPage(POPULAR_SHOWS);
  const settled = [trendingMovies, trendingShows, popularMovies, popularShows].every(
    (list) => list.settled,
  );
  // The rows arrive together, once every list has answered, in the space kept for them, so
  // nothing in view moves. They are some sixty cards: React draws them in a pass it can
  // interrupt (a deferred value), which keeps the page answering input meanwhile.
  const ready = useDeferredValue(settled, false);
  if (!ready) return <ReservedSpace />;
  return (
    <Box>
      <RelatedTitles
        heading={i18n._('lists.trendingToday')}
        titles={mergedByPopularity(trendingMovies.titles, trendingShows.titles)}
        priorityCards={CARDS_IN_VIEW}
      />
      <RelatedTitles heading={i18n._('lists.popularMovies')} titles={popularMovies.titles} />
      <RelatedTitles heading={i18n._('lists.popularTvShows')} titles={popularShows.titles} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mt: 3 }}>
        <ButtonLink to="/discover/movies" variant="outlined">
          {i18n._('lists.discoverMovies')}
        </ButtonLink>
        <ButtonLink to="/discover/tv" variant="outlined">
          {i18n._('lists.discoverTvShows')}
        </ButtonLink>
      </Stack>
    </Box>
  );
}
