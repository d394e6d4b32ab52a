import Alert from '@mui/material/Alert';
import { useConfiguration } from '@/lib/configuration.ts';

/** Explains the offline demo catalogue, and how to switch to live data, when it is in use. */
export function OfflineCatalogAlert() {
  const { catalog } = useConfiguration();
  if (catalog !== 'offline') return null;
  return (
    <Alert severity="info" sx={{ mb: 3 }}>
      This server is running on its offline demo catalogue: a small set of titles and people shipped
      with the app, with generated artwork instead of posters. To browse the full, live catalogue
      from TMDB, set TMDB_API_TOKEN to a TMDB API read access token in the server&apos;s environment
      and restart it.
    </Alert>
  );
}
