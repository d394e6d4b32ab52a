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
import { ReservedSpace } from '@/components/layout/reserved-space.tsx';
import { ButtonLink } from '@/components/links.tsx';
import { RelatedTitles } from '@/components/media/related-titles.tsx';
import { useCatalogueLanguage } from '@/lib/catalogue-language.ts';
import type { Language } from '@/lib/language.ts';
import { homeRowLists } from '../api/home-row-lists.ts';
import type { listQueryOptions } from '../api/list-queries.ts';

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

/**
 * Asks for the rows' lists in `language` now, so they are on their way while the search box
 * renders (the `/` route's loader calls it); the rows themselves still wait for the browser to
 * be idle.
 */
export function prefetchHomeRows(queryClient: QueryClient, language: Language): void {
  for (const options of Object.values(homeRowLists(language))) {
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
  const lists = homeRowLists(useCatalogueLanguage());
  const trendingMovies = useFirstPage(lists.trendingMovies);
  const trendingShows = useFirstPage(lists.trendingTvShows);
  const popularMovies = useFirstPage(lists.popularMovies);
  const popularShows = useFirstPage(lists.popularTvShows);
  const settled = [trendingMovies, trendingShows, popularMovies, popularShows].every(
    (list) => list.settled,
  );
  // The rows arrive together, once every list has answered, in the space kept for them, so
  // nothing in view moves. The server's render and Back to them (their lists cached) have
  // them at once, at their full height, so the router can restore the reader's place.
  if (!settled) return <ReservedSpace />;
  // "See all" says which list it opens: three of them share the text on one screen.
  const seeAll = (list: string) => ({ 'aria-label': i18n._('lists.seeAllOf', { list }) });
  return (
    <Box>
      <RelatedTitles
        heading={i18n._('lists.trendingToday')}
        titles={mergedByPopularity(trendingMovies.titles, trendingShows.titles)}
        priorityCards={CARDS_IN_VIEW}
        seeAll={
          <ButtonLink
            to="/trending/movies"
            search={{ window: 'day' }}
            size="small"
            {...seeAll(i18n._('lists.trendingMovies'))}
          >
            {i18n._('lists.seeAll')}
          </ButtonLink>
        }
      />
      <RelatedTitles
        heading={i18n._('lists.popularMovies')}
        titles={popularMovies.titles}
        seeAll={
          <ButtonLink to="/popular/movies" size="small" {...seeAll(i18n._('lists.popularMovies'))}>
            {i18n._('lists.seeAll')}
          </ButtonLink>
        }
      />
      <RelatedTitles
        heading={i18n._('lists.popularTvShows')}
        titles={popularShows.titles}
        seeAll={
          <ButtonLink to="/popular/tv" size="small" {...seeAll(i18n._('lists.popularTvShows'))}>
            {i18n._('lists.seeAll')}
          </ButtonLink>
        }
      />
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
