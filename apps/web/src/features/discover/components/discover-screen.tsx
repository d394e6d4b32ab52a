/**
 * Discover Movies / Discover TV Shows: the catalogue narrowed by the filters in the address,
 * with the number of titles found, as cards that load further pages as they scroll. Beside
 * the results on wider screens, in a sheet opened from a "Filters" button on phones and
 * narrow tablets. Which of the two a window gets is CSS's to say (the `md` breakpoint): the
 * server renders both, so its page is laid out for the real window at once, whatever device
 * the request seemed to come from, and the app never moves the filters after it starts.
 */
import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ErrorView } from '@/components/feedback/error-view.tsx';
import { PageSpinner } from '@/components/feedback/page-spinner.tsx';
import { InfiniteGrid } from '@/components/media/infinite-grid.tsx';
import { useCatalogueLanguage } from '@/lib/catalogue-language.ts';
import { flattenResults } from '@/lib/paging.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { saveWatchRegion, useWatchRegion } from '@/lib/watch-region.ts';
import { discoverQueryOptions } from '../api/discover-queries.ts';
import {
  hasWhereToWatch,
  type DiscoverFilters,
  type DiscoverMedia,
} from '../lib/discover-search.ts';
import { clearedFilters, countActiveFilters } from '../lib/filter-state.ts';
import { DiscoverFiltersPanel } from './discover-filters.tsx';
import { DiscoverLinks } from './discover-links.tsx';

/** Message IDs (the `discover` catalogue). */
const HEADINGS: Record<DiscoverMedia, string> = {
  movie: /*i18n*/ 'discover.headingMovies',
  tv: /*i18n*/ 'discover.headingTv',
};

/** The results a wide screen shows in its first row (a phone, one or two): their pictures first. */
const FIRST_CARDS_IN_VIEW = 4;

interface DiscoverScreenProps {
  media: DiscoverMedia;
  filters: DiscoverFilters;
  onFiltersChange: (filters: DiscoverFilters) => void;
}

export function DiscoverScreen({ media, filters, onFiltersChange }: DiscoverScreenProps) {
  const { i18n } = useLingui();
  const heading = i18n._(HEADINGS[media]);
  const titleCount = (count: number) => i18n._('discover.titleCount', { count });
  usePageTitle(heading);
  const visitorRegion = useWatchRegion();
  const region = filters.region ?? visitorRegion;
  // Phones and narrow tablets: the filters wait in a sheet, the results take the width.
  const [sheetOpen, setSheetOpen] = useState(false);
  const filtersHeading = useId();
  const sheetHeading = useId();
  const query = useInfiniteQuery(discoverQueryOptions(media, filters, useCatalogueLanguage()));

  const change = (changed: Partial<DiscoverFilters>) => onFiltersChange({ ...filters, ...changed });
  const changeRegion = (code: string) => {
    saveWatchRegion(code);
    if (hasWhereToWatch(filters)) change({ region: code });
  };
  const clear = () => onFiltersChange(clearedFilters(filters));
  const activeCount = countActiveFilters(filters);

  const panel = (
    <DiscoverFiltersPanel
      media={media}
      filters={filters}
      region={region}
      onChange={change}
      onRegionChange={changeRegion}
      onClear={clear}
    />
  );

  const total = query.data?.pages[0]?.totalResults;
  const items = query.data ? flattenResults(query.data.pages) : [];
  let results;
  if (query.isPending) results = <PageSpinner />;
  else if (query.isError)
    results = <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  else if (items.length === 0)
    results = (
      <Box sx={{ py: 4, textAlign: 'center' }}>
        <Typography variant="h6" component="p" gutterBottom>
          {i18n._('discover.noMatch')}
        </Typography>
        {activeCount > 0 && (
          <Button variant="outlined" onClick={clear}>
            {i18n._('discover.clearFilters')}
          </Button>
        )}
      </Box>
    );
  else
    results = (
      <InfiniteGrid
        label={i18n._('discover.resultsLabel', { heading })}
        items={items}
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        fetchNextPage={query.fetchNextPage}
        priorityCards={FIRST_CARDS_IN_VIEW}
      />
    );

  return (
    <Box sx={{ width: '100%', maxWidth: 'xl', mx: 'auto', px: { xs: 2, sm: 3 }, py: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {heading}
      </Typography>
      <DiscoverLinks media={media} />
      <Box
        // Beside the results the filters make a column of their own, as long as they are: the
        // page scrolls to the last of them.
        sx={{
          display: { xs: 'block', md: 'grid' },
          gridTemplateColumns: '300px minmax(0, 1fr)',
          gap: 3,
        }}
      >
        <Box
          component="section"
          aria-labelledby={filtersHeading}
          sx={{ display: { xs: 'none', md: 'block' } }}
        >
          <Typography id={filtersHeading} variant="h6" component="h2">
            {i18n._('discover.filters')}
          </Typography>
          {panel}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, minHeight: 36 }}>
            <Typography role="status" sx={{ flexGrow: 1 }}>
              {total !== undefined && !query.isError && titleCount(total)}
            </Typography>
            <Button
              variant="outlined"
              onClick={() => setSheetOpen(true)}
              sx={{ display: { md: 'none' } }}
            >
              {activeCount > 0
                ? i18n._('discover.filtersCount', { count: activeCount })
                : i18n._('discover.filters')}
            </Button>
          </Box>
          <Box
            sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
            aria-busy={query.isPlaceholderData}
          >
            {results}
          </Box>
        </Box>
      </Box>
      {/* Nothing until opened (MUI's Modal mounts its content then). */}
      <Drawer
        anchor="bottom"
        open={sheetOpen}
        onClose={() => setSheetOpen(false)}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-modal': true,
            'aria-labelledby': sheetHeading,
            sx: { maxHeight: '85vh', px: 2, pb: 2 },
          },
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            position: 'sticky',
            top: 0,
            zIndex: 1,
            bgcolor: 'background.paper',
            py: 1,
          }}
        >
          <Typography id={sheetHeading} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {i18n._('discover.filters')}
          </Typography>
          <Button onClick={() => setSheetOpen(false)}>
            {total === undefined
              ? i18n._('discover.done')
              : i18n._('discover.showTitles', { count: total })}
          </Button>
        </Box>
        {panel}
      </Drawer>
    </Box>
  );
}
