/**
 * "On my services": the where-to-watch filters set to the visitor's services in their region
 * (and back to none), in the address like every filter. Shown once they have chosen some;
 * before, a link to choose them.
 */
import { useLingui } from '@lingui/react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { TextLink } from '@/components/text-link.tsx';
import { useMyServices } from '@/lib/my-services.ts';
import type { DiscoverFilters } from '../lib/discover-search.ts';

interface MyServicesSwitchProps {
  filters: DiscoverFilters;
  /** Where the filters apply now: the address's region, else the visitor's. */
  region: string;
  onChange: (change: Partial<DiscoverFilters>) => void;
}

export function MyServicesSwitch({ filters, region, onChange }: MyServicesSwitchProps) {
  const { i18n } = useLingui();
  const { services } = useMyServices();
  if (services.region === null || services.providers.length === 0)
    return <TextLink to="/services">{i18n._('services.chooseServices')}</TextLink>;
  const ids = services.providers.map((provider) => provider.providerId).sort((a, b) => a - b);
  const on =
    region === services.region &&
    filters.providers.length === ids.length &&
    filters.providers.toSorted((a, b) => a - b).every((id, index) => id === ids[index]);
  return (
    <FormControlLabel
      control={
        <Switch
          checked={on}
          onChange={(_event, checked) =>
            onChange(
              checked
                ? { providers: ids, region: services.region ?? undefined }
                : { providers: [] },
            )
          }
        />
      }
      label={i18n._('services.onMyServices')}
    />
  );
}
