import { useLingui } from '@lingui/react';
import Alert from '@mui/material/Alert';
import { useConfiguration } from '@/lib/configuration.ts';

/** Explains the offline demo catalogue, and how to switch to live data, when it is in use. */
export function OfflineCatalogAlert() {
  const { i18n } = useLingui();
  const { catalog } = useConfiguration();
  if (catalog !== 'offline') return null;
  return (
    <Alert severity="info" sx={{ mb: 3 }}>
      {i18n._('about.offlineCatalog')}
    </Alert>
  );
}
