/**
 * The 'Watch Guide' (SPEC §2): where a title streams, free or paid, in the visitor's watch
 * region (SPEC's US unless another is chosen). Each provider is named as well as shown by its
 * logo, and links to TMDB's watch page for the title in that region. The visitor's own services
 * ("My services") come first, under "On your services", and are marked as theirs in words.
 */
import { Trans, useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Provider, RegionProviders, WatchProviders } from '@media-search/api-client';
import type { ReactNode } from 'react';
import { useMyServiceIds } from '@/lib/my-services.ts';
import { CollapsiblePanel } from './collapsible-panel.tsx';
import { ProviderName } from './provider-name.tsx';
import { YourServiceLabel } from './your-service-label.tsx';

/** One region's offers; SPEC's US entry has no separate free (without ads) group. */
export type WatchOffers = RegionProviders & { free?: Provider[] };

/** The chosen region's offers when the API sent them, else SPEC's US ones. */
export function offersOf(watchProviders: WatchProviders): WatchOffers {
  return watchProviders.region ?? watchProviders.results.us;
}

const GROUPS = [
  { key: 'flatrate', label: /*i18n*/ 'details.offerSubscription' },
  { key: 'free', label: /*i18n*/ 'details.offerFree' },
  { key: 'ads', label: /*i18n*/ 'details.offerAds' },
  { key: 'rent', label: /*i18n*/ 'details.offerRent' },
  { key: 'buy', label: /*i18n*/ 'details.offerBuy' },
] as const;

/** The groups a subscriber watches on without paying more: what "On your services" lists. */
const INCLUDED = ['flatrate', 'free', 'ads'] as const;

function ProviderEntry({
  provider,
  link,
  mine,
}: {
  provider: Provider;
  link: string | null;
  mine: boolean;
}) {
  const content = (
    <>
      <ProviderName provider={provider} logoWidth={40} />
      {mine && <YourServiceLabel />}
    </>
  );
  const sx = { display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 } as const;
  return link ? (
    <Link
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      color="inherit"
      underline="hover"
      sx={sx}
    >
      {content}
    </Link>
  ) : (
    <Box sx={sx}>{content}</Box>
  );
}

function ProviderList({
  providers,
  link,
  mine,
}: {
  providers: readonly Provider[];
  link: string | null;
  mine: ReadonlySet<number>;
}) {
  const { i18n } = useLingui();
  if (providers.length === 0) return <Typography>{i18n._('details.none')}</Typography>;
  // The visitor's own first; otherwise the region's order.
  const ordered = providers.toSorted(
    (a, b) => Number(mine.has(b.providerId)) - Number(mine.has(a.providerId)),
  );
  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))',
        gap: 1,
        p: 0,
        m: 0,
        listStyle: 'none',
      }}
    >
      {ordered.map((provider) => (
        <li key={provider.providerId}>
          <ProviderEntry provider={provider} link={link} mine={mine.has(provider.providerId)} />
        </li>
      ))}
    </Box>
  );
}

interface WatchGuideProps {
  offers: WatchOffers;
  /** The region choice, shown above the offers it decides. */
  regionControl?: ReactNode;
}

/** The offers on the visitor's services, each once, in the groups' order. */
function onServices(offers: WatchOffers, mine: ReadonlySet<number>): Provider[] {
  const found = new Map<number, Provider>();
  for (const key of INCLUDED)
    for (const provider of offers[key] ?? [])
      if (mine.has(provider.providerId) && !found.has(provider.providerId))
        found.set(provider.providerId, provider);
  return [...found.values()];
}

export function WatchGuide({ offers, regionControl }: WatchGuideProps) {
  const { i18n } = useLingui();
  const mine = useMyServiceIds();
  return (
    <CollapsiblePanel title={i18n._('details.watchGuide')}>
      {regionControl && <Box sx={{ mb: 2 }}>{regionControl}</Box>}
      {mine.size > 0 && (
        <Box component="section" sx={{ mb: 2 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 'bold' }}>
            {i18n._('services.onYourServices')}
          </Typography>
          <ProviderList providers={onServices(offers, mine)} link={offers.link} mine={mine} />
        </Box>
      )}
      {GROUPS.map(({ key, label }) => {
        const providers = offers[key] ?? [];
        // SPEC's four groups always show; Free only where a region has such offers.
        if (key === 'free' && providers.length === 0) return null;
        return (
          <Box component="section" key={key} sx={{ mb: 2 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 'bold' }}>
              {i18n._(label)}
            </Typography>
            <ProviderList providers={providers} link={offers.link} mine={mine} />
          </Box>
        );
      })}
      <Typography variant="body2">
        <Trans
          id="details.streamingCourtesy"
          components={{
            0: <Link href="https://www.justwatch.com/" target="_blank" rel="noopener noreferrer" />,
          }}
        />
      </Typography>
    </CollapsiblePanel>
  );
}
