/**
 * The labelled "Region" choice: TMDB's watch regions by country name in the UI's language,
 * typed to narrow and chosen by keyboard or pointer. Until the list arrives it shows the
 * current region alone, by the same name the list will give it.
 */
import { useLingui } from '@lingui/react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { displayNames } from '@/lib/intl-formats.ts';
import { saveWatchRegion, useWatchRegion } from '@/lib/watch-region.ts';
import { watchRegionsQueryOptions } from '@/lib/watch-regions-query.ts';

interface Region {
  code: string;
  name: string;
}

/** A country's name from Intl, else `fallback` (TMDB's English name, or the code). */
function countryName(names: Intl.DisplayNames, code: string, fallback = code): string {
  try {
    return names.of(code) ?? fallback;
  } catch {
    // Not a region code Intl can read.
    return fallback;
  }
}

interface RegionSelectProps {
  value: string;
  onChange: (code: string) => void;
}

const NO_REGIONS: readonly Region[] = [];

export function RegionSelect({ value, onChange }: RegionSelectProps) {
  const { i18n } = useLingui();
  const { data = NO_REGIONS } = useQuery(watchRegionsQueryOptions());
  const names = displayNames(i18n.locale, { type: 'region' });
  // Every language names (and sorts) the regions as Intl does: 'Deutschland' for a German
  // visitor. English too, though TMDB names them in English: the current region is named by
  // Intl before the list comes, and a name that changed when it came ('United States' to
  // TMDB's 'United States of America') would replace what the visitor was typing.
  const regions = useMemo(() => {
    const collator = new Intl.Collator(i18n.locale);
    return data
      .map(({ code, name }) => ({ code, name: countryName(names, code, name) }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [data, names, i18n.locale]);
  const listed = regions.find((region) => region.code === value);
  const name = listed?.name ?? countryName(names, value);
  // One object for as long as the region and its name stay the same: Autocomplete puts the
  // chosen name back in the box whenever its value is another object, which wiped what the
  // visitor was typing at each render before the list came, and again when it came.
  const selected = useMemo(() => ({ code: value, name }), [value, name]);
  const options = listed ? regions : [selected, ...regions];
  return (
    <Autocomplete
      options={options}
      value={selected}
      onChange={(_event, region) => onChange(region.code)}
      getOptionLabel={(region) => region.name}
      getOptionKey={(region) => region.code}
      isOptionEqualToValue={(option, chosen) => option.code === chosen.code}
      disableClearable
      autoHighlight
      size="small"
      sx={{ width: '100%', maxWidth: 320 }}
      renderInput={(params) => <TextField {...params} label={i18n._('details.region')} />}
    />
  );
}

/** The visitor's remembered watch region, as a Region choice that changes it. */
export function WatchRegionSelect() {
  return <RegionSelect value={useWatchRegion()} onChange={saveWatchRegion} />;
}
