import Typography from '@mui/material/Typography';
import { useConfiguration } from '../../lib/configuration.ts';
import { TextLink } from '../links.tsx';

/** Says, quietly, when the server runs on its built-in demo catalogue rather than live TMDB. */
export function OfflineNotice() {
  const { catalog } = useConfiguration();
  if (catalog !== 'offline') return null;
  return (
    <Typography variant="caption" color="text.secondary" component="p">
      Showing the offline demo catalogue. For live TMDB data, start the server with TMDB_API_TOKEN
      set. <TextLink to="/about">More on the About page</TextLink>
    </Typography>
  );
}
