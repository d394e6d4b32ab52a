import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import { container } from '@/theme/container.ts';

/**
 * What a screen that cannot load says while the browser is offline, instead of spinning or
 * failing: it will load by itself once the connection is back.
 */
export function OfflineMessage() {
  const { i18n } = useLingui();
  return (
    <Box sx={{ ...container('md'), py: 4 }} role="status">
      <Box component="p" sx={{ typography: 'h6', mt: 0, mb: '0.35em' }}>
        {i18n._('shell.offline')}
      </Box>
      <Box component="p" sx={{ m: 0 }}>
        {i18n._('shell.offlineRetry')}
      </Box>
    </Box>
  );
}
