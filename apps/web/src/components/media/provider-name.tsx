/**
 * A watch provider as the app shows one: its logo, and beside it its name, which says what the
 * logo shows (so the logo itself is decoration to a screen reader).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Provider } from '@media-search/api-client';
import { MediaImage } from './media-image.tsx';

export function ProviderName({ provider, logoWidth }: { provider: Provider; logoWidth: number }) {
  return (
    <>
      <Box sx={{ width: logoWidth, flexShrink: 0 }}>
        <MediaImage path={provider.logoPath} alt="" shape="provider" name={provider.providerName} />
      </Box>
      <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {provider.providerName}
      </Typography>
    </>
  );
}
