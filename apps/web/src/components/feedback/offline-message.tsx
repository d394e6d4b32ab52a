import Box from '@mui/material/Box';
import { container } from '@/theme/container.ts';

/**
 * What a screen that cannot load says while the browser is offline, instead of spinning or
 * failing: it will load by itself once the connection is back.
 */
export function OfflineMessage() {
  return (
    <Box sx={{ ...container('md'), py: 4 }} role="status">
      <Box component="p" sx={{ typography: 'h6', mt: 0, mb: '0.35em' }}>
        You&apos;re offline
      </Box>
      <Box component="p" sx={{ m: 0 }}>
        This page will load as soon as you&apos;re back online.
      </Box>
    </Box>
  );
}
