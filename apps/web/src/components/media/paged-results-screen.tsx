/** A screen of paged results under a heading: infinite scroll, or 'No Results' when empty. */
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { InfiniteData, UseSuspenseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { flattenResults, type ResultsPage } from '@/lib/paging.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { InfiniteGrid } from './infinite-grid.tsx';
import { NoResults } from './no-results.tsx';

interface PagedResultsScreenProps {
  heading: string;
  headingVariant: 'h4' | 'h5';
  query: UseSuspenseInfiniteQueryResult<InfiniteData<ResultsPage>>;
  /** Choices about the list, shown between its heading and its results. */
  controls?: ReactNode;
  /** Results of a search: when there are none, says what to try next. */
  searched?: boolean;
}

export function PagedResultsScreen({
  heading,
  headingVariant,
  query,
  controls,
  searched,
}: PagedResultsScreenProps) {
  usePageTitle(heading);
  const items = flattenResults(query.data.pages);
  return (
    <Container maxWidth="xl" sx={{ py: 2 }}>
      {/* A search text may be one long word: it wraps rather than widening the page. */}
      <Typography
        variant={headingVariant}
        component="h1"
        gutterBottom
        sx={{ overflowWrap: 'anywhere' }}
      >
        {heading}
      </Typography>
      {controls}
      {items.length === 0 ? (
        <NoResults searched={searched} />
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
