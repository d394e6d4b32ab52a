/**
 * Where a watchlist title can be watched in the visitor's watch region, on its card:
 * subscription services first, then free ones, then those that rent or sell it, each named as
 * well as shown by its logo (as the Watch Guide does), a few per kind so the card stays small.
 * The visitor's own services ("My services") lead each kind, marked as theirs in words.
 */
import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Provider, RegionOffers } from '@media-search/api-client';
import { ProviderName } from '@/components/media/provider-name.tsx';
import { YourServiceLabel } from '@/components/media/your-service-label.tsx';
import { displayNames } from '@/lib/intl-formats.ts';
import { useMyServiceIds } from '@/lib/my-services.ts';

/** Providers named per kind of offer; the card says how many more there are. */
const SHOWN_PER_KIND = 3;

/** Each provider once, the first kind that has it winning (a service that rents and sells). */
function distinct(providers: readonly Provider[]): Provider[] {
  const seen = new Set<number>();
  return providers.filter(({ providerId }) => {
    if (seen.has(providerId)) return false;
    seen.add(providerId);
    return true;
  });
}

function offerKinds(offers: RegionOffers) {
  return [
    { key: 'flatrate', label: /*i18n*/ 'details.offerSubscription', providers: offers.flatrate },
    { key: 'free', label: /*i18n*/ 'details.offerFree', providers: offers.free },
    { key: 'ads', label: /*i18n*/ 'details.offerAds', providers: offers.ads },
    {
      key: 'paid',
      label: /*i18n*/ 'watchlist.rentOrBuy',
      providers: distinct([...offers.rent, ...offers.buy]),
    },
  ].filter((kind) => kind.providers.length > 0);
}

function ProviderEntry({ provider, mine }: { provider: Provider; mine: boolean }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
      <ProviderName provider={provider} logoWidth={20} />
      {mine && <YourServiceLabel />}
    </Box>
  );
}

export function WatchlistOffers({ offers }: { offers: RegionOffers }) {
  const { i18n } = useLingui();
  const mine = useMyServiceIds();
  const kinds = offerKinds(offers);
  if (kinds.length === 0) {
    const region = displayNames(i18n.locale, { type: 'region' }).of(offers.code) ?? offers.code;
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {i18n._('watchlist.notAvailable', { region })}
      </Typography>
    );
  }
  return (
    <Box sx={{ mt: 1 }}>
      {kinds.map(({ key, label, providers }) => {
        const more = providers.length - SHOWN_PER_KIND;
        return (
          <Box key={key} sx={{ mt: 0.5 }}>
            <Typography variant="caption" component="p" color="text.secondary">
              {i18n._(label)}
            </Typography>
            <Box component="ul" sx={{ display: 'grid', gap: 0.5, p: 0, m: 0, listStyle: 'none' }}>
              {providers
                .toSorted((a, b) => Number(mine.has(b.providerId)) - Number(mine.has(a.providerId)))
                .slice(0, SHOWN_PER_KIND)
                .map((provider) => (
                  <ProviderEntry
                    key={provider.providerId}
                    provider={provider}
                    mine={mine.has(provider.providerId)}
                  />
                ))}
            </Box>
            {more > 0 && (
              <Typography variant="caption" color="text.secondary">
                {i18n._('watchlist.moreProviders', { count: more })}
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
