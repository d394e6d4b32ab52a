import { useLingui } from '@lingui/react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQuery } from '@tanstack/react-query';
import { useCatalogueLanguage } from '@/lib/catalogue-language.ts';
import { insetFocusRing } from '@/theme/focus-ring.ts';
import { searchCountsQueryOptions, type SearchType } from '../api/search-queries.ts';

/** Each tab's label, without and with its count (counts come after the results). */
const TABS: { type: SearchType; label: string; counted: string }[] = [
  { type: 'all', label: /*i18n*/ 'search.typeAll', counted: /*i18n*/ 'search.typeAllCount' },
  {
    type: 'movie',
    label: /*i18n*/ 'search.typeMovies',
    counted: /*i18n*/ 'search.typeMoviesCount',
  },
  { type: 'tv', label: /*i18n*/ 'search.typeTv', counted: /*i18n*/ 'search.typeTvCount' },
  {
    type: 'person',
    label: /*i18n*/ 'search.typePeople',
    counted: /*i18n*/ 'search.typePeopleCount',
  },
];

/** The ids that tie the results panel to the tab it shows. */
export const searchTabId = (type: SearchType) => `search-tab-${type}`;
export const SEARCH_PANEL_ID = 'search-results-panel';

interface SearchTabsProps {
  text: string;
  type: SearchType;
  onTypeChange: (type: SearchType) => void;
}

/**
 * All / Movies / TV Shows / People, each with how many results it has. They scroll sideways
 * when a narrow screen cannot hold them (German and French labels are longer).
 */
export function SearchTabs({ text, type, onTypeChange }: SearchTabsProps) {
  const { i18n } = useLingui();
  const counts = useQuery(searchCountsQueryOptions(text, useCatalogueLanguage())).data;
  return (
    <Tabs
      value={type}
      onChange={(_event, next: SearchType) => onTypeChange(next)}
      aria-label={i18n._('search.types')}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {TABS.map((tab) => (
        <Tab
          key={tab.type}
          value={tab.type}
          id={searchTabId(tab.type)}
          aria-controls={SEARCH_PANEL_ID}
          label={counts ? i18n._(tab.counted, { count: counts[tab.type] }) : i18n._(tab.label)}
          // Scrollable tabs clip what lies outside their row: the focus ring is drawn inside.
          sx={{ '&.Mui-focusVisible, &:focus-visible': insetFocusRing }}
        />
      ))}
    </Tabs>
  );
}
