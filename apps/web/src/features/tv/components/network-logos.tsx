import Box from '@mui/material/Box';
import type { Network } from '@media-search/api-client';
import { MediaImage } from '../../../components/media/media-image.tsx';

export function NetworkLogos({ networks }: { networks: readonly Network[] }) {
  if (networks.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label="Networks"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 0, my: 2, listStyle: 'none' }}
    >
      {networks.map((network) => (
        <Box component="li" key={network.id} sx={{ width: 120 }}>
          <MediaImage path={network.logoPath} alt={network.name} shape="network" />
        </Box>
      ))}
    </Box>
  );
}
