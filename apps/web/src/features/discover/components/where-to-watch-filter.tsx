/**
 * Where to watch: the region, the services offering titles there (with their logos), and the
 * kinds of offer (subscription, free, with ads, rent, buy).
 */
import { useLingui } from '@lingui/react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { Provider } from '@media-search/api-client';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { MediaImage } from '@/components/media/media-image.tsx';
import { RegionSelect } from '@/components/media/region-select.tsx';
import { watchProvidersQueryOptions } from '../api/discover-queries.ts';
import { OFFER_KINDS, type DiscoverMedia, type OfferKind } from '../lib/discover-search.ts';

/** Message IDs of the kinds of offer (the `discover` catalogue). */
const OFFER_LABELS: Record<OfferKind, string> = {
  flatrate: /*i18n*/ 'discover.offer.flatrate',
  free: /*i18n*/ 'discover.offer.free',
  ads: /*i18n*/ 'discover.offer.ads',
  rent: /*i18n*/ 'discover.offer.rent',
  buy: /*i18n*/ 'discover.offer.buy',
};

function Logo({ provider, size }: { provider: Provider; size: number }) {
  return (
    <Box sx={{ width: size, flexShrink: 0 }}>
      <MediaImage path={provider.logoPath} alt="" shape="provider" name={provider.providerName} />
    </Box>
  );
}

interface WhereToWatchFilterProps {
  media: DiscoverMedia;
  region: string;
  onRegionChange: (region: string) => void;
  providers: readonly number[];
  onProvidersChange: (providers: number[]) => void;
  offers: readonly OfferKind[];
  onOffersChange: (offers: OfferKind[]) => void;
}

export function WhereToWatchFilter({
  media,
  region,
  onRegionChange,
  providers,
  onProvidersChange,
  offers,
  onOffersChange,
}: WhereToWatchFilterProps) {
  const { i18n } = useLingui();
  const offersLabel = useId();
  const { data: available = [] } = useQuery(watchProvidersQueryOptions(media, region));
  // A chosen service the region's list lacks (or before it arrives) still shows, by its id.
  const chosen = providers.map(
    (id): Provider =>
      available.find((provider) => provider.providerId === id) ?? {
        providerId: id,
        providerName: i18n._('discover.serviceFallback', { id }),
        logoPath: null,
        displayPriority: Number.MAX_SAFE_INTEGER,
      },
  );
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
        {i18n._('discover.whereToWatch')}
      </Typography>
      <RegionSelect value={region} onChange={onRegionChange} />
      <Autocomplete
        multiple
        options={available}
        value={chosen}
        onChange={(_event, list) => onProvidersChange(list.map((p) => p.providerId))}
        getOptionLabel={(provider) => provider.providerName}
        getOptionKey={(provider) => provider.providerId}
        isOptionEqualToValue={(option, value) => option.providerId === value.providerId}
        filterSelectedOptions
        // Several are picked in a row: the list stays open for the next (Escape or Tab closes it).
        disableCloseOnSelect
        autoHighlight
        size="small"
        renderOption={({ key, ...props }, provider) => (
          <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5 }}>
            <Logo provider={provider} size={32} />
            {provider.providerName}
          </Box>
        )}
        renderValue={(list, getItemProps) =>
          list.map((provider, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return (
              <Chip
                key={key}
                {...itemProps}
                size="small"
                avatar={<Logo provider={provider} size={20} />}
                label={provider.providerName}
              />
            );
          })
        }
        renderInput={(params) => <TextField {...params} label={i18n._('discover.services')} />}
      />
      <Box>
        <Typography id={offersLabel} variant="body2" color="text.secondary" gutterBottom>
          {i18n._('discover.offerKinds')}
        </Typography>
        <ToggleButtonGroup
          value={offers}
          onChange={(_event, kinds: OfferKind[]) => onOffersChange(kinds)}
          aria-labelledby={offersLabel}
          size="small"
          sx={{ flexWrap: 'wrap' }}
        >
          {OFFER_KINDS.map((kind) => (
            <ToggleButton key={kind} value={kind}>
              {i18n._(OFFER_LABELS[kind])}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
    </Box>
  );
}
