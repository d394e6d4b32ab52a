/** Every Discover filter and the order, as labelled controls that each change the address. */
import { useLingui } from '@lingui/react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Genre, Language } from '@media-search/api-client';
import { useQuery } from '@tanstack/react-query';
import { useCatalogueLanguage } from '@/lib/catalogue-language.ts';
import { genresQueryOptions, languagesQueryOptions } from '../api/discover-queries.ts';
import {
  EARLIEST_YEAR,
  LATEST_YEAR,
  MAX_VOTES,
  SORT_KEYS,
  US_CERTIFICATIONS,
  type DiscoverFilters,
  type DiscoverMedia,
  type SortKey,
  type UsCertification,
} from '../lib/discover-search.ts';
import { countActiveFilters } from '../lib/filter-state.ts';
import { RatingFilter, RuntimeFilter } from './filter-sliders.tsx';
import { MyServicesSwitch } from './my-services-switch.tsx';
import { NumberFilterField } from './number-filter-field.tsx';
import { WhereToWatchFilter } from './where-to-watch-filter.tsx';

/** Message IDs of the orders' names (the `discover` catalogue). */
const SORT_LABELS: Record<SortKey, string> = {
  popularity: /*i18n*/ 'discover.sort.popularity',
  rating: /*i18n*/ 'discover.sort.rating',
  releaseDate: /*i18n*/ 'discover.sort.releaseDate',
  title: /*i18n*/ 'discover.sort.title',
  revenue: /*i18n*/ 'discover.sort.revenue',
};

const ANY = '';

interface DiscoverFiltersPanelProps {
  media: DiscoverMedia;
  filters: DiscoverFilters;
  /** Where the where-to-watch filters apply: the address's region, else the visitor's. */
  region: string;
  onChange: (change: Partial<DiscoverFilters>) => void;
  onRegionChange: (region: string) => void;
  onClear: () => void;
}

export function DiscoverFiltersPanel({
  media,
  filters,
  region,
  onChange,
  onRegionChange,
  onClear,
}: DiscoverFiltersPanelProps) {
  const { i18n } = useLingui();
  const { data: genres = [] } = useQuery(genresQueryOptions(media, useCatalogueLanguage()));
  const { data: languages = [] } = useQuery(languagesQueryOptions());
  const chosenGenres = filters.genres.map(
    (id): Genre =>
      genres.find((genre) => genre.id === id) ?? {
        id,
        name: i18n._('discover.genreFallback', { id }),
      },
  );
  const chosenLanguage: Language | null = filters.language
    ? (languages.find((language) => language.code === filters.language) ?? {
        code: filters.language,
        name: filters.language,
      })
    : null;
  return (
    <Box sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
      <TextField
        select
        label={i18n._('discover.sortBy')}
        value={filters.sortBy}
        onChange={(event) => onChange({ sortBy: event.target.value as SortKey })}
        size="small"
      >
        {SORT_KEYS[media].map((key) => (
          <MenuItem key={key} value={key}>
            {i18n._(SORT_LABELS[key])}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        multiple
        options={genres}
        value={chosenGenres}
        onChange={(_event, list) => onChange({ genres: list.map((genre) => genre.id) })}
        getOptionLabel={(genre) => genre.name}
        getOptionKey={(genre) => genre.id}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        filterSelectedOptions
        // Several are picked in a row: the list stays open for the next (Escape or Tab closes it).
        disableCloseOnSelect
        autoHighlight
        size="small"
        renderInput={(params) => <TextField {...params} label={i18n._('discover.genres')} />}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
        <NumberFilterField
          label={
            media === 'movie' ? i18n._('discover.releasedFrom') : i18n._('discover.firstAiredFrom')
          }
          value={filters.yearFrom}
          min={EARLIEST_YEAR}
          max={LATEST_YEAR}
          onCommit={(yearFrom) => onChange({ yearFrom })}
        />
        <NumberFilterField
          label={
            media === 'movie' ? i18n._('discover.releasedTo') : i18n._('discover.firstAiredTo')
          }
          value={filters.yearTo}
          min={EARLIEST_YEAR}
          max={LATEST_YEAR}
          onCommit={(yearTo) => onChange({ yearTo })}
        />
      </Box>
      <RatingFilter value={filters.minRating} onCommit={(minRating) => onChange({ minRating })} />
      <NumberFilterField
        label={i18n._('discover.minVotes')}
        value={filters.minVotes}
        min={0}
        max={MAX_VOTES}
        onCommit={(minVotes) => onChange({ minVotes: minVotes || undefined })}
      />
      <RuntimeFilter
        min={filters.runtimeMin}
        max={filters.runtimeMax}
        onCommit={(runtimeMin, runtimeMax) => onChange({ runtimeMin, runtimeMax })}
      />
      <Autocomplete
        options={languages}
        value={chosenLanguage}
        onChange={(_event, language) => onChange({ language: language?.code })}
        getOptionLabel={(language) => language.name}
        getOptionKey={(language) => language.code}
        isOptionEqualToValue={(option, value) => option.code === value.code}
        autoHighlight
        size="small"
        renderInput={(params) => (
          <TextField {...params} label={i18n._('discover.originalLanguage')} />
        )}
      />
      {media === 'movie' && (
        <TextField
          select
          label={i18n._('discover.certification')}
          value={filters.certification ?? ANY}
          onChange={(event) =>
            onChange({
              certification: (event.target.value || undefined) as UsCertification | undefined,
            })
          }
          size="small"
        >
          <MenuItem value={ANY}>{i18n._('discover.anyCertification')}</MenuItem>
          {US_CERTIFICATIONS.map((certification) => (
            <MenuItem key={certification} value={certification}>
              {i18n._('discover.upTo', { certification })}
            </MenuItem>
          ))}
        </TextField>
      )}
      <MyServicesSwitch filters={filters} region={region} onChange={onChange} />
      <WhereToWatchFilter
        media={media}
        region={region}
        onRegionChange={onRegionChange}
        providers={filters.providers}
        onProvidersChange={(providers) => onChange({ providers, region })}
        offers={filters.monetization}
        onOffersChange={(monetization) => onChange({ monetization, region })}
      />
      {countActiveFilters(filters) > 0 && (
        <Button variant="outlined" onClick={onClear}>
          {i18n._('discover.clearFilters')}
        </Button>
      )}
    </Box>
  );
}
