/**
 * What the home screen offers to browse while its search box is empty: today's trending
 * titles, the popular movies and TV shows, and the way into Discover. Loaded on its own after
 * the search box, which must not wait for it.
 */
import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { SearchResult } from '@media-search/api-client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ButtonLink } from '@/components/links.tsx';
import { RelatedTitles } from '@/components/media/related-titles.tsx';
import { listQueryOptions, type ListId } from '../api/list-queries.ts';

/** Each list's first page, as the list screens fetch it (and share the cache with them). */
function useFirstPage(list: ListId, window?: 'day'): SearchResult[] {
  const { data } = useInfiniteQuery(listQueryOptions(list, { window }));
  return data?.pages[0]?.results ?? [];
}

/** Movies and shows trending today, as one row, most popular first. */
function mergedByPopularity(...lists: SearchResult[][]): SearchResult[] {
  return lists.flat().toSorted((a, b) => b.popularity - a.popularity);
}

export function HomeRows() {
  const { i18n } = useLingui();
  const trendingMovies = useFirstPage(['trending', 'movies'], 'day');
  const trendingShows = useFirstPage(['trending', 'tv'], 'day');
  const popularMovies = useFirstPage(['popular', 'movies']);
  const popularShows = useFirstPage(['popular', 'tv']);
  return (
    <Box>
      <RelatedTitles
        heading={i18n._('lists.trendingToday')}
        titles={mergedByPopularity(trendingMovies, trendingShows)}
      />
      <RelatedTitles heading={i18n._('lists.popularMovies')} titles={popularMovies} />
      <RelatedTitles heading={i18n._('lists.popularTvShows')} titles={popularShows} />
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
