import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Network } from '@media-search/api-client';
import { MediaImage } from '@/components/media/media-image.tsx';

/** Each network's logo with its name beside it (the name says it: the logo adds nothing). */
export function NetworkLogos({ networks }: { networks: readonly Network[] }) {
  const { i18n } = useLingui();
  if (networks.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={i18n._('tv.networks')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 0, my: 2, listStyle: 'none' }}
    >
      {networks.map((network) => (
        <Box component="li" key={network.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box sx={{ width: 80, flexShrink: 0 }}>
            <MediaImage path={network.logoPath} alt="" shape="network" name={network.name} />
          </Box>
          <Typography>{network.name}</Typography>
        </Box>
      ))}
    </Box>
  );
}
