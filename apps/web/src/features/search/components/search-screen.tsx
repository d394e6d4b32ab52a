/**
 * The home screen. The text box updates as the user types; the search itself, which lives in
 * the URL so back, reload and shared links restore it, follows 500 ms after typing stops.
 */
import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import { Suspense, lazy, useCallback, useEffect, useState, type ReactNode } from 'react';
import { ReservedSpace } from '@/components/layout/reserved-space.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { container } from '@/theme/container.ts';
import { visuallyHidden } from '@/theme/visually-hidden.ts';
import type { SearchType } from '../api/search-queries.ts';
import { loadSearchResults } from '../search-results-chunk.ts';
import { SearchField } from './search-field.tsx';

const SearchResults = lazy(async () => ({ default: (await loadSearchResults()).SearchResults }));

export const SEARCH_DEBOUNCE_MS = 500;

interface SearchScreenProps {
  /** The search in effect, from the URL. */
  query: string;
  onQueryChange: (query: string) => void;
  /** The results' tab, from the URL. */
  type: SearchType;
  onTypeChange: (type: SearchType) => void;
  /** A new value each time the visitor arrives to type (the `/` shortcut from another screen). */
  focusRequest?: string;
  /** What to browse while nothing is typed (the route supplies the home rows). */
  browse?: ReactNode;
}

export function SearchScreen({
  query,
  onQueryChange,
  type,
  onTypeChange,
  focusRequest,
  browse,
}: SearchScreenProps) {
  const { i18n } = useLingui();
  usePageTitle(query ? i18n._('search.pageTitle', { query }) : i18n._('search.heading'));
  const [text, setText] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  // The searches this box has put in the address that it has not reached yet: when it does,
  // the visitor may have typed on meanwhile (a slow phone), and the box keeps what they typed.
  const [sentQueries, setSentQueries] = useState<readonly string[]>([]);
  const search = useCallback(
    (next: string) => {
      setSentQueries((sent) => [...sent, next]);
      onQueryChange(next);
    },
    [onQueryChange],
  );
  if (query !== shownQuery) {
    setShownQuery(query);
    const sent = sentQueries.indexOf(query);
    if (sent >= 0) setSentQueries(sentQueries.slice(sent + 1));
    else {
      // The URL changed under us (back, or the title link home): show its search in the box.
      setSentQueries([]);
      setText(query);
    }
  }

  // Typing starts loading the results list, so it is there when the search runs.
  useEffect(() => {
    if (text) void loadSearchResults();
  }, [text]);

  useEffect(() => {
    const next = text.trim();
    if (next === query) return;
    const timer = setTimeout(() => search(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, query, search]);

  // Rows to browse while nothing is searched; they stay while the first results are on their
  // way, so typing never leaves the screen empty.
  const browseView = <Suspense fallback={<ReservedSpace />}>{browse}</Suspense>;

  return (
    <Box sx={{ ...container('xl'), py: 2 }}>
      <Box component="h1" sx={visuallyHidden}>
        {i18n._('search.heading')}
      </Box>
      <Box sx={{ mb: 2 }}>
        <SearchField
          value={text}
          onChange={setText}
          onSubmit={() => search(text.trim())}
          focusRequest={focusRequest}
        />
      </Box>
      {query ? (
        <Suspense fallback={browseView}>
          <SearchResults
            text={query}
            type={type}
            onTypeChange={onTypeChange}
            untilFirstResults={browseView}
          />
        </Suspense>
      ) : (
        browseView
      )}
    </Box>
  );
}
