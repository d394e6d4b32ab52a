/**
 * What the home screen offers to browse while its search box is empty: today's trending
 * titles, the popular movies and TV shows, and the way into Discover. Loaded on its own after
 * the search box, which must not wait for it.
 */
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
  const trendingMovies = useFirstPage(['trending', 'movies'], 'day');
  const trendingShows = useFirstPage(['trending', 'tv'], 'day');
  const popularMovies = useFirstPage(['popular', 'movies']);
  const popularShows = useFirstPage(['popular', 'tv']);
  return (
    <Box>
      <RelatedTitles
        heading="Trending Today"
        titles={mergedByPopularity(trendingMovies, trendingShows)}
      />
      <RelatedTitles heading="Popular Movies" titles={popularMovies} />
      <RelatedTitles heading="Popular TV Shows" titles={popularShows} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mt: 3 }}>
        <ButtonLink to="/discover/movies" variant="outlined">
          Discover Movies
        </ButtonLink>
        <ButtonLink to="/discover/tv" variant="outlined">
          Discover TV Shows
        </ButtonLink>
      </Stack>
    </Box>
  );
}
