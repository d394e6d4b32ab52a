/**
 * The labelled "Region" choice: TMDB's watch regions by country name, typed to narrow and
 * chosen by keyboard or pointer. Until the list arrives it shows the current region alone.
 */
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { saveWatchRegion, useWatchRegion } from '@/lib/watch-region.ts';
import { watchRegionsQueryOptions } from '@/lib/watch-regions-query.ts';

interface Region {
  code: string;
  name: string;
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** A region the list has not (yet) named: its English name from Intl, else its code. */
function regionOf(code: string): Region {
  try {
    return { code, name: countryNames.of(code) ?? code };
  } catch {
    return { code, name: code };
  }
}

interface RegionSelectProps {
  value: string;
  onChange: (code: string) => void;
}

export function RegionSelect({ value, onChange }: RegionSelectProps) {
  const { data: regions = [] } = useQuery(watchRegionsQueryOptions());
  const selected = regions.find((region) => region.code === value) ?? regionOf(value);
  const options = regions.some((region) => region.code === value)
    ? regions
    : [selected, ...regions];
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
      renderInput={(params) => <TextField {...params} label="Region" />}
    />
  );
}

/** The visitor's remembered watch region, as a Region choice that changes it. */
export function WatchRegionSelect() {
  return <RegionSelect value={useWatchRegion()} onChange={saveWatchRegion} />;
}
