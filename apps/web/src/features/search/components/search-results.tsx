import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorView } from '@/components/feedback/error-view.tsx';
import { PageSpinner } from '@/components/feedback/page-spinner.tsx';
import { InfiniteGrid } from '@/components/media/infinite-grid.tsx';
import { NoResults } from '@/components/media/no-results.tsx';
import { useCatalogueLanguage } from '@/lib/catalogue-language.ts';
import { flattenResults } from '@/lib/paging.ts';
import { searchAllQueryOptions } from '../api/search-queries.ts';

interface SearchResultsProps {
  text: string;
  /** What stays on screen, under a progress bar, until the first results come (none: a spinner). */
  untilFirstResults?: ReactNode;
}

/** A thin bar over what is shown while newer results are on their way. */
function Updating() {
  const { i18n } = useLingui();
  return <LinearProgress aria-label={i18n._('shell.loading')} sx={{ mb: 1 }} />;
}

/**
 * The results for `text`. A newer text keeps the last results on screen, marked busy, until
 * its own come (the cache's previous data), so typing never blanks the screen; and only the
 * current text's answer replaces them, so a slower answer for an older text never shows.
 */
export function SearchResults({ text, untilFirstResults }: SearchResultsProps) {
  const { i18n } = useLingui();
  const query = useInfiniteQuery({
    ...searchAllQueryOptions(text, useCatalogueLanguage()),
    placeholderData: keepPreviousData,
  });
  if (query.isPending) {
    if (!untilFirstResults) return <PageSpinner />;
    return (
      <Box aria-busy="true">
        <Updating />
        {untilFirstResults}
      </Box>
    );
  }
  if (query.isError) return <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  const items = flattenResults(query.data.pages);
  const updating = query.isPlaceholderData;
  return (
    <Box aria-busy={updating}>
      {updating && <Updating />}
      {items.length === 0 ? (
        <NoResults searched />
      ) : (
        <InfiniteGrid
          label={i18n._('search.resultsFor', { text })}
          items={items}
          hasNextPage={query.hasNextPage}
          isFetchingNextPage={query.isFetchingNextPage}
          fetchNextPage={query.fetchNextPage}
        />
      )}
    </Box>
  );
}
