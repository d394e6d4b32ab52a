import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Trans } from '@lingui/react';
import Box from '@mui/material/Box';
import { useOnline } from '@/lib/use-online.ts';

/**
 * Above every screen while the browser is offline: what shows was kept from recent visits by
 * the service worker, and what was not will load once the connection is back. An alert, so a
 * screen reader says so the moment the connection drops.
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Box
      role="alert"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        px: 2,
        py: 1,
        typography: 'body2',
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <CloudOffIcon fontSize="small" aria-hidden />
      <span>
        <Trans id="pwa.offlineBanner" components={{ 0: <strong /> }} />
      </span>
    </Box>
  );
}
