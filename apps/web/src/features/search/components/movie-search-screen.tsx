import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { InfiniteGrid } from '../../../components/media/infinite-grid.tsx';
import { NoResults } from '../../../components/media/no-results.tsx';
import { flattenResults } from '../../../lib/paging.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { movieSearchQueryOptions } from '../api/search-queries.ts';

/** Movies only, for a search given in the address (`/movie-search/{query}`). */
export function MovieSearchScreen({ text }: { text: string }) {
  const heading = `Movies matching “${text}”`;
  usePageTitle(heading);
  const query = useSuspenseInfiniteQuery(movieSearchQueryOptions(text));
  const items = flattenResults(query.data.pages);
  return (
    <Container maxWidth="xl" sx={{ py: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {heading}
      </Typography>
      {items.length === 0 ? (
        <NoResults />
      ) : (
        <InfiniteGrid
          label={heading}
          items={items}
          hasNextPage={query.hasNextPage}
          isFetchingNextPage={query.isFetchingNextPage}
          fetchNextPage={query.fetchNextPage}
        />
      )}
    </Container>
  );
}
