import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { keepPreviousData, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorView } from '@/components/feedback/error-view.tsx';
import { PageSpinner } from '@/components/feedback/page-spinner.tsx';
import { InfiniteGrid } from '@/components/media/infinite-grid.tsx';
import { NoResults } from '@/components/media/no-results.tsx';
import { useCatalogueLanguage } from '@/lib/catalogue-language.ts';
import type { Language } from '@/lib/language.ts';
import { flattenResults } from '@/lib/paging.ts';
import {
  searchAllQueryOptions,
  searchCountsQueryOptions,
  type SearchType,
} from '../api/search-queries.ts';
import { SEARCH_PANEL_ID, SearchTabs, searchTabId } from './search-tabs.tsx';

interface SearchResultsProps {
  text: string;
  /** The tab shown: everything, movies, TV shows or people. */
  type: SearchType;
  onTypeChange: (type: SearchType) => void;
  /** What stays on screen, under a progress bar, until the first results come (none: a spinner). */
  untilFirstResults?: ReactNode;
}

/**
 * Loads the first page of a search's results and its tabs' counts, as the screen will ask for
 * them: the route's loader, so a search in the address comes with its results (the server's
 * render too). Fails if the results do; the counts only label the tabs, which do without, so
 * they are asked for once and never waited on longer: offline, a query that cannot be answered
 * waits for the connection, and the results would wait with it.
 */
export async function loadSearchData(
  queryClient: QueryClient,
  text: string,
  type: SearchType,
  language: Language,
): Promise<void> {
  await Promise.all([
    queryClient.ensureInfiniteQueryData(searchAllQueryOptions(text, language, type)),
    queryClient.prefetchQuery({
      ...searchCountsQueryOptions(text, language),
      networkMode: 'always',
      retry: false,
    }),
  ]);
}

/** A thin bar over what is shown while newer results are on their way. */
function Updating() {
  const { i18n } = useLingui();
  return <LinearProgress aria-label={i18n._('shell.loading')} sx={{ mb: 1 }} />;
}

/**
 * The results for `text`, under tabs for each type. A newer text or tab keeps the last results
 * on screen, marked busy, until its own come (the cache's previous data), so typing never
 * blanks the screen; and only the current search's answer replaces them, so a slower answer
 * for an older text never shows.
 */
export function SearchResults({ text, type, onTypeChange, untilFirstResults }: SearchResultsProps) {
  return (
    <>
      <SearchTabs text={text} type={type} onTypeChange={onTypeChange} />
      <Box role="tabpanel" id={SEARCH_PANEL_ID} aria-labelledby={searchTabId(type)}>
        <TabResults text={text} type={type} untilFirstResults={untilFirstResults} />
      </Box>
    </>
  );
}

function TabResults({ text, type, untilFirstResults }: Omit<SearchResultsProps, 'onTypeChange'>) {
  const { i18n } = useLingui();
  const query = useInfiniteQuery({
    ...searchAllQueryOptions(text, useCatalogueLanguage(), type),
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
