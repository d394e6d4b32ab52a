/** The 'Watch Guide': where a title streams, free or paid, in the US (SPEC §2). */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Provider, RegionProviders } from '@media-search/api-client';
import { CollapsiblePanel } from './collapsible-panel.tsx';
import { MediaImage } from './media-image.tsx';

const GROUPS = [
  { key: 'flatrate', label: 'Subscription' },
  { key: 'ads', label: 'Free (Ad supported)' },
  { key: 'rent', label: 'Rent' },
  { key: 'buy', label: 'Buy' },
] as const;

function ProviderLogos({ providers }: { providers: readonly Provider[] }) {
  if (providers.length === 0) return <Typography>None</Typography>;
  return (
    <Box
      component="ul"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
    >
      {providers.map((provider) => (
        <Box
          component="li"
          key={provider.providerId}
          sx={{ width: 56 }}
          title={provider.providerName}
        >
          <MediaImage path={provider.logoPath} alt={provider.providerName} shape="provider" />
        </Box>
      ))}
    </Box>
  );
}

export function WatchGuide({ providers }: { providers: RegionProviders }) {
  return (
    <CollapsiblePanel title="Watch Guide">
      {GROUPS.map(({ key, label }) => (
        <Box component="section" key={key} sx={{ mb: 2 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 'bold' }}>
            {label}
          </Typography>
          <ProviderLogos providers={providers[key]} />
        </Box>
      ))}
      <Typography variant="body2">
        Streaming information courtesy of{' '}
        <Link href="https://www.justwatch.com/" target="_blank" rel="noopener noreferrer">
          JustWatch
        </Link>
      </Typography>
    </CollapsiblePanel>
  );
}
