import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { InfiniteGrid } from '../../../components/media/infinite-grid.tsx';
import { NoResults } from '../../../components/media/no-results.tsx';
import { flattenResults } from '../../../lib/paging.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import {
  listHeading,
  listQueryOptions,
  type ListKind,
  type ListSource,
} from '../api/list-queries.ts';

interface ListScreenProps {
  source: ListSource;
  kind: ListKind;
}

export function ListScreen({ source, kind }: ListScreenProps) {
  const heading = listHeading(source, kind);
  usePageTitle(heading);
  const query = useSuspenseInfiniteQuery(listQueryOptions(source, kind));
  const items = flattenResults(query.data.pages);
  return (
    <Container maxWidth="xl" sx={{ py: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
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
