import { useLingui } from '@lingui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ErrorView } from '@/components/feedback/error-view.tsx';
import { PageSpinner } from '@/components/feedback/page-spinner.tsx';
import { InfiniteGrid } from '@/components/media/infinite-grid.tsx';
import { NoResults } from '@/components/media/no-results.tsx';
import { useCatalogueLanguage } from '@/lib/catalogue-language.ts';
import { flattenResults } from '@/lib/paging.ts';
import { searchAllQueryOptions } from '../api/search-queries.ts';

export function SearchResults({ text }: { text: string }) {
  const { i18n } = useLingui();
  const query = useInfiniteQuery(searchAllQueryOptions(text, useCatalogueLanguage()));
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  const items = flattenResults(query.data.pages);
  if (items.length === 0) return <NoResults searched />;
  return (
    <InfiniteGrid
      label={i18n._('search.resultsFor', { text })}
      items={items}
      hasNextPage={query.hasNextPage}
      isFetchingNextPage={query.isFetchingNextPage}
      fetchNextPage={query.fetchNextPage}
    />
  );
}
